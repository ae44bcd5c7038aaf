import Foundation
import Testing
import ViperGenTestSupport

/// The tests mirror the sources (issue 31): each folder `Tests/<Target>Tests` holds the test target of the library
/// target `Sources/<Target>`, each of its folders is a folder of that target (or one of the command line's named
/// end-to-end folders), and Package.swift declares each test target at its folder. The helpers the test targets share
/// are the target `ViperGenTestSupport`, in no product and built without `@testable`.
@Suite struct TestLayoutTests {
    /// The folders of a test target that mirror no source folder: for the command line, the suites that run the built
    /// binary, the sample app, the goldens, the documentation and the checks of the repository itself.
    static let endToEndFolders: [String: Set<String>] = [
        "ViperGenKitTests": ["BuildInfo", "Documentation", "EndToEnd", "Goldens", "Repository", "Safety", "Sample"]
    ]

    /// The folders under `root/Tests` whose name ends in `Tests`.
    static func testFolders(in root: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: root.appending(path: "Tests").path)
            .filter { $0.hasSuffix("Tests") && isFolder(root.appending(path: "Tests/\($0)")) }.sorted()
    }

    /// Every way the test folders under `root/Tests` miss the layout, one line each; empty when they follow it.
    static func layoutProblems(in root: URL) throws -> [String] {
        var problems: [String] = []
        for folder in try testFolders(in: root) {
            let target = String(folder.dropLast("Tests".count))
            guard LayerRuleTests.layers.contains(target), isFolder(root.appending(path: "Sources/\(target)")) else {
                problems.append("Tests/\(folder) names no library target in Sources/")
                continue
            }
            for path in subfolders(of: root.appending(path: "Tests/\(folder)")) {
                let first = String(path.split(separator: "/")[0])
                if endToEndFolders[folder]?.contains(first) == true { continue }
                if isFolder(root.appending(path: "Sources/\(target)/\(path)")) { continue }
                problems.append("Tests/\(folder)/\(path) mirrors no folder of Sources/\(target)")
            }
        }
        return problems
    }

    /// The test targets Package.swift declares, each with its folder (`Tests/<name>` when it names none).
    static func testTargetPaths(in manifest: String) -> [String: String] {
        var paths: [String: String] = [:]
        let starts = manifest.ranges(of: #/\.(?:target|executableTarget|testTarget|plugin)\(/#)
        for (index, start) in starts.enumerated() where manifest[start].hasPrefix(".testTarget(") {
            let end = index + 1 < starts.count ? starts[index + 1].lowerBound : manifest.endIndex
            let declaration = manifest[start.upperBound..<end]
            guard let name = declaration.firstMatch(of: #/name: "([^"]+)"/#)?.1 else { continue }
            paths[String(name)] =
                declaration.firstMatch(of: #/path: "([^"]+)"/#).map { String($0.1) } ?? "Tests/\(name)"
        }
        return paths
    }

    @Test func everyTestFolderMirrorsItsLibraryTarget() throws {
        let folders = try Self.testFolders(in: repositoryRoot)
        #expect(folders.contains("ViperGenEngineTests") && folders.contains("ViperGenKitTests"))
        let problems = try Self.layoutProblems(in: repositoryRoot)
        #expect(problems == [])
    }

    /// The check finds a stray folder: a test folder of no library target, a folder of no source folder (nested too),
    /// while a mirrored folder and an end-to-end folder of the command line pass.
    @Test func aStrayFolderIsAProblem() throws {
        let root = try TemporaryDirectory()
        for folder in [
            "Sources/ViperGenEngine/Filters", "Tests/ViperGenEngineTests/Filters/Stray",
            "Tests/ViperGenEngineTests/EndToEnd",
            "Tests/ViperGenNothingTests", "Sources/ViperGenKit/CLI", "Tests/ViperGenKitTests/CLI",
            "Tests/ViperGenKitTests/EndToEnd/Upkeep", "Tests/Fixtures",
        ] {
            try FileManager.default.createDirectory(
                at: root.url.appending(path: folder), withIntermediateDirectories: true)
        }
        #expect(
            try Self.layoutProblems(in: root.url) == [
                "Tests/ViperGenEngineTests/EndToEnd mirrors no folder of Sources/ViperGenEngine",
                "Tests/ViperGenEngineTests/Filters/Stray mirrors no folder of Sources/ViperGenEngine",
                "Tests/ViperGenNothingTests names no library target in Sources/",
            ])
    }

    @Test func packageDeclaresEachTestTargetAtItsFolder() throws {
        let manifest = try String(contentsOf: repositoryRoot.appending(path: "Package.swift"), encoding: .utf8)
        let paths = Self.testTargetPaths(in: manifest)
        let folders = try Self.testFolders(in: repositoryRoot)
        #expect(paths.keys.sorted() == folders)
        for (name, path) in paths.sorted(by: { $0.key < $1.key }) {
            #expect(path == "Tests/\(name)", "\(name) is declared at \(path)")
        }
        #expect(
            Self.testTargetPaths(in: #".testTarget(name: "A", path: "Tests/B"), .target(name: "C", path: "D")"#)
                == ["A": "Tests/B"])
    }

    /// The support target sits in `Tests/`, is in no product, and imports no layer `@testable`: it is built without
    /// testing in a release build.
    @Test func theSupportTargetIsPlainAndInNoProduct() throws {
        let manifest = try String(contentsOf: repositoryRoot.appending(path: "Package.swift"), encoding: .utf8)
        let declaration = try #require(manifest.firstMatch(of: #/\.target\(\s*name: "ViperGenTestSupport",[^)]*\)/#))
        #expect(declaration.output.contains(#"path: "Tests/ViperGenTestSupport""#))
        let products = try #require(manifest.firstRange(of: "products: [")?.upperBound)
        let targets = try #require(manifest.firstRange(of: "targets: [")?.lowerBound)
        #expect(products < targets)
        #expect(!manifest[products..<targets].contains("ViperGenTestSupport"))
        let sources = try swiftSources(under: "Tests/ViperGenTestSupport")
        #expect(!sources.isEmpty)
        #expect(sources.filter { $0.text.contains("@testable") }.map(\.path) == [])
    }

    /// Every folder below `folder`, relative to it, sorted; symbolic links are not followed.
    private static func subfolders(of folder: URL) -> [String] {
        let paths = FileManager.default.enumerator(atPath: folder.path)?.allObjects as? [String] ?? []
        return paths.filter { isFolder(folder.appending(path: $0)) }.sorted()
    }

    private static func isFolder(_ url: URL) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}
