import Foundation
import Testing
import ViperGenTestSupport

/// `--param parent=List` for every flavour: `Detail` is wired into `List` by the built-in set's insertions, and the
/// result compiles in Swift 6 mode with warnings as errors (uikit and swiftui against the stand-ins in `Tests/Stubs`,
/// as `UIFlavourCompileTests` proves the flavours; none built and tested for real in `GeneratedPackageTests`).
@Suite(.serialized) struct ParentWiringCompileTests {
    /// The insertions `Detail --param parent=List` makes, as the run lists them.
    static func insertionLines(flavour: String) -> String {
        let router = "inserted into Sources/App/List/ListRouter.swift"
        var lines = ["inserted into Sources/App/List/ListContract.swift after '// viper-gen: routes'"]
        if flavour == "none" { lines.append("\(router) after '// viper-gen: destinations'") }
        lines.append("\(router) after '// viper-gen: routes'")
        if flavour == "swiftui" {
            lines += ["\(router) after '// viper-gen: route cases'", "\(router) after '// viper-gen: screens'"]
        }
        lines += [
            "inserted into Tests/AppTests/ListTests/ListPresenterTests.swift after '// viper-gen: routes'",
            "inserted into Tests/AppTests/ListTests/ListRouterTests.swift after '// viper-gen: route tests'",
        ]
        return lines.map { $0 + "\n" }.joined()
    }

    /// The options of both runs.
    static func options(flavour: String) -> [String] {
        [
            "--param", "ui=\(flavour)", "--output", "Sources/App", "--tests-output", "Tests/AppTests", "--target",
            "App", "--author", "Test",
        ]
    }

    /// Generates `List` in `folder`.
    static func generateList(flavour: String, in folder: URL) throws -> ProcessResult {
        try runViperGen(
            ["module", "List", "--template", "viper-classic", "--quiet"] + options(flavour: flavour), in: folder)
    }

    /// Generates `List`, then `Detail` wired into it, in `folder`; returns the second run's insertion lines.
    static func generateWired(flavour: String, in folder: URL) throws -> String {
        let list = try generateList(flavour: flavour, in: folder)
        try #require(list.status == 0, "\(list.standardError)")
        let detail = try runViperGen(
            ["module", "Detail", "--template", "viper-classic", "--param", "parent=List"] + options(flavour: flavour),
            in: folder)
        try #require(detail.status == 0, "\(detail.standardError)")
        return detail.standardOutput.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { $0.hasPrefix("inserted ") }.map { $0 + "\n" }.joined()
    }

    @Test(arguments: ["uikit", "swiftui"])
    func wiredModulesTypeCheckAgainstTheStandIns(flavour: String) throws {
        let folder = try TemporaryDirectory()
        let frameworks = folder.url.appending(path: "Frameworks")
        try UIFlavourCompileTests.compileStandIns(into: frameworks)
        #expect(try Self.generateWired(flavour: flavour, in: folder.url) == Self.insertionLines(flavour: flavour))
        // The inserted code reads as the rest does: swift-format finds nothing.
        let lint = try runProcess(
            swiftExecutable,
            [
                "format", "lint", "--strict", "--configuration", repositoryRoot.appending(path: ".swift-format").path,
                "--recursive", folder.url.appending(path: "Sources").path, folder.url.appending(path: "Tests").path,
            ],
            in: folder.url)
        #expect(lint.status == 0 && lint.standardError.isEmpty, "swift format lint:\n\(lint.standardError)")
        let code = Self.swiftFiles(in: folder.url.appending(path: "Sources/App"))
        let tests = Self.swiftFiles(in: folder.url.appending(path: "Tests/AppTests"))
        #expect(code.count == 10 && tests.count == 8)
        let app = folder.url.appending(path: "App")
        try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
        try UIFlavourCompileTests.expectCompiles(
            UIFlavourCompileTests.strictFlags + [
                "-parse-as-library", "-I", frameworks.path, "-module-name", "App", "-enable-testing",
                "-emit-module", "-emit-module-path", app.appending(path: "App.swiftmodule").path,
            ] + code.map(\.path) + [UIFlavourCompileTests.localizationStandIn.path],
            what: "\(flavour) List with Detail wired in")
        try UIFlavourCompileTests.expectCompiles(
            UIFlavourCompileTests.strictFlags
                + ["-typecheck", "-I", frameworks.path, "-I", app.path, "-module-name", "AppTests"] + tests.map(\.path),
            what: "\(flavour) tests of List with Detail wired in")
    }

    /// Every `.swift` file below `folder`, sorted.
    static func swiftFiles(in folder: URL) -> [URL] {
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        return (enumerator?.compactMap { $0 as? URL } ?? []).filter { $0.pathExtension == "swift" }
            .sorted { $0.path < $1.path }
    }
}
