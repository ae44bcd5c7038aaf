import Foundation
import Testing

/// The sample app in `Sample/`: it must stay on the generator's structure, and its own tests must pass.
@Suite("Sample app", .serialized)
struct SampleAppTests {
    /// The sample's package folder.
    static let sampleRoot = repositoryRoot.appending(path: "Sample", directoryHint: .isDirectory)

    @Test("The provenance file records a generating command for every module")
    func provenanceListsEveryModule() throws {
        let manifest = try SampleManifest.load(from: Self.sampleRoot)

        #expect(manifest.commands.map(\.module) == ["TodoList", "AddTodo", "TodoDetail"])
        for command in manifest.commands {
            #expect(Array(command.arguments.prefix(2)) == ["module", command.module])
            #expect(command.arguments.contains("ui=none"), "\(command.module) must use the flavour without UI")
            #expect(
                command.arguments.contains("dependencies=true"), "\(command.module) must take its dependencies")
        }
    }

    @Test("The sample records its modules in viper-gen.lock, and check passes on it")
    func sampleRecordsItsModulesAndCheckPasses() throws {
        let manifest = try SampleManifest.load(from: Self.sampleRoot)
        let lockfile = try String(contentsOf: Self.sampleRoot.appending(path: "viper-gen.lock"), encoding: .utf8)
        for command in manifest.commands {
            #expect(lockfile.contains("    \"\(command.module)\": {\n"), "\(command.module) is not recorded")
        }
        let check = try runViperGen(["check"], in: Self.sampleRoot)
        #expect(
            check == ProcessResult(status: 0, standardOutput: "3 recorded modules are up to date\n", standardError: ""))
    }

    @Test("The sample's README lists the generating commands")
    func readmeListsTheCommands() throws {
        let manifest = try SampleManifest.load(from: Self.sampleRoot)
        let readme = try String(contentsOf: Self.sampleRoot.appending(path: "README.md"), encoding: .utf8)
        let words = Set(readme.split(whereSeparator: { " \n\\\"".contains($0) }))

        for command in manifest.commands {
            let listed = readme.contains("viper-gen module \(command.module) ")
            #expect(listed, "README lacks the \(command.module) command")
            let unlisted = command.arguments.flatMap { $0.split(separator: " ") }.filter { !words.contains($0) }
            #expect(unlisted.isEmpty, "README's \(command.module) command lacks \(unlisted)")
        }
    }

    @Test("Regenerating every module yields files, declarations and members the sample still has")
    func sampleKeepsEveryGeneratedFileAndDeclaration() throws {
        let manifest = try SampleManifest.load(from: Self.sampleRoot)
        let sampleSources = swiftSources(in: Self.sampleRoot)
        let sampleDeclarations = Set(sampleSources.values.flatMap(Self.declarations(in:)))

        for command in manifest.commands {
            let directory = try TemporaryDirectory()
            let result = try runViperGen(command.arguments, in: directory.url, environment: manifest.environment)
            #expect(result.status == 0, "viper-gen \(command.arguments): \(result.standardError)")

            let generated = withoutLockfile(snapshotTree(directory.url))
            #expect(!generated.isEmpty, "\(command.module): nothing was generated")
            var missing: [String] = []
            var declarationCount = 0
            for (path, contents) in generated.sorted(by: { $0.key < $1.key }) {
                declarationCount += Self.declarations(in: contents).count
                if !FileManager.default.fileExists(atPath: Self.sampleRoot.appending(path: path).path) {
                    missing.append("file \(path)")
                }
                for declaration in Self.declarations(in: contents) where !sampleDeclarations.contains(declaration) {
                    missing.append("\(declaration) (from \(path))")
                }
                // The generated code's functions and initializers stay in their file: `makeModule`, the
                // `init(dependencies:)` of the interactor and the router, the view's lifecycle. Test names may change.
                if path.hasPrefix("Sources/"), let sample = sampleSources[path] {
                    let kept = Set(Self.members(in: sample))
                    for member in Self.members(in: contents) where !kept.contains(member) {
                        missing.append("\(member) in \(path)")
                    }
                }
            }
            #expect(declarationCount > 0, "\(command.module): no declarations parsed from the generated files")
            let invocation = "viper-gen " + command.arguments.joined(separator: " ")
            let report = missing.joined(separator: "\n  ")
            #expect(missing.isEmpty, "Sample/ lost what `\(invocation)` generates:\n  \(report)")
        }
    }

    @Test("Members are functions by name and initializers by their first label")
    func membersOfASource() {
        let source = """
            final class SearchRouter {
                init(dependencies: any SearchDependencies) {
                @MainActor static func makeModule(
                private func close() {}
                init() {}
                let functionName = "func x"
            }
            """

        #expect(Self.members(in: source) == ["init(dependencies:)", "func makeModule", "func close", "init()"])
    }

    @Test("The sample package builds and its tests pass", .timeLimit(.minutes(10)))
    func samplePackageTestsPass() throws {
        let result = try runProcess(
            swiftExecutable, ["test", "--package-path", Self.sampleRoot.path], in: Self.sampleRoot)

        if result.status != 0 {
            print(result.standardOutput)
            print(result.standardError)
        }
        #expect(result.status == 0, "swift test --package-path Sample failed:\n\(result.standardError)")
    }

    @Test("The sample builds in release mode, warnings as errors", .timeLimit(.minutes(10)))
    func samplePackageBuildsForRelease() throws {
        let result = try runProcess(
            swiftExecutable, ["build", "-c", "release", "--package-path", Self.sampleRoot.path], in: Self.sampleRoot)

        if result.status != 0 {
            print(result.standardOutput)
        }
        #expect(
            result.status == 0,
            "swift build -c release --package-path Sample failed:\n\(result.standardOutput)\n\(result.standardError)")
    }

    /// A type or protocol declared in Swift source: its keyword and name.
    struct Declaration: Hashable, CustomStringConvertible {
        let kind: String
        let name: String

        var description: String { "\(kind) \(name)" }
    }

    /// Every `protocol`, `class`, `struct`, `enum` and `actor` declared in `source`, modifiers ignored.
    static func declarations(in source: String) -> [Declaration] {
        let kinds: Set<Substring> = ["protocol", "class", "struct", "enum", "actor"]
        let modifiers: Set<Substring> = ["public", "internal", "private", "fileprivate", "final", "package", "open"]
        var result: [Declaration] = []
        for line in source.split(separator: "\n") {
            var words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })[...]
            while let first = words.first, first.hasPrefix("@") || modifiers.contains(first) {
                words = words.dropFirst()
            }
            guard let kind = words.first, kinds.contains(kind), words.count > 1 else { continue }
            let name = words[words.startIndex + 1].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            if !name.isEmpty { result.append(Declaration(kind: String(kind), name: String(name))) }
        }
        return result
    }

    /// Every function, by name, and initializer, by its first argument label, declared in `source`: `func close`,
    /// `init(dependencies:)`.
    static func members(in source: String) -> [String] {
        let modifiers: Set<Substring> = [
            "public", "internal", "private", "fileprivate", "final", "package", "open", "static", "class", "override",
            "nonisolated", "mutating",
        ]
        var result: [String] = []
        for line in source.split(separator: "\n") {
            var words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })[...]
            while let first = words.first, first.hasPrefix("@") || modifiers.contains(first) {
                words = words.dropFirst()
            }
            guard let first = words.first else { continue }
            if first == "func", words.count > 1 {
                let name = words[words.startIndex + 1].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
                if !name.isEmpty { result.append("func \(name)") }
            } else if first.hasPrefix("init(") {
                let label = first.dropFirst("init(".count).prefix { $0.isLetter || $0.isNumber || $0 == "_" }
                result.append("init(\(label)\(label.isEmpty ? "" : ":"))")
            }
        }
        return result
    }

    /// The contents of every `.swift` file below `Sources/` and `Tests/` of `root`, by relative path.
    private func swiftSources(in root: URL) -> [String: String] {
        ["Sources", "Tests"].reduce(into: [:]) { files, folder in
            for (path, contents) in snapshotTree(root.appending(path: folder)) where path.hasSuffix(".swift") {
                files[folder + "/" + path] = contents
            }
        }
    }
}

/// `Sample/viper-gen.commands.json`: the exact `viper-gen` invocations that generated the sample's modules.
private struct SampleManifest: Decodable {
    /// One `viper-gen` run, from the sample's folder.
    struct Command: Decodable {
        let module: String
        let arguments: [String]
    }

    let version: Int
    let environment: [String: String]
    let commands: [Command]

    static func load(from sampleRoot: URL) throws -> SampleManifest {
        let data = try Data(contentsOf: sampleRoot.appending(path: "viper-gen.commands.json"))
        return try JSONDecoder().decode(SampleManifest.self, from: data)
    }
}
