import Foundation
import Testing
import ViperGenTestSupport

/// The layers of the Architecture article. Each layer is a SwiftPM target, so the compiler refuses a use of a layer
/// that is not a declared dependency (and `.ci/run` builds with SwiftPM's explicit import check); these tests keep the
/// declared dependencies pointing down, in the order the article gives.
@Suite struct LayerRuleTests {
    /// The library targets from the bottom up: each may depend only on targets before it in this list.
    static let layers = [
        "ViperGenEngine", "ViperGenMerge", "ViperGenSupport", "ViperGenFormats", "ViperGenProjects", "ViperGenWriting",
        "ViperGenTemplateSets", "ViperGenConfig", "ViperGenGeneration", "ViperGenUpkeep", "ViperGenMCP", "ViperGenKit",
    ]

    /// Targets beside the rule: the executable on top, build-time tools and plugins, benchmarks, the tests' helpers.
    /// The test targets are `<layer>Tests` (`TestLayoutTests`).
    static let outsideTheRule: Set<String> = [
        "viper-gen", "EmbedTemplatesTool", "EmbedTemplatesPlugin", "BuildInfoTool", "BuildInfoPlugin", "ViperGenPlugin",
        "viper-gen-benchmark", "viper-gen-xcodeproj-benchmark", "ViperGenTestSupport",
    ]

    /// What a layer's tests depend on beyond the layer, what it reaches and `ViperGenTestSupport`, each with its reason.
    static let testExtras: [String: Set<String>] = [
        // ThreeWayMergeBytesTests checks with `String(strictUTF8:)` that its byte cases are not UTF-8.
        "ViperGenMergeTests": ["ViperGenSupport"],
        // Only the command line's tests run the built binary, so only they have it built first.
        "ViperGenKitTests": ["viper-gen"],
    ]

    /// Layers that must not depend on a layer they could reach: the MCP server knows nothing of commands or modules.
    static let forbidden: [String: Set<String>] = [
        "ViperGenMCP": ["ViperGenProjects", "ViperGenWriting", "ViperGenGeneration", "ViperGenUpkeep"],
        "ViperGenWriting": ["ViperGenFormats", "ViperGenProjects"],
    ]

    @Test func everyTargetIsALayerOrNamedOutsideTheRule() throws {
        let targets = try PackageTargets.read()
        let tests = Set(targets.keys.filter { $0.hasSuffix("Tests") })
        #expect(Set(targets.keys).subtracting(tests) == Set(Self.layers).union(Self.outsideTheRule))
        #expect(tests.filter { !Self.layers.contains(String($0.dropLast("Tests".count))) } == [])
        #expect(tests.isSuperset(of: ["ViperGenEngineTests", "ViperGenKitTests"]))
    }

