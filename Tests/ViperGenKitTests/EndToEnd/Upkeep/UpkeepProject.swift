import Foundation
import Testing
import ViperGenTestSupport

/// A project for the lockfile commands' end-to-end tests: a `viper-gen.json` naming the small set `mini` in
/// `sets/`, whose files the tests change as a template author would.
final class UpkeepProject {
    let directory: TemporaryDirectory
    var url: URL { directory.url }

    /// The presenter template: five lines, so that a change to one line and an addition at the end do not touch.
    static let presenter = """
        final class {{ module.name }}Presenter {
            func viewDidLoad() {
                print("loaded")
            }
        }

        """
    static let view = "struct {{ module.name }}View {}\n"

    /// A project with the `mini` set and a config using it.
    init(config: String = #"{ "template": "mini", "templateDirectories": ["sets"], "output": "Sources" }"#) throws {
        directory = try TemporaryDirectory()
        try write("viper-gen.json", config + "\n")
        try writeSet()
    }

    /// Writes the `mini` set: a presenter and a view, plus `extraFiles` (source → output) and a bool parameter
    /// `extras` that adds a line to the view.
    func writeSet(presenter: String = UpkeepProject.presenter, extraFiles: [(String, String, String)] = []) throws {
        var files = [
            #"{ "source": "Presenter.swift.liquid", "output": "{{ module.name }}/{{ module.name }}Presenter.swift" }"#,
            #"{ "source": "View.swift.liquid", "output": "{{ module.name }}/{{ module.name }}View.swift" }"#,
        ]
        for (source, output, text) in extraFiles {
            files.append(#"{ "source": "\#(source)", "output": "\#(output)" }"#)
            try write("sets/mini/\(source)", text)
        }
        try write(
            "sets/mini/template.json",
            #"{ "name": "mini", "parameters": [{ "name": "extras", "type": "bool", "default": false }], "files": [ "#
                + files.joined(separator: ", ") + " ] }\n")
        try write("sets/mini/Presenter.swift.liquid", presenter)
        try write(
            "sets/mini/View.swift.liquid",
            Self.view + "{% if params.extras %}extension {{ module.name }}View { func extra() {} }\n{% endif %}")
    }

    /// Runs the real binary in the project.
    func run(_ arguments: [String]) throws -> ProcessResult {
        try runViperGen(arguments, in: url, environment: ["NO_COLOR": "1"])
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

    /// A file's bytes, `nil` when it does not exist.
    func bytes(_ path: String) -> [UInt8]? {
        FileManager.default.contents(atPath: url.appending(path: path).path).map { [UInt8]($0) }
    }

    /// Writes a file's exact bytes, creating its folders.
    func write(_ path: String, bytes: [UInt8]) throws {
        let file = url.appending(path: path)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: file)
    }

    /// Appends to a file.
    func append(_ path: String, _ text: String) throws {
        try write(path, (read(path) ?? "") + text)
    }
}
