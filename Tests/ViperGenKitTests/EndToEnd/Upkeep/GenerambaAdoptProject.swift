import Foundation
import Testing
import ViperGenTestSupport

/// A Rambafile project with a small Generamba set, `mini_viper` (a presenter, an interactor and a router in
/// `Sources/Modules/<Module>/<Part>/`, each with Generamba's header), in which the adopt tests lay out modules as
/// years of hands have left them: files removed, folders renamed, headers by other authors on other dates.
final class GenerambaAdoptProject {
    let directory: TemporaryDirectory
    var url: URL { directory.url }
    /// The git config that names the author of runs (`GIT_CONFIG_GLOBAL`), so that runs do not depend on the
    /// machine's.
    var gitConfig: URL { url.appending(path: ".test-gitconfig") }

    /// The header Generamba's templates write, as a Liquid snippet.
    static let header = """
        //
        //  {{ module_info.file_name }}
        //  {{ module_info.project_name }}
        //
        //  Created by {{ developer.name }} on {{ date }}.
        //  Copyright © {{ year }} {{ developer.company }}. All rights reserved.
        //

        """

    /// The project: a Rambafile (author Jane Roe, company Acme Labs, project Events, modules in Sources/Modules) and
    /// the set.
    init() throws {
        directory = try TemporaryDirectory()
        try write(
            "Rambafile",
            """
            company: Acme Labs
            author: Jane Roe
            project_name: Events
            project_file_path: Sources/Modules
            templates:
            - {name: mini_viper}

            """)
        try writeSpec(parts: ["Presenter", "Interactor", "Router"])
        try write("Templates/mini_viper/snippets/header.liquid", Self.header)
        for part in ["Presenter", "Interactor", "Router", "Assembly"] { try writeTemplate(part) }
        try write(".test-gitconfig", "[user]\n\tname = Ann Update\n")
    }

    /// The rambaspec, making one file per part.
    func writeSpec(parts: [String]) throws {
        try write(
            "Templates/mini_viper/mini_viper.rambaspec",
            "name: mini_viper\ncode_files:\n"
                + parts.map { "- {name: \($0)/\($0).swift, path: Code/\($0.lowercased()).swift.liquid}\n" }.joined())
    }

    /// The template of one part: the header and an empty class, plus `body` inside it and `after` after it.
    func writeTemplate(_ part: String, body: String = "", after: String = "") throws {
        try write(
            "Templates/mini_viper/Code/\(part.lowercased()).swift.liquid",
            "{% include 'header' %}\nfinal class {{ module_info.name }}\(part) {\n\(body)}\n\(after)")
    }

    /// A file as Generamba wrote it for `module`: its header with `author` and `date` as written, the company Acme
    /// Labs and the project Events, and the class.
    static func generambaFile(
        module: String, part: String, author: String = "Kirill Klebanov", date: String = "16/09/2017",
        year: String = "2017", body: String = ""
    ) -> String {
        """
        //
        //  \(module)\(part).swift
        //  Events
        //
        //  Created by \(author) on \(date).
        //  Copyright © \(year) Acme Labs. All rights reserved.
        //

        final class \(module)\(part) {
        \(body)}

        """
    }

    /// Runs the real binary in the project: 2026-11-22 12:00 UTC, git's user Ann Update.
    func run(_ arguments: [String]) throws -> ProcessResult {
        try runViperGen(arguments, in: url, environment: ["GIT_CONFIG_GLOBAL": gitConfig.path, "HOME": url.path])
    }

    /// A file's text, `nil` when it does not exist.
    func read(_ path: String) -> String? {
        try? String(contentsOf: url.appending(path: path), encoding: .utf8)
    }

    /// Writes a file, creating its folders.
    func write(_ path: String, _ text: String) throws {
        let file = url.appending(path: path)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
    }

    /// Every file outside the set, the Rambafile and the git config, by path.
    func tree() -> [String: String] {
        snapshotTree(url).filter {
            !$0.key.hasPrefix("Templates/") && $0.key != "Rambafile" && $0.key != ".test-gitconfig"
        }
    }
}
