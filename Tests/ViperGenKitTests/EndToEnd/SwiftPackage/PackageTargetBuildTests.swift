import Foundation
import Testing
import ViperGenTestSupport

/// `viper-gen module … --add-target` through the real binary in packages of every common `Package.swift` shape
/// (`Tests/Fixtures/SwiftPackages`): the manifest becomes exactly its `Package.swift.expected`, and the package then
/// builds and its tests pass with `swift build` and `swift test`, with no hand edit.
@Suite(.serialized) struct PackageTargetBuildTests {
    static let fixtures = repositoryRoot.appending(path: "Tests/Fixtures/SwiftPackages")

    /// A copy of the fixture package `name` in a fresh folder.
    func copy(_ name: String) throws -> (TemporaryDirectory, URL) {
        let directory = try TemporaryDirectory()
        let package = directory.url.appending(path: name)
        try FileManager.default.copyItem(at: Self.fixtures.appending(path: name), to: package)
        try? FileManager.default.removeItem(at: package.appending(path: "Package.swift.expected"))
        return (directory, package)
    }

    /// Runs viper-gen in `package` (or `directory` inside it), then checks the manifest against the fixture's
    /// expected one.
    func generate(_ arguments: [String], in package: URL, from directory: URL? = nil, fixture: String) throws {
        let generated = try runViperGen(arguments + ["--author", "Test"], in: directory ?? package)
        #expect(generated.status == 0, "\(generated.standardError)")
        #expect(generated.standardError == "")
        let expected = Self.fixtures.appending(path: "\(fixture)/Package.swift.expected")
        if FileManager.default.fileExists(atPath: expected.path) {
            let manifest = try String(contentsOf: package.appending(path: "Package.swift"), encoding: .utf8)
            let want = try String(contentsOf: expected, encoding: .utf8)
            #expect(manifest == want, "\(lineDiff(expected: want, actual: manifest))")
        }
    }

    /// `swift build`, then `swift test`, in `package`; both must pass without a warning and run `tests` tests.
    func buildAndTest(_ package: URL, tests: Int) throws {
        let built = try runProcess(swiftExecutable, ["build"], in: package)
        #expect(built.status == 0, "swift build failed:\n\(built.standardOutput)\(built.standardError)")
        let tested = try runProcess(swiftExecutable, ["test"], in: package)
        let log = tested.standardOutput + tested.standardError
        #expect(tested.status == 0, "swift test failed:\n\(log)")
        #expect(!log.contains("warning:"), "the package has warnings:\n\(log)")
        // XCTest's summary, or Swift Testing's (the viper set's default).
        let plural = tests == 1 ? "" : "s"
        let summaries = [
            "Executed \(tests) test\(plural), with 0 failures", "Test run with \(tests) test\(plural) in ",
        ]
        #expect(summaries.contains { log.contains($0) }, "expected \(tests) tests to run:\n\(log)")
    }

    @Test(.timeLimit(.minutes(10)))
    func targetsInline() throws {
        let (directory, package) = try copy("InlineTargets")
        try generate(
            ["module", "Search", "--add-target", "--target-dependency", "Core", "--param", "ui=none"], in: package,
            fixture: "InlineTargets")
        try buildAndTest(package, tests: 13)
        withExtendedLifetime(directory) {}
    }

    @Test(.timeLimit(.minutes(10)))
    func targetsInAConstant() throws {
        let (directory, package) = try copy("TargetsInAConstant")
        // From a folder inside the package: the package is found by walking up, as SwiftPM finds it.
        try generate(
            ["module", "Search", "--add-target", "--param", "ui=none"], in: package,
            from: package.appending(path: "Sources/Core"), fixture: "TargetsInAConstant")
        try buildAndTest(package, tests: 13)
        withExtendedLifetime(directory) {}
    }

    @Test(.timeLimit(.minutes(10)))
    func productsAndPlugins() throws {
        let (directory, package) = try copy("ProductsAndPlugins")
        // From the config: addTarget and targetDependencies stand for the flags.
        try Data(#"{ "addTarget": true, "targetDependencies": ["Core"], "parameters": { "ui": "none" } }"#.utf8)
            .write(to: package.appending(path: "viper-gen.json"))
        try generate(["module", "Search", "Profile"], in: package, fixture: "ProductsAndPlugins")
        try buildAndTest(package, tests: 26)
        withExtendedLifetime(directory) {}
    }

    /// A project set that declares `access` gets `public` from `--add-target`, so another target can use the module.
    @Test(.timeLimit(.minutes(10)))
    func aSetWithAnAccessParameterIsUsableAcrossTheModuleBoundary() throws {
        let (directory, package) = try copy("CrossModule")
        try generate(
            [
                "module", "Greeting", "--add-target", "--template", "greeting", "--template-dir",
                Self.fixtures.appending(path: "Templates").path,
            ], in: package, fixture: "CrossModule")
        let code = try String(
            contentsOf: package.appending(path: "Sources/Greeting/GreetingGreeting.swift"), encoding: .utf8)
        #expect(code.contains("public enum GreetingGreeting {"))
        try buildAndTest(package, tests: 1)
        let run = try runProcess(swiftExecutable, ["run", "--skip-build", "App"], in: package)
        #expect(run.standardOutput == "Hello from Greeting\n")
        withExtendedLifetime(directory) {}
    }
}
