import Foundation
import Testing
import ViperGenTestSupport

@testable import ViperGenConfig
@testable import ViperGenEngine
@testable import ViperGenFormats
@testable import ViperGenGeneration
@testable import ViperGenKit
@testable import ViperGenSupport

/// `ModuleSetting` is the one declaration of a module's inputs other than its text inputs (`RenderInputTests` walks
/// those): every member of a lockfile entry's `inputs` is a row's, every key of the config's and the Rambafile's key
/// lists is a row's (or the file's own), every option a row names exists in its command, and every row set by each way
/// it declares (`module` option, `viper-gen.json` key, Rambafile key, environment variable) is recorded in the
/// lockfile so that `update` writes byte for byte what `module` writes. `aTableOutOfStepIsReported` shows the checks
/// fail for a row left out and for a row nothing reads.
@Suite struct ModuleSettingTests {
    /// The key lists as they were hand-written before they were derived: `init`'s output and every message that
    /// lists the keys depend on their order.
    @Test func theDerivedKeyListsKeepTheirOrder() throws {
        #expect(
            ProjectConfig.keys == [
                "project", "author", "company", "prefix", "template", "target", "output", "testsOutput",
                "templateDirectories", "parameters", "xcodeproj", "xcodeTargets", "xcodeTestTargets", "xcodeGroup",
                "xcodeTestGroup", "xcodeLogicalGroups", "addTarget", "targetDependencies", "package",
                "deploymentTargets",
            ])
        #expect(
            RambafileReader.keys == [
                "company", "author", "project_name", "prefix", "product_module_name", "xcodeproj_path",
                "project_xcodeproj_path", "project_target", "project_targets", "project_file_path",
                "project_group_path", "test_xcodeproj_path", "test_target", "test_targets", "test_file_path",
                "test_group_path", "podfile_path", "cartfile_path", "create_logical_groups", "catalogs", "templates",
            ])
        // The lockfile reader names the keys it allows when it refuses one.
        let xcode = try #require(Self.problems(reading: #""xcode": { "project": "A", "ticket": 1 }, "#))
        #expect(
            xcode
                == "unknown key \"ticket\" in module \"Search\".inputs.xcode; allowed: codeGroup, codeTargets, "
                + "logicalGroups, project, testGroup, testTargets")
        let inputs = try #require(Self.problems(reading: #""ticket": "", "#))
        #expect(
            inputs
                == "unknown key \"ticket\" in module \"Search\".inputs; allowed: author, company, date, description, "
                + "moduleFolder, output, package, parameters, prefix, productModuleName, project, renderLimits, "
                + "target, testsModuleFolder, testsOutput, testsOutputChosen, time, xcode")
    }

    /// A lockfile with one module whose `inputs` start with `inputs` (members, each followed by `, `).
    static func lockfile(inputs: String) -> String {
        #"{ "modules": { "Search": { "files": [], "inputs": { "# + inputs
            + #""date": "2026-11-22", "output": ".", "testsOutput": "." }, "#
            + #""template": { "contentHash": "ab", "name": "viper", "source": "built-in" } } }, "version": 1 }"#
    }

    /// The messages of the problems of a lockfile whose one module's `inputs` start with `inputs`; `nil` when it
    /// reads.
    static func problems(reading inputs: String) -> String? {
        var reader = LockfileReader(
            source: SourceText(name: "viper-gen.lock", text: lockfile(inputs: inputs)),
            textInputs: RenderInput.lockfileKeys)
        do {
            _ = try reader.read()
            return nil
        } catch {
            return error.problems.map(\.message).joined(separator: "\n")
        }
    }

    @Test func theTableAndTheFilesAgree() throws {
        #expect(try Self.tableProblems(ModuleSetting.allCases.map(\.declaration)) == [])
    }

    /// A table without the row of `create_logical_groups` (what happened when it was first added: read, but not
    /// recorded), and one with a row that nothing reads or records, are both reported.
    @Test func aTableOutOfStepIsReported() throws {
        let withoutLogicalGroups = ModuleSetting.allCases.filter { $0 != .logicalGroups }.map(\.declaration)
        #expect(
            try Self.tableProblems(withoutLogicalGroups) == [
                "lockfile member xcode.logicalGroups: LockedXcode has it, no row declares it",
                "lockfile: an entry with every member set does not read back "
                    + "(unknown key \"logicalGroups\" in module \"Search\".inputs.xcode; allowed: codeGroup, "
                    + "codeTargets, project, testGroup, testTargets)",
                "config key xcodeLogicalGroups: the reader knows it, no row declares it",
                "Rambafile key create_logical_groups: the reader knows it, no row declares it",
            ])
        var ticket = ModuleSetting.Declaration(lockfileKeys: ["ticket"])
        ticket.configKeys = [ModuleSetting.Key(name: "ticket", after: "package")]
        ticket.rambafileKeys = [ModuleSetting.Key(name: "ticket", after: "templates")]
        #expect(
            try Self.tableProblems(ModuleSetting.allCases.map(\.declaration) + [ticket]) == [
                "lockfile member ticket: a row declares it, LockedInputs has no such member",
                "config key ticket: a row declares it, the reader does not read it",
                "Rambafile key ticket: a row declares it, the reader does not read it",
            ])
    }

    /// What does not agree between `table` (the rows' declarations) and the lockfile's model, writer and reader and
    /// the config's and the Rambafile's readers, one line each.
    static func tableProblems(_ table: [ModuleSetting.Declaration]) throws -> [String] {
        var problems: [String] = []
        // Every stored member of the lockfile's inputs (but the text inputs, `RenderInput`'s) is a row's, and back.
        let declared = Set(table.flatMap(\.lockfileKeys))
        var members = Set(Mirror(reflecting: LockedInputs()).children.compactMap(\.label)).subtracting([
            "texts", "xcode",
        ])
        members.formUnion(
            Mirror(reflecting: LockedXcode(project: ".")).children.compactMap(\.label).map { "xcode." + $0 })
        for member in members.subtracting(declared).sorted() {
            let model = member.hasPrefix("xcode.") ? "LockedXcode" : "LockedInputs"
            problems.append("lockfile member \(member): \(model) has it, no row declares it")
        }
        for member in declared.subtracting(members).sorted() {
            problems.append("lockfile member \(member): a row declares it, LockedInputs has no such member")
        }
        // An entry with every member set writes them all and reads back with the table's keys.
        var module = LockfileTests.module
        module.inputs = fullInputs
        let lockfile = Lockfile(modules: ["Search": module])
        var reader = LockfileReader(
            source: SourceText(name: "viper-gen.lock", text: lockfile.encoded()), textInputs: RenderInput.lockfileKeys,
            settingKeys: table.flatMap(\.lockfileKeys))
        do {
            let read = try reader.read()
            if read != lockfile { problems.append("lockfile: an entry with every member set reads back changed") }
        } catch {
            problems.append(
                "lockfile: an entry with every member set does not read back "
                    + "(\(error.problems.map(\.message).joined(separator: "; ")))")
        }
        // Every key of the config's key list is a row's or the config's own, and a row's key is read.
        let configKeys = Set(table.flatMap(\.configKeys).map(\.name))
        let configClaimed = configKeys.union(RenderInput.all.compactMap(\.configKey?.name))
            .union(ModuleSetting.configOnlyKeys)
        for key in ProjectConfig.keys where !configClaimed.contains(key) {
            problems.append("config key \(key): the reader knows it, no row declares it")
        }
        for key in configKeys.sorted() where !configReads(key) {
            problems.append("config key \(key): a row declares it, the reader does not read it")
        }
        let rambafileKeys = Set(table.flatMap(\.rambafileKeys).map(\.name))
        let rambafileClaimed = rambafileKeys.union(RenderInput.all.compactMap(\.rambafileKey?.name))
            .union(ModuleSetting.rambafileOnlyKeys)
        for key in RambafileReader.keys where !rambafileClaimed.contains(key) {
            problems.append("Rambafile key \(key): the reader knows it, no row declares it")
        }
        for key in rambafileKeys.sorted() where !rambafileReads(key) {
            problems.append("Rambafile key \(key): a row declares it, the reader does not read it")
        }
        return problems
    }

    /// Whether `viper-gen.json` holding only `key` (with a value its reader takes) reads without a problem into a
    /// config that differs from an empty one.
    static func configReads(_ key: String) -> Bool {
        let file = URL(fileURLWithPath: "/project/viper-gen.json")
        let value =
            switch key {
            case "addTarget", "xcodeLogicalGroups": "true"
            case "parameters": #"{ "flavour": "spicy" }"#
            default: #""Value""#
            }
        var reader = ConfigReader(source: SourceText(name: file.path, text: "{ \"\(key)\": \(value) }"), file: file)
        guard let config = try? reader.read() else { return false }
        return config != ProjectConfig(file: file)
    }

    /// Whether a Rambafile holding only `key` reads without a warning into a config that differs from an empty one.
    static func rambafileReads(_ key: String) -> Bool {
        let file = URL(fileURLWithPath: "/project/Rambafile")
        var reader = RambafileReader(source: SourceText(name: file.path, text: "\(key): Value\n"), file: file)
        guard let config = try? reader.read(), config.warnings.isEmpty else { return false }
        var empty = ProjectConfig(file: file)
        empty.templateDirectories = [URL(fileURLWithPath: "/project/Templates")]
        return config != empty
    }

    /// A lockfile entry's inputs with every member other than the default; `everyMemberOfTheFullInputsIsSet` keeps
    /// it so as members are added.
    static let fullInputs = {
        var inputs = LockedInputs(
            parameters: ["flavour": .string("spicy"), "tests": .bool(false)], texts: RenderInputTests.examples,
            productModuleName: "ShopKit", date: "2026-11-22", time: 1_795_348_800, output: "Sources/Shop",
            testsOutput: "Tests/ShopTests", testsOutputChosen: false,
            xcode: LockedXcode(
                project: "Shop.xcodeproj", codeTargets: ["Shop"], testTargets: ["ShopTests"], codeGroup: "Shop/Modules",
                testGroup: "ShopTests", logicalGroups: true),
            renderLimits: ["file-mb": 32, "run-mb": 512, "steps": 2_000_000],
            package: LockedPackage(manifest: "Package.swift", targets: ["Search", "SearchTests"]),
            moduleFolder: "SearchModule")
        inputs.testsModuleFolder = "SearchTests"
        return inputs
    }()

    @Test func everyMemberOfTheFullInputsIsSet() {
        let defaults = Mirror(reflecting: LockedInputs()).children.map { String(describing: $0.value) }
        for (index, child) in Mirror(reflecting: Self.fullInputs).children.enumerated() {
            #expect(String(describing: child.value) != defaults[index], "\(child.label ?? "")")
        }
        let xcode = Mirror(reflecting: LockedXcode(project: ".")).children.map { String(describing: $0.value) }
        for (index, child) in Mirror(reflecting: Self.fullInputs.xcode!).children.enumerated() {
            #expect(String(describing: child.value) != xcode[index], "xcode.\(child.label ?? "")")
        }
    }

    /// The options each command declares, by the command's name as rows spell it.
    static let commandOptions: [String: [String]] = [
        "module": ModuleOptions.declarations.map(\.name), "gen": GenOptions.declarations.map(\.name),
        "adopt": AdoptOptions.declarations.map(\.name), "update": UpdateOptions.declarations.map(\.name),
        "outdated": OutdatedOptions.declarations.map(\.name),
        "templates lint": TemplatesOptions.declarations.map(\.name),
    ]

    @Test(arguments: ModuleSetting.allCases)
    func everyOptionARowNamesExistsInItsCommand(setting: ModuleSetting) {
        for option in setting.declaration.options {
            #expect(Self.commandOptions[option.command]?.contains(option.name) == true, "\(option)")
        }
    }

}
