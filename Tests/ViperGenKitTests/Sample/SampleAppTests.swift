import Foundation
import Testing
import ViperGenTestSupport

/// The sample app in `Sample/`: it must stay on the generator's structure, and its own tests must pass.
@Suite("Sample app", .serialized)
struct SampleAppTests {
    /// The sample's package folder.
    static let sampleRoot = repositoryRoot.appending(path: "Sample", directoryHint: .isDirectory)

    @Test("The provenance file records a generating command for every module of both front ends")
    func provenanceListsEveryModule() throws {
        let manifest = try SampleManifest.load(from: Self.sampleRoot)

        #expect(
            manifest.commands.map(\.frontEnd) == [
                "terminal", "terminal", "terminal", "terminal", "ios", "ios", "ios", "ios",
            ])
        #expect(
            manifest.commands.map(\.module) == [
                "TodoList", "AddTodo", "TodoDetail", "About", "TodoList", "AddTodo", "TodoDetail", "About",
            ])
        for command in manifest.commands {
            #expect(Array(command.arguments.prefix(2)) == ["module", command.module])
            let flavour = command.frontEnd == "ios" ? "ui=swiftui" : "ui=none"
            #expect(command.arguments.contains(flavour), "\(command.module) (\(command.frontEnd)) must use \(flavour)")
            #expect(
                command.arguments.contains("dependencies=true"), "\(command.module) must take its dependencies")
            #expect(
                command.arguments.contains("--xcodeproj") == (command.frontEnd == "ios"),
                "only the iOS modules are added to the Xcode project")
            // The iOS app has its own viper-gen.json, so its modules, which have the terminal app's names, are
            // recorded in a lockfile of their own.
            #expect(command.directory == (command.frontEnd == "ios" ? "iOS" : nil))
            // The list's routes are wired in by viper-gen, in both front ends: every other module's.
            let wired = command.module != "TodoList"
            #expect(command.arguments.contains("parent=TodoList") == wired, "\(command.module) (\(command.frontEnd))")
            // The iOS list pushes the detail screen and presents the others in a sheet.
            if command.frontEnd == "ios", wired {
                let presentation = command.module == "TodoDetail" ? "presentation=push" : "presentation=sheet"
                #expect(command.arguments.contains(presentation), "\(command.module) (\(command.frontEnd))")
            }
        }
    }

    @Test("The iOS modules are in the Xcode project exactly as viper-gen adds them")
    func xcodeProjectHoldsWhatViperGenAdds() throws {
        let manifest = try SampleManifest.load(from: Self.sampleRoot)
        let project = "iOS/TodoApp.xcodeproj/project.pbxproj"
        let committed = try Data(contentsOf: Self.sampleRoot.appending(path: project))
        let directory = try TemporaryDirectory()
        try Self.copyIOSProject(into: directory.url)
        let copy = directory.url.appending(path: project)

        for command in manifest.commands where command.frontEnd == "ios" {
            try command.inheritDependenciesIntoParent(in: directory.url)
            let result = try runViperGen(
                command.arguments, in: command.folder(in: directory.url), environment: manifest.environment)
            #expect(result.status == 0, "viper-gen \(command.arguments): \(result.standardError)")
        }

        let rewritten = try Data(contentsOf: copy)
        #expect(
            rewritten == committed,
            "\(lineDiff(expected: String(decoding: committed, as: UTF8.self), actual: String(decoding: rewritten, as: UTF8.self)))"
        )
        let text = String(decoding: committed, as: UTF8.self)
        for module in ["TodoList", "AddTodo", "TodoDetail", "About"] {
            #expect(text.contains("/* \(module)Router.swift in Sources */"))
            #expect(text.contains("/* \(module)RouterTests.swift in Sources */"))
        }
        // The support layer that the first module wrote, in the app's and the tests' targets.
        for file in ["Module.swift", "ModuleScreen.swift", "TestSupport.swift"] {
            #expect(text.contains("/* \(file) in Sources */"))
        }
    }

    @Test(
        "Each front end records its modules in the viper-gen.lock of its folder, and check passes on it",
        arguments: ["terminal", "ios"])
    func sampleRecordsItsModulesAndCheckPasses(frontEnd: String) throws {
        let manifest = try SampleManifest.load(from: Self.sampleRoot)
        let commands = manifest.commands.filter { $0.frontEnd == frontEnd }
        let folder = try #require(commands.first).folder(in: Self.sampleRoot)
        let lockfile = try String(contentsOf: folder.appending(path: "viper-gen.lock"), encoding: .utf8)
        #expect(commands.count == 4)
        for command in commands {
            #expect(lockfile.contains("    \"\(command.module)\": {\n"), "\(command.module) is not recorded")
            #expect(
                FileManager.default.fileExists(
                    atPath: folder.appending(path: "viper-gen.bases/\(command.module).base").path))
            // Recorded with the inputs of its generating command.
            let output = try #require(command.arguments.firstIndex(of: "--output")).advanced(by: 1)
            #expect(lockfile.contains("\"output\": \"\(command.arguments[output])\""))
        }
        let flavour = frontEnd == "ios" ? "swiftui" : "none"
        #expect(lockfile.components(separatedBy: "\"ui\": \"\(flavour)\"").count - 1 == 4)
        #expect(lockfile.components(separatedBy: "\n    \"").count - 1 == 4, "exactly the four modules")
        if frontEnd == "ios" {
            #expect(lockfile.components(separatedBy: "\"project\": \"TodoApp.xcodeproj\"").count - 1 == 4)
        }
        // About's route was inserted into TodoList's files, and the lockfile records the insertions.
        #expect(lockfile.contains("\"parent\": \"TodoList\""))
        #expect(lockfile.contains("TodoListRouter.swift"))
        let check = try runViperGen(["check"], in: folder)
        #expect(
            check == ProcessResult(status: 0, standardOutput: "4 recorded modules are up to date\n", standardError: ""))
    }

    @Test("The sample's README lists the generating commands")
    func readmeListsTheCommands() throws {
        let manifest = try SampleManifest.load(from: Self.sampleRoot)
        let readme = try String(contentsOf: Self.sampleRoot.appending(path: "README.md"), encoding: .utf8)
        let words = Set(readme.split(whereSeparator: { " \n\\\"".contains($0) }))

        for command in manifest.commands {
            let listed = readme.contains("viper-gen module \(command.module) ")
            #expect(listed, "README lacks the \(command.module) command")
            if let directory = command.directory {
                #expect(readme.contains("```sh\ncd \(directory)\n"), "README does not say to run it in \(directory)")
            }
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
            if command.frontEnd == "ios" {
                // The run edits the project too: give it a copy of the committed one.
                try Self.copyIOSProject(into: directory.url)
            }
            // A module wired into its parent needs the parent recorded first, as it was in the sample.
            for parent in manifest.commands
            where parent.frontEnd == command.frontEnd
                && command.arguments.contains("parent=\(parent.module)")
            {
                let result = try runViperGen(
                    parent.arguments, in: parent.folder(in: directory.url), environment: manifest.environment)
                #expect(result.status == 0, "viper-gen \(parent.arguments): \(result.standardError)")
            }
            try command.inheritDependenciesIntoParent(in: directory.url)
            let result = try runViperGen(
                command.arguments, in: command.folder(in: directory.url), environment: manifest.environment)
            #expect(result.status == 0, "viper-gen \(command.arguments): \(result.standardError)")

            let generated = snapshotTree(directory.url).filter { $0.key.hasSuffix(".swift") }
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
                if !path.contains("Tests/"), let sample = sampleSources[path] {
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

    @Test("The iOS app and its tests type-check against the UIKit and SwiftUI stand-ins")
    func iOSAppTypeChecksAgainstTheStandIns() throws {
        let folder = try TemporaryDirectory()
        let frameworks = folder.url.appending(path: "Frameworks")
        try UIFlavourCompileTests.compileStandIns(into: frameworks)
        let app = folder.url.appending(path: "TodoApp")
        try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
        let ios = swiftSources(in: Self.sampleRoot).keys.filter { $0.hasPrefix("iOS/") }
        let code = ios.filter { !$0.hasPrefix("iOS/TodoAppTests/") }.sorted()
        let tests = ios.filter { $0.hasPrefix("iOS/TodoAppTests/") }.sorted()
        #expect(code.count == 24, "two app files, five per module and two of the support layer: \(code)")
        #expect(tests.count == 14, "one hand-written test file, three per module and the test support: \(tests)")

        // TodoCore, which the Xcode project takes from the sample's package; then the app as a module `TodoApp`
        // (its `@main` type needs -parse-as-library); then its tests against both.
        let core = swiftSources(in: Self.sampleRoot).keys.filter { $0.hasPrefix("Sources/TodoCore/") }.sorted()
        #expect(!core.isEmpty)
        try UIFlavourCompileTests.expectCompiles(
            UIFlavourCompileTests.strictFlags + [
                "-parse-as-library", "-module-name", "TodoCore", "-enable-testing", "-emit-module",
                "-emit-module-path", app.appending(path: "TodoCore.swiftmodule").path,
            ] + core.map { Self.sampleRoot.appending(path: $0).path },
            what: "TodoCore (\(core.count) files)")
        try UIFlavourCompileTests.expectCompiles(
            UIFlavourCompileTests.strictFlags + [
                "-parse-as-library", "-I", frameworks.path, "-I", app.path, "-module-name", "TodoApp",
                "-enable-testing", "-emit-module", "-emit-module-path", app.appending(path: "TodoApp.swiftmodule").path,
            ] + code.map { Self.sampleRoot.appending(path: $0).path } + [Self.localizedResourceStandIn.path],
            what: "the iOS app (\(code.count) files)")
        try UIFlavourCompileTests.expectCompiles(
            UIFlavourCompileTests.strictFlags + [
                "-typecheck", "-I", frameworks.path, "-I", app.path, "-module-name", "TodoAppTests",
            ] + tests.map { Self.sampleRoot.appending(path: $0).path },
            what: "the iOS app's tests (\(tests.count) files)")
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

    /// `Text` and `String(localized:)` over a `LocalizedStringResource`, for Linux: compiled into the iOS app's module,
    /// where the support layer declares the resource type that Foundation lacks there.
    static let localizedResourceStandIn = repositoryRoot.appending(
        path: "Tests/Stubs/SwiftUI+LocalizedStringResource.swift")

    /// Copies the iOS app's Xcode project and its `viper-gen.json` into `iOS/` of `root`, for the iOS commands to
    /// run against.
    static func copyIOSProject(into root: URL) throws {
        for path in ["iOS/TodoApp.xcodeproj/project.pbxproj", "iOS/viper-gen.json"] {
            let copy = root.appending(path: path)
            try FileManager.default.createDirectory(
                at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(contentsOf: Self.sampleRoot.appending(path: path)).write(to: copy)
        }
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

    /// The contents of every `.swift` file below `Sources/`, `Tests/` and `iOS/` of `root`, by relative path.
    private func swiftSources(in root: URL) -> [String: String] {
        ["Sources", "Tests", "iOS"].reduce(into: [:]) { files, folder in
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
        /// `terminal` (the SwiftPM package) or `ios` (the Xcode project in `iOS/`).
        let frontEnd: String
        let module: String
        /// The folder below the sample's that the command runs in; the sample's own when `nil`.
        let directory: String?
        let arguments: [String]

        /// The folder the command runs in, for a sample at `root`.
        func folder(in root: URL) -> URL {
            directory.map { root.appending(path: $0, directoryHint: .isDirectory) } ?? root
        }

        /// The step the sample took by hand before a module with dependencies was wired into its parent (which
        /// `viper-gen` asks for): the parent's dependencies protocol, as generated, inherits the module's.
        func inheritDependenciesIntoParent(in root: URL) throws {
            guard arguments.contains("dependencies=true"),
                let parent = arguments.first(where: { $0.hasPrefix("parent=") })?.dropFirst("parent=".count),
                let output = arguments.firstIndex(of: "--output").map({ arguments[$0 + 1] })
            else { return }
            let contract = folder(in: root).appending(path: "\(output)/\(parent)/\(parent)Contract.swift")
            let text = try String(contentsOf: contract, encoding: .utf8)
            // As generated, or inheriting the modules wired in before this one (when the commands run in one folder).
            let generated = "protocol \(parent)Dependencies: Sendable"
            // The parent was generated before, so its contract holds the declaration; without it this step would be
            // skipped in silence and the module checked against a parent the sample never had.
            guard
                let line = text.split(separator: "\n").first(where: { $0.hasPrefix(generated) && $0.hasSuffix(" {}") })
            else {
                Issue.record("\(contract.path) lacks '\(generated) {}'; the sample's manual step no longer applies")
                return
            }
            let inheriting = line.dropLast(" {}".count) + ", \(module)Dependencies {}"
            try Data(text.replacingOccurrences(of: line, with: inheriting).utf8).write(to: contract)
        }
    }

    let version: Int
    let environment: [String: String]
    let commands: [Command]

    static func load(from sampleRoot: URL) throws -> SampleManifest {
        let data = try Data(contentsOf: sampleRoot.appending(path: "viper-gen.commands.json"))
        return try JSONDecoder().decode(SampleManifest.self, from: data)
    }
}
