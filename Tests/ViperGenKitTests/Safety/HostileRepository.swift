import Foundation
import Testing
import ViperGenTestSupport

@testable import ViperGenKit
@testable import ViperGenSupport

/// A project folder with a sibling folder standing for `$HOME`, for the tests of a hostile repository (issue 30): the
/// project holds a `viper-gen.json` naming the small set `mini` in `sets/`; the home holds files an attacker wants
/// (`.ssh/id_ed25519`, `.profile`, `Documents/`, `outside/victim.txt`). Every test hashes the home before and after.
final class HostileRepository {
    let directory: TemporaryDirectory
    /// The project folder, as the commands see it.
    let project: URL
    /// The folder standing for `$HOME`, next to the project.
    let home: URL

    /// The set's presenter and view templates.
    static let presenter = "final class {{ module.name }}Presenter {}\n"
    static let view = "struct {{ module.name }}View {}\n"
    static let config = #"{ "template": "mini", "templateDirectories": ["sets"], "output": "Sources" }"#

    /// A project with the `mini` set, `extraFiles` (source, output, text) added to it, and a home with its secrets.
    init(config: String? = HostileRepository.config, extraFiles: [(String, String, String)] = []) throws {
        directory = try TemporaryDirectory()
        project = directory.url.appending(path: "Project", directoryHint: .isDirectory).standardizedFileURL
        home = directory.url.appending(path: "Home", directoryHint: .isDirectory).standardizedFileURL
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
        if let config { try write("viper-gen.json", config + "\n") }
        try writeSet(extraFiles: extraFiles)
        for (path, text) in [
            (".ssh/id_ed25519", "-----BEGIN OPENSSH PRIVATE KEY-----\nsecret\n"),
            (".profile", "export PATH=$HOME/bin:$PATH\n"),
            ("Documents/thesis.txt", "years of work\n"),
            ("Documents/mini/template.json", "not a set\n"),
            ("outside/victim.txt", "victim\n"),
            ("outside/evil.base", "someone's file\n"),
        ] {
            try writeFile(home.appending(path: path), text)
        }
        try FileManager.default.createDirectory(
            at: home.appending(path: "outside/empty"), withIntermediateDirectories: true)
    }

    /// Writes the `mini` set: a presenter and a view, plus `extraFiles` (source → output).
    func writeSet(presenter: String = HostileRepository.presenter, extraFiles: [(String, String, String)] = []) throws {
        var files = [
            #"{ "source": "Presenter.swift.liquid", "output": "{{ module.name }}/{{ module.name }}Presenter.swift" }"#,
            #"{ "source": "View.swift.liquid", "output": "{{ module.name }}/{{ module.name }}View.swift" }"#,
        ]
        for (source, output, text) in extraFiles {
            files.append(#"{ "source": "\#(source)", "output": "\#(output)" }"#)
            try write("sets/mini/\(source)", text)
        }
        try write(
            "sets/mini/template.json", #"{ "name": "mini", "files": [ "# + files.joined(separator: ", ") + " ] }\n")
        try write("sets/mini/Presenter.swift.liquid", presenter)
        try write("sets/mini/View.swift.liquid", Self.view)
    }

    /// Writes the `mini` set as a view and one insertion (`into`, `after`, `text`, as a manifest spells them) at line 5,
    /// column 5 of its `template.json`.
    func writeSet(insertingInto into: String, after anchor: String, text: String) throws {
        try write(
            "sets/mini/template.json",
            """
            {
              "name": "mini",
              "files": [ { "source": "View.swift.liquid", "output": "{{ module.name }}/{{ module.name }}View.swift" } ],
              "insertions": [
                { "into": "\(into)", "after": "\(anchor)", "text": "\(text)" }
              ]
            }

            """)
    }

    /// The home with every link followed, as messages name where a link leads (`/private/var/…` on macOS).
    var realHome: String { realPath(home) }

    /// Runs a command line in the project.
    func run(_ arguments: [String]) -> ProcessResult {
        runCommand(arguments, in: project)
    }

    /// Runs a command line and requires it to succeed.
    func succeed(_ arguments: [String]) throws {
        let result = run(arguments)
        try #require(result.status == 0, "\(arguments): \(result.standardError)")
    }

    /// Every file, folder and link below the home, with modes and contents: compared before and after each run.
    func homeListing() throws -> [String: String] {
        try treeListing(home)
    }

    /// A project file's text, `nil` when it does not exist.
    func read(_ path: String) -> String? {
        try? String(contentsOf: project.appending(path: path), encoding: .utf8)
    }

    /// Writes a project file, creating its folders.
    func write(_ path: String, _ text: String) throws {
        try writeFile(project.appending(path: path), text)
    }

    /// Makes `path` in the project a symbolic link to `target` (as written: relative to the link's folder).
    func link(_ path: String, to target: String) throws {
        let url = project.appending(path: path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: url.path, withDestinationPath: target)
    }

    /// The lockfile with `old` replaced by `new`, as a pull request might change it; fails when `old` is not there.
    func editLockfile(_ old: String, _ new: String) throws {
        let text = try #require(read("viper-gen.lock"))
        try #require(text.contains(old), "the lockfile holds no \(old)")
        try write("viper-gen.lock", text.replacingOccurrences(of: old, with: new))
    }

    /// Adds to the lockfile's (only) module a file entry for `path` holding `text`, with its real size and hash.
    func recordFile(_ path: String, holding text: String) throws {
        try editLockfile(
            #""files": [\#n"#,
            #""files": [ { "kind": "code", "path": "\#(path)", "sha256": "\#(SHA256.hex(text))", "size": \#(text.utf8.count) },\#n"#
        )
    }

    /// The lockfile's path and the prefix of its refusals.
    var lockfilePath: String { project.path + "/viper-gen.lock" }

    /// SHA-256 of `text`, as the lockfile records it.
    static func sha256(_ text: String) -> String {
        SHA256.hex(text)
    }

    private func writeFile(_ url: URL, _ text: String) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }
}