    /// The Architecture article's layer table says what each layer depends on as `Package.swift` declares it: the
    /// target names in its "Depends on" cell are the target's dependencies, `ViperGenEngine` left out or named.
    @Test func theArchitectureArticleNamesEachLayersDependencies() throws {
        let targets = try PackageTargets.read()
        let article = try String(
            contentsOf: repositoryRoot.appending(path: "Sources/ViperGenKit/ViperGenKit.docc/Architecture.md"),
            encoding: .utf8)
        var rows: [String: Set<String>] = [:]
        for line in article.split(separator: "\n") where line.hasPrefix("| `ViperGen") {
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).map {
                $0.trimmingCharacters(in: .whitespaces)
            }
            guard cells.count == 5, let name = cells[1].firstMatch(of: #/^`(ViperGen\w+)`$/#)?.1,
                Self.layers.contains(String(name))
            else { continue }
            rows[String(name)] = Set(cells[3].matches(of: #/`(ViperGen\w+)`/#).map { String($0.1) })
        }
        #expect(Set(rows.keys) == Set(Self.layers))
        for layer in Self.layers {
            let declared = Set(targets[layer] ?? [])
            let written = rows[layer] ?? []
            #expect(
                written == declared || written == declared.subtracting(["ViperGenEngine"]),
                "\(layer): the article says \(written.sorted()), Package.swift \(declared.sorted())")
        }
    }

    /// A layer's tests depend on the layer and on what the layer itself reaches, never on a layer above it (nor on the
    /// layers wholesale); the engine's tests on the engine alone.
    @Test func eachTestTargetDependsOnItsLayerAndWhatItReaches() throws {
        let targets = try PackageTargets.read()
        var violations: [String] = []
        for (name, dependencies) in targets.sorted(by: { $0.key < $1.key }) where name.hasSuffix("Tests") {
            let layer = String(name.dropLast("Tests".count))
            let allowed = Set(targets[layer] ?? []).union([layer, "ViperGenTestSupport"])
                .union(Self.testExtras[name] ?? [])
            if !dependencies.contains(layer) { violations.append("\(name) does not depend on \(layer)") }
            for dependency in dependencies where !allowed.contains(dependency) {
                violations.append("\(name) depends on \(dependency), which \(layer) does not reach")
            }
        }
        #expect(violations == [])
        #expect(targets["ViperGenEngineTests"] == ["ViperGenEngine", "ViperGenTestSupport"])
        #expect(targets["ViperGenTestSupport"] == ["ViperGenEngine"])
    }

    @Test func eachLayerDependsOnlyOnLayersBelowIt() throws {
        let targets = try PackageTargets.read()
        var violations: [String] = []
        for (position, layer) in Self.layers.enumerated() {
            let below = Set(Self.layers[..<position])
            for dependency in targets[layer] ?? [] where !below.contains(dependency) {
                violations.append("\(layer) depends on \(dependency), which is not below it")
            }
            for dependency in targets[layer] ?? [] where Self.forbidden[layer]?.contains(dependency) == true {
                violations.append("\(layer) depends on \(dependency)")
            }
        }
        #expect(violations == [])
    }

    /// The generation layer knows nothing of the upkeep above it: the cycle the lifecycle once had cannot come back.
    @Test func generationDoesNotDependOnUpkeep() throws {
        let targets = try PackageTargets.read()
        #expect(targets["ViperGenUpkeep"]?.contains("ViperGenGeneration") == true)
        #expect(targets["ViperGenGeneration"]?.contains("ViperGenUpkeep") == false)
    }

    @Test func theEngineImportsNothing() throws {
        #expect(
            try Self.imports(in: "Sources/ViperGenEngine") == [],
            "the engine must depend on nothing, not even Foundation")
    }

    /// The merge is plain byte work on the standard library: no Foundation, nothing of ours.
    @Test func theMergeImportsNothing() throws {
        #expect(try Self.imports(in: "Sources/ViperGenMerge") == [])
    }

    /// The reader of the package's targets finds what Package.swift declares, so that the tests above cannot pass by
    /// reading nothing.
    @Test func theReaderSeesTargetsAndDependencies() throws {
        let targets = try PackageTargets.read()
        #expect(targets["ViperGenSupport"] == ["ViperGenEngine"])
        #expect(targets["ViperGenMerge"] == [])
        #expect(targets["ViperGenKit"]?.contains("ViperGenUpkeep") == true)
        let parsed = PackageTargets.parse(
            """
            .target(name: "A", dependencies: ["B", "C"], swiftSettings: x),
            .executableTarget(
                name: "D",
                path: "Sources/D"
            ),
            """)
        #expect(parsed == ["A": ["B", "C"], "D": []])
    }

    static func imports(in folder: String) throws -> [String] {
        var imports: [String] = []
        for (path, text) in try swiftSources(under: folder) {
            for line in text.split(separator: "\n") where line.trimmingCharacters(in: .whitespaces).hasPrefix("import ")
            {
                imports.append("\(path): \(line)")
            }
        }
        return imports
    }
}

/// The targets Package.swift declares, each with the names of the targets it depends on.
enum PackageTargets {
    static func read() throws -> [String: [String]] {
        parse(try String(contentsOf: repositoryRoot.appending(path: "Package.swift"), encoding: .utf8))
    }

    /// Each `.target(`, `.executableTarget(`, `.testTarget(` or `.plugin(` with its `name:` and the quoted names of
    /// its `dependencies:` list (the shared `layers` list stands for its names).
    static func parse(_ manifest: String) -> [String: [String]] {
        var targets: [String: [String]] = [:]
        let starts = manifest.ranges(of: #/\.(?:target|executableTarget|testTarget|plugin)\(/#)
        for (index, start) in starts.enumerated() {
            let end = index + 1 < starts.count ? starts[index + 1].lowerBound : manifest.endIndex
            let declaration = manifest[start.upperBound..<end]
            guard let name = declaration.firstMatch(of: #/name: "([^"]+)"/#)?.1 else { continue }
            var dependencies: [String] = []
            if let list = declaration.firstMatch(of: #/dependencies: \[([^\]]*)\]/#)?.1 {
                dependencies = list.matches(of: #/"([^"]+)"/#).map { String($0.1) }
            } else if declaration.contains("dependencies: layers") {
                dependencies = LayerRuleTests.layers.reversed()
            }
            targets[String(name)] = dependencies
        }
        return targets
    }
}
