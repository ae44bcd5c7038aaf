import Foundation
import Testing
import ViperGenTestSupport
import ViperGenWriting

@testable import ViperGenConfig
@testable import ViperGenGeneration
@testable import ViperGenKit
@testable import ViperGenSupport

/// `viper-gen module --add-target` in process: what it prints (dry run, run, JSON), what it writes, the targets it
/// declares for each kind of module, and the `access` parameter it implies.
@Suite struct PackageTargetCommandTests {
    static let manifest = """
        // swift-tools-version: 6.2
        import PackageDescription

        let package = Package(
            name: "App",
            targets: [
                .target(name: "Core"),
            ]
        )

        """
    static let greetingSets = repositoryRoot.appending(path: "Tests/Fixtures/SwiftPackages/Templates").path

    /// A package with `manifest` as its `Package.swift`.
    func makePackage(_ manifest: String = manifest) throws -> TemporaryDirectory {
        let package = try TemporaryDirectory()
        try Data(manifest.utf8).write(to: package.url.appending(path: "Package.swift"))
        return package
    }

    func readManifest(_ package: TemporaryDirectory) throws -> String {
        try String(contentsOf: package.url.appending(path: "Package.swift"), encoding: .utf8)
    }

    @Test func aDryRunShowsTheNewTargetsAndWritesNothing() throws {
        let package = try makePackage()
        let before = try treeListing(package.url)
        let result = runCommand(
            ["module", "Search", "--add-target", "--target-dependency", "Core", "--param", "ui=none", "--dry-run"],
            in: package.url)
        #expect(result.status == 0)
        #expect(result.standardError == "")
        #expect(
            result.standardOutput == """
                would create Sources/Search/SearchContract.swift
                would create Sources/Search/SearchView.swift
                would create Sources/Search/SearchPresenter.swift
                would create Sources/Search/SearchInteractor.swift
                would create Sources/Search/SearchRouter.swift
                would create Tests/SearchTests/SearchPresenterTests.swift
                would create Tests/SearchTests/SearchInteractorTests.swift
                would create Tests/SearchTests/SearchViewTests.swift
                would create Tests/SearchTests/SearchRouterTests.swift
                would create Sources/Search/VIPER/Module.swift
                would create Tests/SearchTests/VIPER/TestSupport.swift
                would create viper-gen.lock
                would create viper-gen.bases/Search.base
                would create viper-gen.bases/support-files.base
                would update Package.swift
                  would add target Search (depends on Core)
                  would add test target SearchTests (depends on Search)
                  Package.swift:8:         .target(name: "Search", dependencies: ["Core"]),
                  Package.swift:9:         .testTarget(name: "SearchTests", dependencies: ["Search"]),

                """)
        #expect(try treeListing(package.url) == before)
    }

    @Test func aRunWritesTheModuleAndTheManifestTogether() throws {
        let package = try makePackage()
        let result = runCommand(
            ["module", "Search", "Profile", "--add-target", "--param", "ui=none", "--param", "tests=none"],
            in: package.url)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(
            result.standardOutput.hasSuffix(
                """
                created Sources/Profile/ProfileRouter.swift
                created Sources/Search/VIPER/Module.swift
                created Sources/Profile/VIPER/Module.swift
                created viper-gen.lock
                created viper-gen.bases/Profile.base
                created viper-gen.bases/Search.base
                created viper-gen.bases/support-files.base
                updated Package.swift
                  added target Search
                  added target Profile

                """))
        // Without test files there is no test target: SwiftPM refuses a target without sources.
        #expect(
            try readManifest(package) == """
                // swift-tools-version: 6.2
                import PackageDescription

                let package = Package(
                    name: "App",
                    targets: [
                        .target(name: "Core"),
                        .target(name: "Search"),
                        .target(name: "Profile"),
                    ]
                )

                """)
        // Besides the modules, the run wrote the manifest and the record of both modules (lockfile and bases).
        #expect(
            Set(snapshotTree(package.url).keys.filter { !$0.hasPrefix("Sources/") })
                == [
                    "Package.swift", "viper-gen.lock", "viper-gen.bases/Profile.base", "viper-gen.bases/Search.base",
                    "viper-gen.bases/support-files.base",
                ])
        // Each module is a target of its own, so each has its own copy of the support layer.
        #expect(FileManager.default.fileExists(atPath: package.url.path + "/Sources/Search/VIPER/Module.swift"))
        #expect(FileManager.default.fileExists(atPath: package.url.path + "/Sources/Profile/VIPER/Module.swift"))
        // The writer's staging folders are gone from the package folder.
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: package.url.path).sorted() == [
                "Package.swift", "Sources", "viper-gen.bases", "viper-gen.lock",
            ])
    }

    @Test func theGeneratedTestsImportTheModulesOwnTarget() throws {
        let package = try makePackage()
        let result = runCommand(["module", "Search", "--add-target", "--param", "ui=none"], in: package.url)
        #expect(result.status == 0, "\(result.standardError)")
        let tests = try String(
            contentsOf: package.url.appending(path: "Tests/SearchTests/SearchPresenterTests.swift"), encoding: .utf8)
        #expect(tests.contains("@testable import Search\n"))
    }

    @Test func theJSONReportHasThePackage() throws {
        let package = try makePackage()
        let result = runCommand(
            [
                "module", "Search", "--add-target", "--target-dependency", "Core", "--param", "ui=none", "--json",
                "--dry-run",
            ], in: package.url)
        #expect(result.status == 0, "\(result.standardError)")
        let report = try #require(
            try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        let manifest = try #require(report["package"] as? [String: Any])
        #expect(manifest["path"] as? String == "Package.swift")
        #expect(manifest["action"] as? String == "update")
        let targets = try #require(manifest["targets"] as? [[String: Any]])
        #expect(targets.map { $0["name"] as? String } == ["Search", "SearchTests"])
        #expect(targets.map { $0["kind"] as? String } == ["target", "testTarget"])
        #expect(targets.map { $0["dependencies"] as? [String] } == [["Core"], ["Search"]])
        #expect(targets.map { $0["action"] as? String } == ["add", "add"])
        let contents = try #require(manifest["contents"] as? String)
        #expect(
            contents.contains(
                "        .target(name: \"Core\"),\n        .target(name: \"Search\", dependencies: [\"Core\"]),\n"))
        // A plain run's report has no package.
        let plain = runCommand(["module", "Search", "--param", "ui=none", "--json", "--dry-run"], in: package.url)
        #expect(!plain.standardOutput.contains("\"package\""))
    }

    @Test func forceKeepsTargetsThatAreThereAlready() throws {
        let package = try makePackage()
        #expect(runCommand(["module", "Search", "--add-target", "--param", "ui=none"], in: package.url).status == 0)
        let manifest = try readManifest(package)
        let again = runCommand(["module", "Search", "--add-target", "--param", "ui=none", "--force"], in: package.url)
        #expect(again.status == 0, "\(again.standardError)")
        #expect(
            again.standardOutput.hasSuffix(
                """
                replaced Tests/SearchTests/SearchRouterTests.swift
                updated viper-gen.lock
                updated viper-gen.bases/Search.base
                Package.swift needs no change (nothing written to it)
                  target Search is there already
                  test target SearchTests is there already

                """))
        #expect(try readManifest(package) == manifest)
    }

    @Test func theAccessParameterIsPublicForATargetUnlessSetByFlag() throws {
        let package = try makePackage()
        func access(_ extra: [String], config: String? = nil) throws -> String {
            let configFile = package.url.appending(path: "viper-gen.json")
            try? FileManager.default.removeItem(at: configFile)
            if let config { try Data(config.utf8).write(to: configFile) }
            let result = runCommand(
                [
                    "module", "Greeting", "--template", "greeting", "--template-dir", Self.greetingSets, "--dry-run",
                    "--json",
                ]
                    + extra, in: package.url)
            #expect(result.status == 0, "\(result.standardError)")
            let report = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any]
            return (report?["parameters"] as? [String: Any])?["access"] as? String ?? "none"
        }
        #expect(try access([]) == "internal")
        #expect(try access(["--add-target"]) == "public")
        #expect(try access(["--add-target", "--param", "access=internal"]) == "internal")
        // --add-target is more specific than the config's default, --param more than both.
        #expect(try access(["--add-target"], config: #"{ "parameters": { "access": "internal" } }"#) == "public")
        #expect(try access([], config: #"{ "addTarget": true }"#) == "public")
        // The built-in set declares access too, so its modules in their own targets are public.
        let builtIn = runCommand(["module", "Search", "--add-target", "--dry-run", "--json"], in: package.url)
        let parameters = try JSONSerialization.jsonObject(with: Data(builtIn.standardOutput.utf8)) as? [String: Any]
        #expect((parameters?["parameters"] as? [String: Any])?["access"] as? String == "public")
    }

    @Test func aSetWhoseAccessParameterCannotBePublicWarns() throws {
        let package = try makePackage()
        let set = package.url.appending(path: "sets/narrow")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        try Data(
            #"""
            { "name": "narrow",
              "parameters": [{ "name": "access", "type": "choice", "choices": ["internal", "package"],
                               "default": "internal", "description": "Access level" }],
              "files": [{ "source": "A.liquid", "output": "{{ module.name }}/A.swift", "kind": "code" }] }
            """#.utf8
        ).write(to: set.appending(path: "template.json"))
        try Data("let a = 1\n".utf8).write(to: set.appending(path: "A.liquid"))
        let result = runCommand(
            ["module", "Search", "--add-target", "--template", "narrow", "--template-dir", "sets", "--dry-run"],
            in: package.url)
        #expect(result.status == 0)
        #expect(
            result.standardError
                == "viper-gen: warning: template 'narrow' has an 'access' parameter that does not take 'public' (one "
                + "of internal, package); --add-target leaves it as it is\n")
    }

    @Test func thePackageIsFoundAboveTheCurrentFolderOrGiven() throws {
        let package = try makePackage()
        let inner = package.url.appending(path: "Sources/Core")
        try FileManager.default.createDirectory(at: inner, withIntermediateDirectories: true)
        let fromInside = runCommand(["module", "Search", "--add-target", "--dry-run"], in: inner)
        #expect(
            fromInside.standardOutput.hasPrefix(
                "would create \(package.url.standardizedFileURL.path)/Sources/Search/SearchContract.swift\n"))
        let elsewhere = try TemporaryDirectory()
        let given = runCommand(
            ["module", "Search", "--add-target", "--package", package.url.path, "--dry-run"], in: elsewhere.url)
        #expect(given.status == 0)
        #expect(given.standardOutput.contains("would update \(package.url.standardizedFileURL.path)/Package.swift\n"))
    }

    /// The manifest is compared with what the plan read right before it is replaced: one saved meanwhile is never
    /// overwritten, and the module's files are rolled back with it.
    @Test func aManifestChangedAfterPlanningIsNotOverwritten() throws {
        let package = try makePackage()
        var request = GenerationRequest(
            moduleNames: ["Search"], parameterAssignments: [("ui", "none")], projectName: "App", target: "App",
            codeDirectory: package.url.appending(path: "Sources"), testsDirectory: package.url.appending(path: "Tests"),
            date: GenerationDate(year: 2026, month: 11, day: 23))
        request.packageTargets = PackageTargetSettings(addsTargets: true, package: package.url)
        let plan = try GenerationPlanner().plan(request)
        #expect(plan.packageManifest?.file != nil)
        let manifestFile = package.url.appending(path: "Package.swift")
        try Data((Self.manifest + "// saved meanwhile\n").utf8).write(to: manifestFile)
        let before = snapshotTree(package.url)
        #expect(
            throws: Diagnostics([
                Diagnostic(
                    .cannotCreate,
                    "\(manifestFile.path) changed on disk while viper-gen was working; nothing was written, run again "
                        + "so that it works from the file as it is now")
            ])
        ) { try PlanWriter(journalKey: JournalKey(environment: testEnvironment)).write(plan) }
        #expect(snapshotTree(package.url) == before)
    }

    /// SwiftPM reads a version-specific manifest (`Package@swift-6.0.swift`) instead of `Package.swift` when it
    /// suits the toolchain (8 of 20 public packages tried have one), so each gets the same targets in the same run,
    /// and `remove` takes them out of each again. Files that only look alike are left alone.
    @Test func versionSpecificManifestsGetTheSameTargets() throws {
        let package = try makePackage()
        let variant = Self.manifest.replacingOccurrences(of: "6.2", with: "6.0")
        for name in [
            "Package@swift-6.0.swift", "Package@swift-5.swift", "Package@swift-6.0.swift.orig", "Package@swift-x.swift",
        ] {
            try Data(variant.utf8).write(to: package.url.appending(path: name))
        }
        let before = snapshotTree(package.url)
        let result = runCommand(["module", "Search", "--add-target", "--param", "ui=none"], in: package.url)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(
            result.standardOutput.hasSuffix(
                """
                updated Package.swift
                  added target Search
                  added test target SearchTests (depends on Search)
                updated Package@swift-5.swift (the same targets: SwiftPM may read it instead of Package.swift)
                updated Package@swift-6.0.swift (the same targets: SwiftPM may read it instead of Package.swift)

                """))
        let added = """
                    .target(name: "Core"),
                    .target(name: "Search"),
                    .testTarget(name: "SearchTests", dependencies: ["Search"]),
            """
        let after = snapshotTree(package.url)
        for name in ["Package.swift", "Package@swift-5.swift", "Package@swift-6.0.swift"] {
            #expect(after[name]?.contains(added) == true, "\(name)")
        }
        #expect(after["Package@swift-6.0.swift.orig"] == before["Package@swift-6.0.swift.orig"])
        #expect(after["Package@swift-x.swift"] == before["Package@swift-x.swift"])

        let removal = runCommand(["remove", "Search"], in: package.url)
        #expect(removal.status == 0, "\(removal.standardError)")
        #expect(
            removal.standardOutput.hasSuffix(
                """
                updated Package.swift: targets Search, SearchTests removed
                updated Package@swift-5.swift: targets Search, SearchTests removed
                updated Package@swift-6.0.swift: targets Search, SearchTests removed
                dropped Search from viper-gen.lock

                """))
        #expect(snapshotTree(package.url) == before)
    }

    /// A version-specific manifest that cannot be edited stops the run like `Package.swift` would, with the problems
    /// of every manifest in one report, and nothing written.
    @Test func aVersionSpecificManifestThatCannotBeEditedStopsTheRun() throws {
        let package = try makePackage(Self.manifest.replacingOccurrences(of: "name: \"App\",\n", with: ""))
        try Data("let package = Package(name: \"App\", targets: makeTargets())\n".utf8).write(
            to: package.url.appending(path: "Package@swift-6.0.swift"))
        try Data("let package = Package(name: \"App\")\n".utf8).write(
            to: package.url.appending(path: "Package@swift-5.9.swift"))
        let before = snapshotTree(package.url)
        let result = runCommand(["module", "Core", "--add-target", "--param", "ui=none"], in: package.url)
        let root = package.url.standardizedFileURL.path
        // One report for all three manifests; the run exits with the lowest of their codes (bad data, 65, before
        // the target that exists already, 73).
        #expect(result.status == 65)
        #expect(
            result.standardError == """
                \(root)/Package.swift:6:9: error: the package has a target 'Core' already; choose another module name, or pass --force to replace the module's files and keep the target
                        .target(name: "Core"),
                        ^
                \(root)/Package@swift-5.9.swift:1:15: error: this Package(…) call has no targets: argument; add 'targets: []' after its other arguments and run again
                let package = Package(name: "App")
                              ^
                \(root)/Package@swift-6.0.swift:1:45: error: targets: is neither an array literal nor the name of a top-level constant holding one; list the targets as 'targets: [ … ]' (or in 'let targets: [Target] = [ … ]') or add the new ones by hand
                let package = Package(name: "App", targets: makeTargets())
                                                            ^

                """)
        #expect(snapshotTree(package.url) == before)
    }

    /// A version-specific manifest that is a link (here to a file outside the package) is refused before it is read,
    /// like any file viper-gen would replace: nothing of the file it leads to shows, nothing is written.
    @Test func aLinkedVersionSpecificManifestIsNotFollowed() throws {
        let package = try makePackage()
        let outside = try TemporaryDirectory()
        let secret = outside.url.appending(path: "secret.swift")
        try Data("let package = Package(targets: [ secret-token\n".utf8).write(to: secret)
        try FileManager.default.createSymbolicLink(
            at: package.url.appending(path: "Package@swift-6.0.swift"), withDestinationURL: secret)
        let before = snapshotTree(package.url)
        let result = runCommand(["module", "Search", "--add-target", "--param", "ui=none"], in: package.url)
        #expect(result.status == 73)
        #expect(
            result.standardError
                == "viper-gen: error: \(package.url.standardizedFileURL.path)/Package@swift-6.0.swift is a symbolic link; "
                + "viper-gen neither writes through a link nor replaces one, and nothing was written: replace the link "
                + "with the file it points to, or run on the real file\n")
        #expect(!result.standardError.contains("secret-token"))
        #expect(snapshotTree(package.url) == before)
    }
}
