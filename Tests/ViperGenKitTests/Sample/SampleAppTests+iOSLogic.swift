import Foundation
import Testing
import ViperGenTestSupport

extension SampleAppTests {
    /// The iOS app's only file that is not built here: its `@main` App, which needs SwiftUI's runtime to do anything.
    static let appEntryPoint = "TodoAppApp.swift"

    @Test("The iOS app's tests run on Linux, against the SwiftUI stand-in", .timeLimit(.minutes(10)))
    func iOSAppTestsRun() throws {
        let folder = try TemporaryDirectory()
        let package = folder.url.appending(path: "TodoAppLogic")
        let ios = Self.sampleRoot.appending(path: "iOS")
        let core = Self.swiftFiles(below: Self.sampleRoot.appending(path: "Sources/TodoCore"))
        let code = Self.swiftFiles(below: ios.appending(path: "TodoApp")).filter {
            $0.lastPathComponent != Self.appEntryPoint
        }
        let tests = Self.swiftFiles(below: ios.appending(path: "TodoAppTests"))
        #expect(code.count == 23, "AppDependencies, five files per module and two of the support layer: \(code)")
        #expect(tests.count == 14, "AppDependenciesTests, three test files per module and the test support: \(tests)")
        for source in code + tests {
            let text = try String(contentsOf: source, encoding: .utf8)
            #expect(!text.contains("import UIKit"), "\(source.path) needs UIKit, which has no stand-in here")
        }

        // The modules keep their names (TodoCore, TodoApp, SwiftUI), so the files' imports work unchanged. The
        // stand-in's bodies are placeholders: the tests drive view states, presenters, interactors and routers, and
        // never draw a view. Previews become `PreviewStandIn` values (`PreviewStandIns`).
        let standIn = repositoryRoot.appending(path: "Tests/Stubs/SwiftUI.swift")
        for (files, target) in [
            (core, "Sources/TodoCore"), ([standIn], "Sources/SwiftUI"),
            (code + [Self.localizedResourceStandIn], "Sources/TodoApp"),
            (tests, "Tests/TodoAppTests"),
        ] {
            let destination = package.appending(path: target)
            try FileManager.default.createDirectory(at: destination, withIntermediateDirectories: true)
            for file in files {
                let source = try String(contentsOf: file, encoding: .utf8)
                try Data(PreviewStandIns.rewrite(source).utf8).write(
                    to: destination.appending(path: file.lastPathComponent))
            }
        }
        try Data(Self.logicManifest.utf8).write(to: package.appending(path: "Package.swift"))

        let result = try runProcess(swiftExecutable, ["test"], in: package)
        let log = result.standardOutput + result.standardError
        #expect(result.status == 0, "swift test of the iOS app failed:\n\(log)")
        #expect(!log.contains("warning:"), "the iOS app or its tests have warnings:\n\(log)")
        // The module tests are Swift Testing's, `AppDependenciesTests` XCTest's: each framework reports its own run.
        var xctests = 0
        var swiftTests = 0
        for file in tests {
            let text = try String(contentsOf: file, encoding: .utf8)
            xctests += text.components(separatedBy: "    func test").count - 1
            swiftTests += text.components(separatedBy: "@Test").count - 1
        }
        #expect(xctests >= 5 && swiftTests >= 70, "the iOS app's tests were not found")
        #expect(log.contains("Executed \(xctests) tests, with 0 failures"), "expected \(xctests) XCTest tests:\n\(log)")
        #expect(
            log.contains("Test run with \(swiftTests) tests"), "expected \(swiftTests) Swift Testing tests:\n\(log)")
    }

    /// A package of TodoCore, the SwiftUI stand-in and the iOS app, Swift 6 mode, warnings as errors.
    static let logicManifest = """
        // swift-tools-version: 6.2
        import PackageDescription

        let strict: [SwiftSetting] = [.treatAllWarnings(as: .error)]
        let package = Package(
            name: "TodoAppLogic",
            targets: [
                .target(name: "TodoCore", swiftSettings: strict),
                .target(name: "SwiftUI", swiftSettings: strict),
                .target(name: "TodoApp", dependencies: ["TodoCore", "SwiftUI"], swiftSettings: strict),
                .testTarget(name: "TodoAppTests", dependencies: ["TodoApp", "TodoCore"], swiftSettings: strict),
            ],
            swiftLanguageModes: [.v6]
        )

        """

    /// Every `.swift` file below `folder`, sorted by path.
    static func swiftFiles(below folder: URL) -> [URL] {
        snapshotTree(folder).keys.filter { $0.hasSuffix(".swift") }.sorted().map { folder.appending(path: $0) }
    }
}
