import Foundation
import Testing

/// Generates modules into a fresh SwiftPM package and builds and tests it for real: the generated code compiles in
/// Swift 6 mode with warnings as errors, and its generated tests pass.
@Suite struct GeneratedPackageTests {
    static let manifest = """
        // swift-tools-version: 6.2
        import PackageDescription

        let package = Package(
            name: "App",
            targets: [
                .target(name: "App", swiftSettings: [.treatAllWarnings(as: .error)]),
                .testTarget(name: "AppTests", dependencies: ["App"], swiftSettings: [.treatAllWarnings(as: .error)]),
            ],
            swiftLanguageModes: [.v6]
        )

        """

    @Test(.timeLimit(.minutes(10)))
    func generatedModulesBuildAndTheirTestsPass() throws {
        let package = try TemporaryDirectory()
        try Data(Self.manifest.utf8).write(to: package.url.appending(path: "Package.swift"))
        try FileManager.default.createDirectory(
            at: package.url.appending(path: "Tests/AppTests"), withIntermediateDirectories: true)

        let generated = try runViperGen(
            ["module", "Search", "URLPreview", "--output", "Sources/App", "--param", "ui=none", "--author", "Test"],
            in: package.url)
        #expect(generated.status == 0, "\(generated.standardError)")
        #expect(
            generated.standardOutput.contains("created Tests/AppTests/URLPreviewTests/URLPreviewRouterTests.swift\n"))

        let tested = try runProcess(swiftExecutable, ["test"], in: package.url)
        let log = tested.standardOutput + tested.standardError
        #expect(tested.status == 0, "swift test of the generated package failed:\n\(log)")
        #expect(!log.contains("warning:"), "the generated code has warnings:\n\(log)")
        #expect(log.contains("Executed 24 tests, with 0 failures"), "expected the 24 generated tests to run:\n\(log)")
    }
}
