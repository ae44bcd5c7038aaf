import Foundation
import Testing
import ViperGenTestSupport

/// Proves on Linux that every UI flavour of the built-in `viper-classic` set (the pre-2026 one; the `viper` set is proved
/// by ViperSetPackageTests and the Darwin type-check) generates code that compiles in Swift 6 mode
/// with complete concurrency checking and no warnings, in debug and optimized (release) builds, for a matrix of
/// module names, with and without tests, a class prefix and the `dependencies` option.
///
/// UIKit and SwiftUI do not exist here, so the uikit and swiftui flavours are compiled against the stand-ins in
/// `Tests/Stubs`, compiled into a temporary folder (never a package target, so they cannot shadow the real
/// frameworks): type-checked with their tests, and compiled with `-O` (never linked). The none flavour needs no
/// framework: it is built and its generated tests are run for real, then built with `swift build -c release`.
@Suite(.serialized) struct UIFlavourCompileTests {
    /// Short, long, acronym, non-ASCII and ordinary.
    static let names = ["Go", "NotificationPreferences", "URLPreview", "Über", "Search"]

    /// The flags every generated file is checked with.
    static let strictFlags = ["-swift-version", "6", "-strict-concurrency=complete", "-warnings-as-errors"]

    /// The files each flavour generates for `Search` with tests, relative to the code and tests folders.
    static let expectedFiles: [String: [String]] = [
        "uikit": [
            "Sources/App/Search/SearchContract.swift", "Sources/App/Search/SearchInteractor.swift",
            "Sources/App/Search/SearchPresenter.swift", "Sources/App/Search/SearchRouter.swift",
            "Sources/App/Search/SearchViewController.swift",
            "Tests/AppTests/SearchTests/SearchInteractorTests.swift",
            "Tests/AppTests/SearchTests/SearchPresenterTests.swift",
            "Tests/AppTests/SearchTests/SearchRouterTests.swift",
            "Tests/AppTests/SearchTests/SearchViewControllerTests.swift",
        ],
        "swiftui": [
            "Sources/App/Search/SearchContract.swift", "Sources/App/Search/SearchInteractor.swift",
            "Sources/App/Search/SearchPresenter.swift", "Sources/App/Search/SearchRouter.swift",
            "Sources/App/Search/SearchView.swift",
            "Tests/AppTests/SearchTests/SearchInteractorTests.swift",
            "Tests/AppTests/SearchTests/SearchPresenterTests.swift",
            "Tests/AppTests/SearchTests/SearchRouterTests.swift",
            "Tests/AppTests/SearchTests/SearchViewStateTests.swift",
        ],
        "none": [
            "Sources/App/Search/SearchContract.swift", "Sources/App/Search/SearchInteractor.swift",
            "Sources/App/Search/SearchPresenter.swift", "Sources/App/Search/SearchRouter.swift",
            "Sources/App/Search/SearchView.swift",
            "Tests/AppTests/SearchTests/SearchInteractorTests.swift",
            "Tests/AppTests/SearchTests/SearchPresenterTests.swift",
            "Tests/AppTests/SearchTests/SearchRouterTests.swift",
            "Tests/AppTests/SearchTests/SearchViewTests.swift",
        ],
    ]

    /// How the names are generated besides the flavour: each variant has its own class prefix, so that the type
    /// names differ and all variants build together in one module.
    struct Variant {
        let prefix: String
        let dependencies: Bool

        /// No prefix; the `ABC` prefix; the `dependencies` option, with the `DEP` prefix.
        static let all = [
            Variant(prefix: "", dependencies: false), Variant(prefix: "ABC", dependencies: false),
            Variant(prefix: "DEP", dependencies: true),
        ]

        /// The folder of this variant's run.
        var folderName: String { "prefix-\(prefix.isEmpty ? "none" : prefix)-dependencies-\(dependencies)" }
    }

