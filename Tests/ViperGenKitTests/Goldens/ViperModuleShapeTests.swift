import Foundation
import Testing
import ViperGenTestSupport

/// The shape of what the built-in `viper` set writes, beside its goldens: how long a module is, and that every
/// variant is formatted as the repository's own code is.
@Suite struct ViperModuleShapeTests {
    /// The lines of `contents` after its header (the leading `//` comment lines), blank lines and doc comments
    /// included: what a reader of the file reads.
    static func linesAfterHeader(_ contents: String) -> Int {
        var lines = contents.split(separator: "\n", omittingEmptySubsequences: false)
        if lines.last == "" { lines.removeLast() }
        return lines.drop { $0.hasPrefix("//") }.count
    }

    /// Issue 51: an empty module, support layer excluded, is at most 180 lines of code and 220 of tests in each
    /// flavour (the classic set's SwiftUI module was 403 and 305 counted this way).
    @Test(arguments: ["swiftui", "uikit", "none"])
    func anEmptyModuleIsAtMost180LinesOfCodeAnd220OfTests(flavour: String) throws {
        let files = try ViperGoldenTests.render(["Search"], parameters: [("ui", flavour)])
        let module = files.filter { !$0.key.contains("/VIPER/") }
        let code = module.filter { $0.key.hasPrefix("Sources/") }.values.map(Self.linesAfterHeader).reduce(0, +)
        let tests = module.filter { $0.key.hasPrefix("Tests/") }.values.map(Self.linesAfterHeader).reduce(0, +)
        #expect(module.count == (flavour == "swiftui" ? 8 : 9), "\(module.keys.sorted())")
        #expect(code <= 180, "\(flavour): \(code) lines of code")
        #expect(tests <= 220, "\(flavour): \(tests) lines of tests")
    }

    /// Every flavour with every option, under a long module name and a short one, support layer included: no line
    /// over 120 columns and `swift format lint --strict` with the repository's `.swift-format` finds nothing.
    @Test func everyVariantIsFormattedAsTheRepositorysCode() throws {
        let folder = try TemporaryDirectory()
        let options: [[(key: String, value: String)]] = [
            [], [("tests", "xctest")], [("dependencies", "true")], [("dependencies", "true"), ("access", "public")],
            [("interactor", "false")], [("screen", "list")],
        ]
        var written = 0
        for flavour in ["swiftui", "uikit", "none"] {
            for (index, option) in options.enumerated() {
                let files = try ViperGoldenTests.render(
                    ["Search", "NotificationPreferences"], parameters: [("ui", flavour)] + option)
                for (path, contents) in files {
                    for (number, line) in contents.split(separator: "\n").enumerated() {
                        #expect(line.count <= 120, "\(flavour) \(option) \(path):\(number + 1) is \(line.count) long")
                    }
                    let url = folder.url.appending(path: "\(flavour)-\(index)/\(path)")
                    try FileManager.default.createDirectory(
                        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                    try Data(contents.utf8).write(to: url)
                    written += 1
                }
            }
        }
        #expect(written > 150)
        let lint = try runProcess(
            swiftExecutable,
            [
                "format", "lint", "--strict", "--configuration", repositoryRoot.appending(path: ".swift-format").path,
                "--recursive", folder.url.path,
            ],
            in: folder.url)
        #expect(lint.status == 0 && lint.standardError.isEmpty, "swift format lint:\n\(lint.standardError)")
    }
}
