import Foundation
import Testing
import ViperGenTestSupport

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
            [
                "module", "Search", "URLPreview", "--template", "viper-classic", "--output", "Sources/App", "--param",
                "ui=none", "--author", "Test",
            ],
            in: package.url)
        #expect(generated.status == 0, "\(generated.standardError)")
        #expect(
            generated.standardOutput.contains("created Tests/AppTests/URLPreviewTests/URLPreviewRouterTests.swift\n"))

        let tested = try runProcess(swiftExecutable, ["test"], in: package.url)
        let log = tested.standardOutput + tested.standardError
        #expect(tested.status == 0, "swift test of the generated package failed:\n\(log)")
        #expect(!log.contains("warning:"), "the generated code has warnings:\n\(log)")
        #expect(log.contains("Executed 26 tests, with 0 failures"), "expected the 26 generated tests to run:\n\(log)")
    }

    /// The `viper` set's none flavour, tests in Swift Testing or XCTest: Search and URLPreview, and Detail wired into
    /// Search (`--param parent=Search`) with the support layer written once; the package builds with warnings as
    /// errors, every generated test passes (the route's test among them), and `swift build -c release` is clean.
    @Test(.timeLimit(.minutes(15)), arguments: ["swift-testing", "xctest"])
    func viperSetBuildsAndItsTestsPass(tests: String) throws {
        let package = try TemporaryDirectory()
        try Data(Self.manifest.utf8).write(to: package.url.appending(path: "Package.swift"))
        for (names, extra) in [(["Search", "URLPreview"], [String]()), (["Detail"], ["--param", "parent=Search"])] {
            let generated = try runViperGen(
                ["module"] + names + [
                    "--output", "Sources/App", "--tests-output", "Tests/AppTests", "--target", "App", "--param",
                    "ui=none", "--param", "tests=\(tests)", "--author", "Test", "--quiet",
                ] + extra,
                in: package.url)
            try #require(generated.status == 0, "\(generated.standardError)")
        }
        #expect(
            FileManager.default.fileExists(atPath: package.url.appending(path: "Sources/App/VIPER/Module.swift").path))

        let tested = try runProcess(swiftExecutable, ["test"], in: package.url)
        let log = tested.standardOutput + tested.standardError
        #expect(tested.status == 0, "swift test of the generated package failed:\n\(log)")
        #expect(!log.contains("warning:"), "the generated code has warnings:\n\(log)")
        // 13 tests a module (presenter 7, interactor 1, view 3, router 2), and Search's test of its route to Detail.
        let summary =
            tests == "xctest" ? "Executed 40 tests, with 0 failures" : "Test run with 40 tests in 12 suites passed"
        #expect(log.contains(summary), "expected the 40 generated tests to pass:\n\(log)")

        let release = try runProcess(swiftExecutable, ["build", "-c", "release"], in: package.url)
        let releaseLog = release.standardOutput + release.standardError
        #expect(release.status == 0, "swift build -c release failed:\n\(releaseLog)")
        #expect(!releaseLog.contains("warning:"), "the release build has warnings:\n\(releaseLog)")
    }

    /// `Detail --param parent=List`: the insertions wire Detail into List, the package builds with warnings as errors
    /// and every test passes, the route's test among them; `remove Detail` gives List back its exact bytes.
    @Test(.timeLimit(.minutes(10)))
    func aModuleWiredIntoItsParentBuildsAndItsRouteTestPasses() throws {
        let package = try TemporaryDirectory()
        try Data(Self.manifest.utf8).write(to: package.url.appending(path: "Package.swift"))
        try FileManager.default.createDirectory(
            at: package.url.appending(path: "Tests/AppTests"), withIntermediateDirectories: true)
        // What List alone is: generated on its own in another folder.
        let alone = try TemporaryDirectory()
        try FileManager.default.createDirectory(
            at: alone.url.appending(path: "Tests/AppTests"), withIntermediateDirectories: true)
        try #require(try ParentWiringCompileTests.generateList(flavour: "none", in: alone.url).status == 0)
        #expect(
            try ParentWiringCompileTests.generateWired(flavour: "none", in: package.url)
                == ParentWiringCompileTests.insertionLines(flavour: "none"))
        #expect(
            snapshotTree(package.url)["Sources/App/List/ListRouter.swift"]?.contains(
                """
                    // viper-gen: routes

                    func showDetail() {
                        detail = DetailRouter.makeModule()
                    }
                }
                """) == true)

        let tested = try runProcess(swiftExecutable, ["test"], in: package.url)
        let log = tested.standardOutput + tested.standardError
        #expect(tested.status == 0, "swift test of the generated package failed:\n\(log)")
        #expect(!log.contains("warning:"), "the generated code has warnings:\n\(log)")
        #expect(
            log.contains("Executed 27 tests, with 0 failures"), "expected 26 generated tests and the route's:\n\(log)")
        #expect(log.contains("testShowDetailOpensIt"), "\(log)")

        let removed = try runViperGen(["remove", "Detail", "-q"], in: package.url)
        #expect(removed.status == 0, "\(removed.standardError)")
        let kept = snapshotTree(package.url).filter { $0.key.hasPrefix("Sources/") || $0.key.hasPrefix("Tests/") }
        #expect(kept == snapshotTree(alone.url).filter { $0.key.hasPrefix("Sources/") || $0.key.hasPrefix("Tests/") })
    }

    /// A module of the `viper` set generated with `--param access=public` into a SwiftPM target of its own (the
    /// target's folder is the output, so the support layer lands in the target too), opened by another target that
    /// imports it without `@testable`; its generated Swift Testing tests pass.
    @Test(.timeLimit(.minutes(10)))
    func publicViperModuleInItsOwnTargetOpensFromAnother() throws {
        let package = try TemporaryDirectory()
        try Data(
            """
            // swift-tools-version: 6.2
            import PackageDescription

            let strict: [SwiftSetting] = [.treatAllWarnings(as: .error)]
            let package = Package(
                name: "App",
                targets: [
                    .target(name: "Search", swiftSettings: strict),
                    .target(name: "App", dependencies: ["Search"], swiftSettings: strict),
                    .testTarget(name: "SearchTests", dependencies: ["Search"], swiftSettings: strict),
                ],
                swiftLanguageModes: [.v6]
            )

            """.utf8
        ).write(to: package.url.appending(path: "Package.swift"))
        let app = package.url.appending(path: "Sources/App")
        try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
        try Data(
            """
            import Search

            /// Opens the Search module through its public API only, and shows what it loaded.
            @MainActor
            public final class SearchOpener: SearchModuleDelegate {
                public init() {}

                public func open() async -> LoadState<[SearchViewModel.Row]>? {
                    let module = SearchRouter.makeModule(dependencies: AppDependencies(), delegate: self)
                    module.input.delegate = self
                    await module.view.load()
                    return module.view.viewModel?.content
                }

                public func searchModuleDidClose(_ module: any SearchModuleInput) {}
            }

            final class AppDependencies: SearchDependencies {}

            """.utf8
        ).write(to: app.appending(path: "SearchOpener.swift"))

        let generated = try runViperGen(
            [
                "module", "Search", "--output", "Sources/Search", "--tests-output", "Tests/SearchTests", "--target",
                "Search", "--param", "ui=none", "--param", "access=public", "--param", "dependencies=true",
                "--author", "Test",
            ],
            in: package.url)
        #expect(generated.status == 0, "\(generated.standardError)")
        #expect(FileManager.default.fileExists(atPath: package.url.path + "/Sources/Search/VIPER/Module.swift"))

        let tested = try runProcess(swiftExecutable, ["test"], in: package.url)
        let log = tested.standardOutput + tested.standardError
        #expect(tested.status == 0, "swift test of the two-target package failed:\n\(log)")
        #expect(!log.contains("warning:"), "the generated code has warnings:\n\(log)")
        #expect(
            log.contains("Test run with 13 tests in 4 suites passed"), "expected the generated tests to run:\n\(log)")
    }

    /// A module of `viper-classic` generated with `--param access=public` into a SwiftPM target of its own, opened
    /// by another target that imports it without `@testable`; its generated tests pass.
    @Test(.timeLimit(.minutes(10)))
    func publicClassicModuleInItsOwnTargetOpensFromAnother() throws {
        let package = try TemporaryDirectory()
        try Data(
            """
            // swift-tools-version: 6.2
            import PackageDescription

            let strict: [SwiftSetting] = [.treatAllWarnings(as: .error)]
            let package = Package(
                name: "App",
                targets: [
                    .target(name: "Search", swiftSettings: strict),
                    .target(name: "App", dependencies: ["Search"], swiftSettings: strict),
                    .testTarget(name: "SearchTests", dependencies: ["Search"], swiftSettings: strict),
                ],
                swiftLanguageModes: [.v6]
            )

            """.utf8
        ).write(to: package.url.appending(path: "Package.swift"))
        let app = package.url.appending(path: "Sources/App")
        try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
        try Data(
            """
            import Search

            /// Opens the Search module through its public API only.
            @MainActor
            public final class SearchOpener: SearchModuleDelegate {
                public init() {}

                public func open() -> SearchView {
                    let module = SearchRouter.makeModule(dependencies: AppDependencies(), delegate: self)
                    module.input.delegate = self
                    module.view.appear()
                    return module.view
                }

                public func searchModuleDidClose(_ module: any SearchModuleInput) {}
            }

            final class AppDependencies: SearchDependencies {}

            """.utf8
        ).write(to: app.appending(path: "SearchOpener.swift"))

        let generated = try runViperGen(
            [
                "module", "Search", "--template", "viper-classic", "--output", "Sources", "--tests-output",
                "Tests/SearchTests", "--target", "Search", "--param", "ui=none", "--param", "access=public", "--param",
                "dependencies=true", "--author", "Test",
            ],
            in: package.url)
        #expect(generated.status == 0, "\(generated.standardError)")

        let tested = try runProcess(swiftExecutable, ["test"], in: package.url)
        let log = tested.standardOutput + tested.standardError
        #expect(tested.status == 0, "swift test of the two-target package failed:\n\(log)")
        #expect(!log.contains("warning:"), "the generated code has warnings:\n\(log)")
        #expect(log.contains("Executed 13 tests, with 0 failures"), "expected the 13 generated tests to run:\n\(log)")
    }
}
