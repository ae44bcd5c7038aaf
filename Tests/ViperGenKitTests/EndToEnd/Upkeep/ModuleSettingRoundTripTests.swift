import Foundation
import Testing
import ViperGenTestSupport

@testable import ViperGenConfig
@testable import ViperGenKit

/// Every row of `ModuleSetting`, set by each way its row declares (`module` option, `viper-gen.json` key, Rambafile
/// key, environment variable), is recorded so that `update` writes what `module` writes: a module made with the set
/// as it was, then updated to the set as it is now (a file changed, a code and a test file added, which join the
/// Xcode project or the package), leaves the project byte for byte as `module` with the set as it is now does —
/// files, Xcode project, lockfile and bases. Each way's value is checked to change the lockfile, so that a setting
/// `update` lost would show. The rows set only by `adopt` are walked by `AdoptTests` (`exemptRows`).
@Suite struct ModuleSettingRoundTripTests {
    /// How a test run sets a row.
    enum Source: String, Sendable {
        case option, config, rambafile, environment
    }

    /// One way a row declares of setting it: a source and the option's, key's or variable's name.
    struct Way: Sendable, CustomTestStringConvertible {
        let setting: ModuleSetting
        let source: Source
        let name: String
        var testDescription: String { "\(setting) by \(source) \(name)" }
    }

    /// A value, spelled as each source spells it.
    enum Value {
        case text(String)
        case names([String])
        case flag
        /// A JSON value for the config; the option's value is the `text` of the row's example for the option.
        case json(String)
    }

    /// The rows no way of this suite sets, with the tests that walk them instead.
    static let exemptRows: [ModuleSetting: String] = [
        .moduleFolder: "adopt --module-folder: AdoptTests.aModuleInARenamedFolderIsRefusedUntilModuleFolderNamesIt",
        .testsModuleFolder:
            "adopt --tests-module-folder: AdoptTests.aRenamedCodeFolderBesideItsTestsIsRefusedUntilBothFoldersAreNamed",
    ]

    /// Every way every row declares of setting it, but `gen`'s and `adopt`'s options (which set the same request as
    /// `module`'s, `GenCommandTests` and `AdoptTests` check how).
    static let ways: [Way] = ModuleSetting.allCases.flatMap { setting in
        let declaration = setting.declaration
        return declaration.options.filter { $0.command == "module" }.map {
            Way(setting: setting, source: .option, name: $0.name)
        }
            + declaration.configKeys.map { Way(setting: setting, source: .config, name: $0.name) }
            + declaration.rambafileKeys.map { Way(setting: setting, source: .rambafile, name: $0.name) }
            + declaration.environment.map { Way(setting: setting, source: .environment, name: $0) }
    }