    @Test func uikitIsTheDefaultFlavour() throws {
        let folder = try TemporaryDirectory()
        let result = try runViperGen(
            ["module", "Search", "--template", "viper-classic", "--dry-run", "--author", "Test"], in: folder.url)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.contains("Search/SearchViewController.swift"), "\(result.standardOutput)")
        #expect(!result.standardOutput.contains("Search/SearchView.swift"), "\(result.standardOutput)")
    }

    @Test(arguments: ["uikit", "swiftui"])
    func flavourTypeChecksAgainstTheStandIns(flavour: String) throws {
        let folder = try TemporaryDirectory()
        let frameworks = folder.url.appending(path: "Frameworks")
        try Self.compileStandIns(into: frameworks)
        let matrix = try generateMatrix(flavour: flavour, in: folder.url)

        // Tests on, every variant: one `App` module (the type names differ), then its tests.
        let app = folder.url.appending(path: "App")
        try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
        let code = matrix.code(tests: true)
        try Self.expectCompiles(
            Self.strictFlags + [
                "-parse-as-library", "-I", frameworks.path, "-module-name", "App", "-enable-testing",
                "-emit-module", "-emit-module-path", app.appending(path: "App.swiftmodule").path,
            ] + code.map(\.path) + [Self.localizationStandIn.path],
            what: "\(flavour) code with tests (\(code.count) files)")
        let tests = matrix.tests()
        try Self.expectCompiles(
            Self.strictFlags + ["-typecheck", "-I", frameworks.path, "-I", app.path, "-module-name", "AppTests"]
                + tests.map(\.path),
            what: "\(flavour) generated tests (\(tests.count) files)")

        // Tests off: the same code files, generated without tests, on their own, optimized as in a release build
        // (the optimizer adds diagnostics of its own) into an object file that is never linked.
        let codeWithoutTests = matrix.code(tests: false)
        try Self.expectCompiles(
            Self.strictFlags + [
                "-parse-as-library", "-O", "-whole-module-optimization", "-c", "-I", frameworks.path,
                "-module-name", "App", "-o", folder.url.appending(path: "App.o").path,
            ] + codeWithoutTests.map(\.path) + [Self.localizationStandIn.path],
            what: "\(flavour) code without tests, optimized (\(codeWithoutTests.count) files)")

        // Five files of code per module in each run; tests (four per module) only with tests on.
        let runs = Variant.all.count * Self.names.count
        #expect(code.count == 5 * runs)
        #expect(codeWithoutTests.count == 5 * runs)
        #expect(tests.count == 4 * runs)
    }

    /// `--param access=public`: the code compiles as a module `App` of its own (no `-enable-testing`), and a second
    /// module `Host` imports it and opens every module through what it made public: `makeModule`, the module input
    /// and delegate protocols, the dependencies protocol, and the none flavour's view and view model.
    @Test(arguments: ["uikit", "swiftui", "none"])
    func publicModulesOpenFromAnotherModule(flavour: String) throws {
        let folder = try TemporaryDirectory()
        let frameworks = folder.url.appending(path: "Frameworks")
        try Self.compileStandIns(into: frameworks)
        var code: [URL] = []
        for variant in Variant.all {
            let run = folder.url.appending(path: "Generated/\(variant.folderName)")
            try FileManager.default.createDirectory(at: run, withIntermediateDirectories: true)
            var arguments =
                ["module"] + Self.names + [
                    "--template", "viper-classic",
                    "--param", "ui=\(flavour)", "--param", "tests=false", "--param", "access=public",
                    "--param", "dependencies=\(variant.dependencies)", "--output", "Sources/App", "--target", "App",
                    "--author", "Test", "--quiet",
                ]
            if !variant.prefix.isEmpty { arguments += ["--prefix", variant.prefix] }
            let result = try runViperGen(arguments, in: run)
            try #require(result.status == 0, "viper-gen \(arguments) failed: \(result.standardError)")
            code += swiftFiles(in: run.appending(path: "Sources"))
        }
        let app = folder.url.appending(path: "App")
        try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
        try Self.expectCompiles(
            Self.strictFlags + [
                "-parse-as-library", "-I", frameworks.path, "-module-name", "App", "-emit-module",
                "-emit-module-path", app.appending(path: "App.swiftmodule").path,
            ] + code.map(\.path) + [Self.localizationStandIn.path],
            what: "\(flavour) code with access=public (\(code.count) files)")

        let host = folder.url.appending(path: "Host.swift")
        try Data(Self.hostSource(flavour: flavour).utf8).write(to: host)
        try Self.expectCompiles(
            Self.strictFlags + [
                "-parse-as-library", "-typecheck", "-I", frameworks.path, "-I", app.path, "-module-name", "Host",
                host.path,
            ],
            what: "a module that opens the \(flavour) modules")
    }

    /// The lower-camel-case form of each of `names`, as the templates name the delegate's methods.
    static let lowerCamelNames = [
        "Go": "go", "NotificationPreferences": "notificationPreferences", "URLPreview": "urlPreview", "Über": "über",
        "Search": "search",
    ]

    /// A module `Host` that imports `App` and opens every generated module of `flavour` through its public API.
    static func hostSource(flavour: String) -> String {
        let framework = ["uikit": "import UIKit\n", "swiftui": "import SwiftUI\n"][flavour, default: ""]
        var source = "import App\n" + framework
        for variant in Variant.all {
            for name in names {
                let type = variant.prefix + name
                let host = "\(type)Host"
                let dependencies = variant.dependencies ? "dependencies: \(type)Stub(), " : ""
                source += """

                    @MainActor
                    final class \(host): \(type)ModuleDelegate {
                        func \(lowerCamelNames[name]!)ModuleDidClose(_ module: any \(type)ModuleInput) {}

                    """
                switch flavour {
                case "uikit":
                    source += """
                            func open() -> UIViewController {
                                let module = \(type)Router.makeModule(\(dependencies)delegate: self)
                                module.input.delegate = self
                                return module.view
                            }
                        }

                        """
                case "swiftui":
                    source += """
                            func open() -> some View {
                                \(type)Router.makeModule(\(dependencies)delegate: self) { input in
                                    input.delegate = self
                                }
                            }
                        }

                        """
                default:
                    source += """
                            func open() -> String? {
                                let module = \(type)Router.makeModule(\(dependencies)delegate: self)
                                module.input.delegate = self
                                module.view.appear()
                                module.view.close()
                                return module.view.isDismissed ? nil : module.view.viewModel?.title
                            }
                        }

                        """
                }
                if variant.dependencies {
                    source += "\nfinal class \(type)Stub: \(type)Dependencies {}\n"
                }
            }
        }
        return source
    }

    /// The stand-ins are strict: an API they do not declare, and a main-actor violation, are both errors.
    @Test func standInsRejectWhatTheRealFrameworksWould() throws {
        let folder = try TemporaryDirectory()
        let frameworks = folder.url.appending(path: "Frameworks")
        try Self.compileStandIns(into: frameworks)
        let source = folder.url.appending(path: "Wrong.swift")
        try Data(
            """
            import SwiftUI
            import UIKit

            nonisolated func loadOffTheMainActor(_ viewController: UIViewController) {
                viewController.loadViewIfNeeded()
            }

            @MainActor func undeclared(_ viewController: UIViewController) {
                viewController.viewDidAppear(true)
                _ = Text("a").bold()
            }

            """.utf8
        ).write(to: source)
        let result = try runProcess(
            swiftcExecutable, Self.strictFlags + ["-typecheck", "-I", frameworks.path, source.path], in: folder.url)
        #expect(result.status != 0)
        #expect(result.standardError.contains("call to main actor-isolated instance method 'loadViewIfNeeded()'"))
        #expect(result.standardError.contains("value of type 'UIViewController' has no member 'viewDidAppear'"))
        #expect(result.standardError.contains("value of type 'Text' has no member 'bold'"))
    }

    /// The none flavour's matrix, built in a scratch package with warnings as errors, its generated tests run, then
    /// built again with `swift build -c release`.
    @Test(.timeLimit(.minutes(15)))
    func noneFlavourBuildsAndItsTestsPass() throws {
        let folder = try TemporaryDirectory()
        let matrix = try generateMatrix(flavour: "none", in: folder.url)
        let package = folder.url.appending(path: "Package")
        try FileManager.default.createDirectory(at: package, withIntermediateDirectories: true)
        try Data(GeneratedPackageTests.manifest.utf8).write(to: package.appending(path: "Package.swift"))
        // Tests on, every variant, in one package: the type names differ.
        for (index, file) in (matrix.code(tests: true) + matrix.tests()).enumerated() {
            let isTest = file.lastPathComponent.hasSuffix("Tests.swift")
            let destination = package.appending(path: isTest ? "Tests/AppTests" : "Sources/App")
                .appending(path: "\(index)-\(file.lastPathComponent)")
            try FileManager.default.createDirectory(
                at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: file, to: destination)
        }
        // Tests off: the code files must be exactly those that were built.
        #expect(try matrix.contents(of: matrix.code(tests: false)) == matrix.contents(of: matrix.code(tests: true)))

        let tested = try runProcess(swiftExecutable, ["test"], in: package)
        let log = tested.standardOutput + tested.standardError
        #expect(tested.status == 0, "swift test of the none matrix failed:\n\(log)")
        #expect(!log.contains("warning:"), "the generated code has warnings:\n\(log)")
        // Presenter 3, interactor 3, router 3 and view 4 tests per module; five names in each variant.
        let expected = 13 * Variant.all.count * Self.names.count
        #expect(log.contains("Executed \(expected) tests, with 0 failures"), "expected \(expected) tests:\n\(log)")

        // The optimizer adds diagnostics of its own (such as a weak reference that will always be nil).
        let release = try runProcess(swiftExecutable, ["build", "-c", "release"], in: package)
        let releaseLog = release.standardOutput + release.standardError
        #expect(release.status == 0, "swift build -c release of the none matrix failed:\n\(releaseLog)")
        #expect(!releaseLog.contains("warning:"), "the release build has warnings:\n\(releaseLog)")
    }

    // MARK: - Helpers

    /// The generated files of one flavour, in six runs: tests on/off × each variant.
    struct Matrix {
        let root: URL

        func run(tests: Bool, variant: Variant) -> URL {
            root.appending(path: "tests-\(tests)-\(variant.folderName)")
        }

        /// Every code file of the runs with (or without) tests, every variant.
        func code(tests: Bool) -> [URL] {
            Variant.all.flatMap { swiftFiles(in: run(tests: tests, variant: $0).appending(path: "Sources")) }
        }

        /// Every test file of the runs with tests, every variant.
        func tests() -> [URL] {
            Variant.all.flatMap { swiftFiles(in: run(tests: true, variant: $0).appending(path: "Tests")) }
        }

        /// File contents keyed by their path inside their run, to compare runs.
        func contents(of files: [URL]) throws -> [String: String] {
            var result: [String: String] = [:]
            for file in files {
                let path = file.path.replacingOccurrences(of: "/tests-false-", with: "/tests-true-")
                result[path] = try String(contentsOf: file, encoding: .utf8)
            }
            return result
        }
    }

    /// Generates `names` with `flavour` six times: with and without tests, in each variant.
    ///
    /// Checks what every run wrote: the exact file list (for `Search` without a prefix), 4-space indentation
    /// without tabs, no trailing whitespace, no line over 120 columns, and `swift format lint --strict` with the
    /// repository's `.swift-format`.
    private func generateMatrix(flavour: String, in folder: URL) throws -> Matrix {
        let matrix = Matrix(root: folder.appending(path: "Generated-\(flavour)"))
        for tests in [true, false] {
            for variant in Variant.all {
                let run = matrix.run(tests: tests, variant: variant)
                try FileManager.default.createDirectory(at: run, withIntermediateDirectories: true)
                var arguments =
                    ["module"] + Self.names + [
                        "--template", "viper-classic",
                        "--param", "ui=\(flavour)", "--param", "tests=\(tests)",
                        "--param", "dependencies=\(variant.dependencies)", "--output", "Sources/App",
                        "--tests-output", "Tests/AppTests", "--target", "App", "--project", "App", "--author", "Test",
                        "--quiet",
                    ]
                if !variant.prefix.isEmpty { arguments += ["--prefix", variant.prefix] }
                let result = try runViperGen(arguments, in: run)
                try #require(result.status == 0, "viper-gen \(arguments) failed: \(result.standardError)")

                let files = withoutLockfile(snapshotTree(run))
                if variant.prefix.isEmpty {
                    let search = files.keys.filter { $0.contains("/Search/") || $0.contains("/SearchTests/") }
                    let expected = Self.expectedFiles[flavour, default: []].filter { tests || !$0.hasPrefix("Tests/") }
                    #expect(search.sorted() == expected.sorted(), "\(flavour), tests \(tests)")
                }
                #expect(files.count == Self.names.count * (tests ? 9 : 5))
                for (path, contents) in files {
                    for (number, line) in contents.split(separator: "\n", omittingEmptySubsequences: false)
                        .enumerated()
                    {
                        let location = "\(path):\(number + 1)"
                        #expect(line.count <= 120, "\(location) is \(line.count) columns long")
                        #expect(!line.contains("\t"), "\(location) has a tab")
                        #expect(line.last != " ", "\(location) ends with a space")
                        let indent = line.prefix { $0 == " " }.count
                        #expect(indent % 4 == 0, "\(location) is indented by \(indent) spaces")
                    }
                }
            }
        }
        let lint = try runProcess(
            swiftExecutable,
            [
                "format", "lint", "--strict", "--configuration", repositoryRoot.appending(path: ".swift-format").path,
                "--recursive", matrix.root.path,
            ],
            in: folder)
        #expect(lint.status == 0, "swift format lint of the \(flavour) output:\n\(lint.standardError)")
        #expect(lint.standardError.isEmpty, "swift format lint of the \(flavour) output:\n\(lint.standardError)")
        return matrix
    }

    /// `String(localized:comment:)` for Linux, compiled into each generated `App` module with the flavours' code.
    static let localizationStandIn = repositoryRoot.appending(path: "Tests/Stubs/String+Localized.swift")

    /// Compiles `Tests/Stubs/UIKit.swift` and `Tests/Stubs/SwiftUI.swift` into modules in `folder`.
    static func compileStandIns(into folder: URL) throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for framework in ["UIKit", "SwiftUI"] {
            try Self.expectCompiles(
                Self.strictFlags + [
                    "-parse-as-library", "-emit-module", "-module-name", framework,
                    "-emit-module-path", folder.appending(path: "\(framework).swiftmodule").path,
                    repositoryRoot.appending(path: "Tests/Stubs/\(framework).swift").path,
                ],
                what: "the \(framework) stand-in")
        }
    }

    /// Runs `swiftc` with `arguments` and records its diagnostics as the failure when it does not succeed.
    static func expectCompiles(_ arguments: [String], what: String) throws {
        let scratch = try TemporaryDirectory()
        let arguments = try PreviewStandIns.rewritingPreviews(in: arguments, into: scratch.url)
        let result = try runProcess(swiftcExecutable, arguments, in: scratch.url)
        let log = result.standardOutput + result.standardError
        #expect(result.status == 0, "\(what) does not compile:\n\(log)")
        #expect(!log.contains("warning:"), "\(what) has warnings:\n\(log)")
    }
}

/// Every `.swift` file below `folder`, sorted.
private func swiftFiles(in folder: URL) -> [URL] {
    guard let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else {
        return []
    }
    return enumerator.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }.sorted { $0.path < $1.path }
}
