import Foundation
import Testing
import ViperGenTestSupport

/// The SwiftPM command plugin: a package that depends on viper-gen by path runs
/// `swift package --allow-writing-to-package-directory viper-gen module …`, gets the module, and then builds and
/// passes its tests. The package lives in `.build/command-plugin-test/` and keeps its build folder between runs, so
/// only the first run builds viper-gen as a dependency (about 2.5 minutes on a busy 2-core machine); later runs take
/// about 20 seconds, most of it rebuilding ViperGenKit for the current commit.
@Suite struct CommandPluginTests {
    static let manifest = """
        // swift-tools-version: 6.2
        import PackageDescription

        let package = Package(
            name: "App",
            dependencies: [.package(name: "viper-gen", path: "\(repositoryRoot.path)")],
            targets: [
                .target(name: "App", swiftSettings: [.treatAllWarnings(as: .error)]),
                .testTarget(name: "AppTests", dependencies: ["App"], swiftSettings: [.treatAllWarnings(as: .error)]),
            ],
            swiftLanguageModes: [.v6]
        )

        """

    /// A fresh package in a fixed folder whose `.build` is kept: its sources and tests are replaced on each run.
    static func freshPackage() throws -> URL {
        let package = repositoryRoot.appending(path: ".build/command-plugin-test")
        // What an earlier run recorded goes too, or this run would meet its module recorded already.
        for folder in ["Sources", "Tests", "viper-gen.lock", "viper-gen.bases"] {
            try? FileManager.default.removeItem(at: package.appending(path: folder))
        }
        try FileManager.default.createDirectory(
            at: package.appending(path: "Tests/AppTests"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(
            at: package.appending(path: "Sources/App"), withIntermediateDirectories: true)
        try Data(manifest.utf8).write(to: package.appending(path: "Package.swift"))
        try Data("/// The app.\npublic enum App {}\n".utf8).write(to: package.appending(path: "Sources/App/App.swift"))
        return package
    }

    @Test(.timeLimit(.minutes(20)))
    func thePluginGeneratesAModuleThatBuildsAndPassesItsTests() throws {
        let package = try Self.freshPackage()
        let arguments = ["module", "Search", "--output", "Sources/App", "--param", "ui=none", "--author", "Test"]

        let refused = try runProcess(swiftExecutable, ["package", "viper-gen"] + arguments, in: package)
        #expect(refused.status != 0)
        #expect(
            refused.standardError.contains(
                "Stated reason: “viper-gen writes the generated modules into this package; "
                    + "run: swift package --allow-writing-to-package-directory viper-gen ...”."),
            "\(refused.standardError)")
        #expect(refused.standardError.contains("Use `--allow-writing-to-package-directory` to allow this."))
        #expect(!FileManager.default.fileExists(atPath: package.appending(path: "Sources/App/Search").path))

        let generated = try runProcess(
            swiftExecutable, ["package", "--allow-writing-to-package-directory", "viper-gen"] + arguments, in: package)
        #expect(generated.status == 0, "\(generated.standardError)")
        #expect(
            generated.standardOutput.contains(
                """
                created Sources/App/Search/SearchContract.swift
                created Sources/App/Search/SearchView.swift
                created Sources/App/Search/SearchPresenter.swift
                created Sources/App/Search/SearchInteractor.swift
                created Sources/App/Search/SearchRouter.swift
                created Tests/AppTests/SearchTests/SearchPresenterTests.swift

                """), "\(generated.standardOutput)")

        // A failing run prints the tool's own errors; SwiftPM then names the tool's exit code and exits with 1.
        let again = try runProcess(
            swiftExecutable, ["package", "--allow-writing-to-package-directory", "viper-gen"] + arguments, in: package)
        #expect(again.status == 1)
        // SwiftPM passes on what the tool writes to standard error as the plugin's output, on standard output.
        #expect(
            (again.standardOutput + again.standardError).contains(
                "viper-gen: error: module Search is recorded in \(package.path)/viper-gen.lock already; nothing was "
                    + "written: 'viper-gen update Search' brings it up to date"), "\(again)")
        #expect(again.standardError.contains("error: Plugin ended with exit code 73"))

        let tested = try runProcess(swiftExecutable, ["test"], in: package)
        let log = tested.standardOutput + tested.standardError
        #expect(tested.status == 0, "swift test of the package failed:\n\(log)")
        #expect(!log.contains("warning:"), "\(log)")
    }
}