    /// The value the test sets `setting` to by its option, key or variable `name`: never the value a run works out
    /// without it. One exhaustive `switch`, so that a new row does not compile here until it has an example.
    static func example(_ setting: ModuleSetting, name: String) -> Value {
        switch setting {
        case .output: .text("App/Modules")
        case .testsOutput: .text("AppTests")
        case .moduleFolder: .text("SearchModule")
        case .testsModuleFolder: .text("SearchTests")
        case .productModuleName: .text("ShopKit")
        case .xcodeProject: .text("AppWithTests.xcodeproj")
        case .xcodeTargets: .names(["AppTests"])
        case .xcodeTestTargets: .names(["App"])
        case .xcodeGroup: .text("App")
        case .xcodeTestGroup: .text("AppTests")
        case .logicalGroups: .flag
        case .renderLimits:
            switch name {
            case "VIPER_GEN_MAX_FILE_MB": .text("32")
            case "VIPER_GEN_MAX_RUN_MB": .text("512")
            case "VIPER_GEN_MAX_RENDER_STEPS": .text("2000000")
            default: .text("steps=2000000")
            }
        case .packageTargets:
            switch name {
            case "add-target", "addTarget": .flag
            case "target-dependency", "targetDependencies": .names(["Core"])
            default: .text("Kit")
            }
        case .date: .text("1700000000")
        case .parameters: name == "param" ? .text("flavour=spicy") : .json(#"{ "flavour": "spicy" }"#)
        }
    }

    /// The other ways the same source must set for `way` to mean something: the Xcode project for the other Xcode
    /// settings, `--add-target` for the package's dependencies and folder.
    static func context(of way: Way) -> [Way] {
        let declaration = way.setting.declaration
        let needsProject: Set<ModuleSetting> = [
            .xcodeTargets, .xcodeTestTargets, .xcodeGroup, .xcodeTestGroup, .logicalGroups,
        ]
        if needsProject.contains(way.setting) {
            return ways.filter { $0.setting == .xcodeProject && $0.source == way.source }.prefix(1).map { $0 }
        }
        if way.setting == .packageTargets, way.name != declaration.options.first?.name,
            way.name != declaration.configKeys.first?.name
        {
            return ways.filter { $0.setting == .packageTargets && $0.source == way.source }.prefix(1).map { $0 }
        }
        return []
    }

    @Test func everyRowIsWalkedHereOrExempt() {
        for setting in ModuleSetting.allCases {
            let walked = Self.ways.contains { $0.setting == setting }
            #expect(walked != (Self.exemptRows[setting] != nil), "\(setting)")
        }
    }

    /// Writes the project: the set `echo` (a code file reading a parameter, a test file), an Xcode project, and for
    /// the package's rows a package `Kit` (and one at the top); then `ways`, set by their source.
    /// - Returns: The project's folder (named the same in every run, as the project's name is the folder's) and the
    ///   `module` run's arguments and environment.
    static func project(in directory: TemporaryDirectory, setting ways: [Way]) throws -> (
        URL, arguments: [String], environment: [String: String]
    ) {
        let folder = directory.url.appending(path: "Shop")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try writeSet(in: folder.appending(path: sets(for: ways)), version: 1)
        try FileManager.default.copyItem(
            at: XcodeProjectFixtures.project("AppWithTests"), to: folder.appending(path: "AppWithTests.xcodeproj"))
        if ways.contains(where: { $0.setting == .packageTargets }) {
            for package in [".", "Kit"] {
                let url = folder.appending(path: package)
                try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
                let manifest =
                    "// swift-tools-version: 5.9\nimport PackageDescription\n\nlet package = Package(\n"
                    + "    name: \"Shop\",\n    targets: [\n        .target(name: \"Core\"),\n    ]\n)\n"
                try Data(manifest.utf8).write(to: url.appending(path: "Package.swift"))
            }
        }
        var arguments = ["module", "Search", "--template-dir", sets(for: ways), "-t", "echo", "-q"]
        var environment: [String: String] = [:]
        var members: [String] = []
        var lines: [String] = []
        for way in ways {
            let value = example(way.setting, name: way.name)
            switch (way.source, value) {
            case (.option, .text(let text)): arguments += ["--" + way.name, text]
            case (.option, .names(let names)): arguments += names.flatMap { ["--" + way.name, $0] }
            case (.option, .flag): arguments.append("--" + way.name)
            case (.config, .text(let text)): members.append("\"\(way.name)\": \"\(text)\"")
            case (.config, .names(let names)):
                members.append("\"\(way.name)\": [" + names.map { "\"\($0)\"" }.joined(separator: ", ") + "]")
            case (.config, .flag): members.append("\"\(way.name)\": true")
            case (.config, .json(let json)): members.append("\"\(way.name)\": \(json)")
            case (.rambafile, .text(let text)): lines.append("\(way.name): \(text)\n")
            case (.rambafile, .names(let names)): lines.append("\(way.name): \(names.joined(separator: ","))\n")
            case (.rambafile, .flag): lines.append("\(way.name): true\n")
            case (.environment, .text(let text)): environment[way.name] = text
            default: Issue.record("\(way.testDescription): no spelling of \(value)")
            }
        }
        if !members.isEmpty {
            try Data("{ \(members.joined(separator: ", ")) }\n".utf8).write(
                to: folder.appending(path: "viper-gen.json"))
        }
        if !lines.isEmpty { try Data(lines.joined().utf8).write(to: folder.appending(path: "Rambafile")) }
        return (folder, arguments, environment)
    }

    /// The folder of the set `echo` in a project set by `ways`: `sets`, or `Kit/sets` when the module joins the
    /// package `Kit` (whose folder holds the lockfile then, which records the sets below it).
    static func sets(for ways: [Way]) -> String {
        ways.contains { $0.setting == .packageTargets && $0.name == "package" } ? "Kit/sets" : "sets"
    }

    /// Writes the set `echo` into `echo` of `folder`, a folder of sets: at version 2 its code file reads differently and it has
    /// a code and a test file more.
    static func writeSet(in folder: URL, version: Int) throws {
        let set = folder.appending(path: "echo")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        var files = [
            #"{ "source": "E.liquid", "output": "{{ module.name }}/Echo.swift", "kind": "code" }"#,
            #"{ "source": "T.liquid", "output": "{{ module.name }}Tests/EchoTests.swift", "kind": "test" }"#,
        ]
        if version > 1 {
            files += [
                #"{ "source": "E.liquid", "output": "{{ module.name }}/Extra.swift", "kind": "code" }"#,
                #"{ "source": "T.liquid", "output": "{{ module.name }}Tests/ExtraTests.swift", "kind": "test" }"#,
            ]
        }
        let manifest =
            #"{ "name": "echo", "parameters": [{ "name": "flavour", "type": "string", "default": "plain" }], "#
            + #""files": ["# + files.joined(separator: ", ") + "] }\n"
        try Data(manifest.utf8).write(to: set.appending(path: "template.json"))
        let code = "// {{ module.name }} {{ params.flavour }} {{ date }}\n" + (version > 1 ? "// v2\n" : "")
        try Data(code.utf8).write(to: set.appending(path: "E.liquid"))
        try Data("// tests of {{ target }}\n".utf8).write(to: set.appending(path: "T.liquid"))
    }

    /// `tree` without the set, which the runs compared do not change.
    static func withoutSets(_ tree: [String: String]) -> [String: String] {
        tree.filter { !$0.key.hasPrefix("sets/") && !$0.key.hasPrefix("Kit/sets/") }
    }

    @Test(arguments: ways)
    func aRowSetByEachWayRoundTripsThroughUpdate(way: Way) throws {
        let context = Self.context(of: way)
        let succeeded = ProcessResult(status: 0, standardOutput: "", standardError: "")
        // Naming the code's Xcode target names no test target, so the tests join none, and the run says so.
        func succeedsQuietly(_ result: ProcessResult) -> Bool {
            result == succeeded
                || way.setting == .xcodeTargets && result.status == 0 && result.standardOutput.isEmpty
                    && result.standardError.hasPrefix(
                        "viper-gen: warning: AppWithTests.xcodeproj has no unit-test target for the tests: ")
                    && result.standardError.filter { $0 == "\n" }.count == 1
        }
        // Without the way, the lockfile differs: the value is one a run does not work out by itself.
        let baseline = try TemporaryDirectory()
        let (plain, plainArguments, plainEnvironment) = try Self.project(in: baseline, setting: context)
        #expect(runCommand(plainArguments, in: plain, environment: plainEnvironment) == succeeded)

        let updated = try TemporaryDirectory()
        let (folder, arguments, environment) = try Self.project(in: updated, setting: context + [way])
        #expect(succeedsQuietly(runCommand(arguments, in: folder, environment: environment)))
        let made = snapshotTree(folder)
        #expect(Self.withoutSets(made) != Self.withoutSets(snapshotTree(plain)), "the example changes nothing")
        // The lockfile is the project's, or the package's that `--package` names.
        let lockfile = try #require(made.keys.first { $0.hasSuffix("viper-gen.lock") })
        let project = folder.appending(path: lockfile).deletingLastPathComponent()
        try Self.writeSet(in: folder.appending(path: Self.sets(for: context + [way])), version: 2)
        // The update's environment is the test's own: the way's variable is read back from the lockfile. But for
        // the date's: a file new in the set is rendered with the update's own date (`LockedFile.date`), so that
        // update runs when the module was made; the recorded date shows in the file the module had.
        let update = runCommand(["update", "-q"], in: project, environment: way.setting == .date ? environment : [:])
        #expect(update == succeeded)

        let direct = try TemporaryDirectory()
        let (again, _, _) = try Self.project(in: direct, setting: context + [way])
        try Self.writeSet(in: again.appending(path: Self.sets(for: context + [way])), version: 2)
        #expect(succeedsQuietly(runCommand(arguments, in: again, environment: environment)))
        #expect(treeDifferences(snapshotTree(folder), snapshotTree(again)) == [])
    }
}
