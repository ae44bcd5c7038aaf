import Foundation
import Testing

extension SampleAppTests {
    /// The iOS app's files that import neither SwiftUI nor UIKit: every module's contract, presenter and interactor.
    static let platformNeutralSuffixes = ["Contract.swift", "Presenter.swift", "Interactor.swift"]

    /// The iOS app's presenter and interactor tests, which need nothing but those files and TodoCore.
    static let platformNeutralTestSuffixes = ["PresenterTests.swift", "InteractorTests.swift"]

    @Test("The iOS app's presenter and interactor tests run on Linux", .timeLimit(.minutes(10)))
    func iOSPresenterAndInteractorTestsRun() throws {
        let folder = try TemporaryDirectory()
        let package = folder.url.appending(path: "TodoAppLogic")
        let ios = Self.sampleRoot.appending(path: "iOS")
        let core = Self.swiftFiles(below: Self.sampleRoot.appending(path: "Sources/TodoCore"))
        let code = Self.swiftFiles(below: ios.appending(path: "TodoApp/Modules")).filter { file in
            Self.platformNeutralSuffixes.contains { file.lastPathComponent.hasSuffix($0) }
        }
        let tests = Self.swiftFiles(below: ios.appending(path: "TodoAppTests")).filter { file in
            Self.platformNeutralTestSuffixes.contains { file.lastPathComponent.hasSuffix($0) }
        }
        #expect(code.count == 9, "a contract, a presenter and an interactor per module: \(code)")
        #expect(tests.count == 6, "a presenter and an interactor test per module: \(tests)")
        for source in code + tests {
            let text = try String(contentsOf: source, encoding: .utf8)
            #expect(!text.contains("import SwiftUI") && !text.contains("import UIKit"), "\(source.path) needs a UI")
        }

        // The modules keep their names (TodoCore, TodoApp), so the tests' `@testable import`s work unchanged.
        for (files, target) in [(core, "Sources/TodoCore"), (code, "Sources/TodoApp"), (tests, "Tests/TodoAppTests")] {
            let destination = package.appending(path: target)
            try FileManager.default.createDirectory(at: destination, withIntermediateDirectories: true)
            for file in files {
                try FileManager.default.copyItem(at: file, to: destination.appending(path: file.lastPathComponent))
            }
        }
        try Data(Self.logicManifest.utf8).write(to: package.appending(path: "Package.swift"))

        let result = try runProcess(swiftExecutable, ["test"], in: package)
        let log = result.standardOutput + result.standardError
        #expect(result.status == 0, "swift test of the iOS app's presenters and interactors failed:\n\(log)")
        #expect(
            !log.contains("warning:"), "the iOS app's presenters, interactors or their tests have warnings:\n\(log)")
        let expected = try tests.reduce(0) { count, file in
            let text = try String(contentsOf: file, encoding: .utf8)
            return count + text.components(separatedBy: "    func test").count - 1
        }
        #expect(expected >= 40, "the presenter and interactor tests were not found")
        #expect(log.contains("Executed \(expected) tests, with 0 failures"), "expected \(expected) tests:\n\(log)")
    }

    /// A package of TodoCore and the iOS app's platform-neutral files, Swift 6 mode, warnings as errors.
    static let logicManifest = """
        // swift-tools-version: 6.2
        import PackageDescription

        let strict: [SwiftSetting] = [.treatAllWarnings(as: .error)]
        let package = Package(
            name: "TodoAppLogic",
            targets: [
                .target(name: "TodoCore", swiftSettings: strict),
                .target(name: "TodoApp", dependencies: ["TodoCore"], swiftSettings: strict),
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
