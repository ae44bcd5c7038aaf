import Foundation
import Testing
import ViperGenTestSupport

@testable import ViperGenConfig
@testable import ViperGenEngine
@testable import ViperGenFormats
@testable import ViperGenGeneration
@testable import ViperGenKit
@testable import ViperGenTemplateSets

/// `RenderInput.all` is the one declaration of the text inputs: every property of the request is a row (or said
/// here where the lockfile records it, or why it does not); every part of every row is wired (`wiringProblems`:
/// its `module` and `gen` options and their help, its config and Rambafile keys and their readers, `init`'s option
/// and prompt, its template variable, the lockfile); and every row set by `module` option, `gen` option, `init`,
/// `viper-gen.json` and Rambafile is recorded in the lockfile so that `update` renders the files again byte for byte.
/// A row whose option, key or variable clashes or is not placed, a row without an example value, or a request
/// property neither a row nor accounted for, fails a test here; `aRowWiredWrongIsReported` shows the checks fail.
@Suite struct RenderInputTests {
    /// A value for each input that a run accepts from every source, by lockfile key: those whose values are checked
    /// (`prefix` and `target` are Swift identifiers), and a few others; any other input gets `Some <key>`.
    static let knownExamples = [
        "author": "Ann Author", "company": "Acme Co", "description": "Finds things", "prefix": "ABC",
        "project": "Shop App", "target": "ShopKit",
    ]

    /// What becomes of each of the request's stored properties that is not a row of `RenderInput.all`: the lockfile
    /// member that records it by hand, or why it is not recorded. A property added to `GenerationRequest` fails
    /// `everyPropertyOfTheRequestIsARowOrAccountedFor` until it is a row or listed here.
    static let notRows = [
        "moduleNames": "the lockfile's module key",
        "templateName": "the lockfile's template",
        "templateSpot": "not recorded: where a config named the set, for messages",
        "parameterAssignments": "inputs.parameters, after defaults",
        "configuredParameters": "inputs.parameters, after defaults",
        "configName": "not recorded: where messages about configured parameters point",
        "prefixSpot": "not recorded: where a config set the prefix, for messages",
        "targetSpot": "not recorded: where a config set the target, for messages",
        "codeDirectory": "inputs.output",
        "testsDirectory": "inputs.testsOutput",
        "date": "inputs.date",
        "now": "inputs.time",
        "overwritesExistingFiles": "not recorded: update always replaces the module's own files",
        "xcode": "inputs.xcode",
        "hasChosenTestsDirectory": "inputs.testsOutputChosen",
        "productModuleName": "inputs.productModuleName",
        "lockDirectory": "not recorded: the lockfile's own folder",
        "confinement": "not recorded: the project folder, which is the lockfile's",
        "packageTargets": "not recorded: the target is added once, by module; its name is recorded as inputs.target",
        "deploymentFloors":
            "not recorded: read from the Xcode project, Package.swift or the config on each run, for the check",
        "leavesOutUntargetedTests":
            "not recorded: how module and gen choose; the tests parameter it sets is recorded as inputs.parameters",
        "renderLimits": "inputs.renderLimits, where it differs from the standard",
        "runOutputLimit": "inputs.renderLimits, where it differs from the standard",
        "moduleFolder": "inputs.moduleFolder (adopt --module-folder)",
        "testsModuleFolder": "inputs.testsModuleFolder (adopt --tests-module-folder)",
        "otherInputs": "the rows of RenderInput.all without a property of their own, each a row",
    ]

    /// The value each input is set to, by lockfile key.
    static var examples: [String: String] {
        Dictionary(uniqueKeysWithValues: RenderInput.lockfileKeys.map { ($0, knownExamples[$0] ?? "Some \($0)") })
    }

    @Test func everyPropertyOfTheRequestIsARowOrAccountedFor() throws {
        var request = GenerationRequest(
            moduleNames: ["Search"], projectName: "", target: "", codeDirectory: URL(fileURLWithPath: "/"),
            testsDirectory: URL(fileURLWithPath: "/"), date: GenerationDate(year: 2026, month: 11, day: 22))
        for input in RenderInput.all { request[keyPath: input.request] = "row " + input.lockfileKey }
        var rows: [String] = []
        var others: [String] = []
        for child in Mirror(reflecting: request).children {
            let label = try #require(child.label)
            if let value = child.value as? String, value.hasPrefix("row ") {
                rows.append(label)
            } else {
                others.append(label)
            }
        }
        #expect(rows.count + request.otherInputs.count == RenderInput.all.count)
        #expect(others.sorted() == Self.notRows.keys.sorted())
        #expect(Set(RenderInput.lockfileKeys).count == RenderInput.all.count)
        #expect(Set(Self.knownExamples.keys).isSubset(of: RenderInput.lockfileKeys))
    }

    @Test func everyRowIsWiredEverywhere() throws {
        for input in RenderInput.all {
            #expect(try Self.wiringProblems(of: input) == [], "\(input.lockfileKey)")
        }
    }

    /// The checks of `wiringProblems` find a row that is not in the table (nothing sets it) and one whose option,
    /// keys and variable clash with others or follow names that do not exist.
    @Test func aRowWiredWrongIsReported() throws {
        let option = RenderInput.Option(name: "ticket", valueName: "ID", help: "The ticket", after: "company")
        let missing = RenderInput(
            "ticket", variable: "module.ticket", option: option, genOption: option,
            configKey: RenderInput.Key(name: "ticket", after: "company"),
            rambafileKey: RenderInput.Key(name: "ticket", after: "company"),
            prompt: RenderInput.Prompt(text: "Ticket", help: "The ticket", after: "company"))
        #expect(
            try Self.wiringProblems(of: missing) == [
                "module option --ticket: declared 0 times", "gen option --ticket: declared 0 times",
                "init option --ticket: declared 0 times", "config key \"ticket\": declared 0 times",
                "Rambafile key \"ticket\": declared 0 times", "variable module.ticket: not ticket's value",
                "lockfile: ticket is not recorded and given back",
            ])
        let clashing = RenderInput(
            "company", variable: "date.company",
            option: RenderInput.Option(name: "output", valueName: "DIR", help: "Output", after: "nowhere"),
            configKey: RenderInput.Key(name: "xcodeproj", after: "nowhere"))
        #expect(
            try Self.wiringProblems(of: clashing) == [
                "module option --output: follows template-dir, not nowhere",
                "module option --output: a value given is not stored as this input",
                "config key \"xcodeproj\": follows parameters, not nowhere",
                "config key \"xcodeproj\": a value read is not stored as this input",
                "variable date.company: not company's value",
            ])
    }

    /// What is missing or wrong in the wiring of `input`, one line each: each of its spellings must be declared once,
    /// right after the name its row gives, and must store what it is given as this input; its variable must hold
    /// its value; the lockfile must record it and give it back.
    static func wiringProblems(of input: RenderInput) throws -> [String] {
        var problems: [String] = []
        let value = "value of " + input.lockfileKey
        func placed(_ names: [String], _ name: String, after: String?, what: String) -> Bool {
            let indices = names.indices.filter { names[$0] == name }
            guard indices.count == 1, let index = indices.first else {
                problems.append("\(what): declared \(indices.count) times")
                return false
            }
            if let after, index == 0 || names[index - 1] != after {
                problems.append("\(what): follows \(index == 0 ? "nothing" : names[index - 1]), not \(after)")
            }
            return true
        }
        func stored<Options: CommandOptions>(
            _ option: RenderInput.Option, in _: Options.Type, what: String, help: String, read: (Options) -> String?
        ) {
            let what = "\(what) option --\(option.name)"
            let declarations = Options.declarations
            if placed(declarations.map(\.name), option.name, after: option.after, what: what) {
                var options = Options()
                declarations.first { $0.name == option.name }?.store(&options, value)
                if read(options) != value { problems.append("\(what): a value given is not stored as this input") }
                if !help.contains("--\(option.name) \(option.valueName)  ") { problems.append("\(what): not in help") }
            }
        }
        if let option = input.option {
            stored(option, in: ModuleOptions.self, what: "module", help: ModuleCommand.help) { $0[input] }
        }
        if let option = input.genOption {
            stored(option, in: GenOptions.self, what: "gen", help: GenCommand.help) { gen in
                var gen = gen
                gen.positionals = ["Search", "viper"]
                return (try? GenCommand.moduleOptions(gen))?[input]
            }
        }
        if let option = input.initOption {
            stored(option, in: InitOptions.self, what: "init", help: InitCommand.help) {
                $0.inputs[input.lockfileKey]
            }
        }
        if input.prompt != nil, input.initOption == nil || input.configKey == nil {
            problems.append("prompt: init asks only for an input with a module option and a config key")
        }
        let file = URL(fileURLWithPath: "/project/viper-gen.json")
        if let key = input.configKey {
            let what = "config key \"\(key.name)\""
            if placed(ProjectConfig.keys, key.name, after: key.after, what: what) {
                var reader = ConfigReader(
                    source: SourceText(name: file.path, text: "{ \(JSONText.quoted(key.name)): \"\(value)\" }"),
                    file: file)
                let config = try? reader.read()
                if config?[input] != value || config?.spot(of: input) == nil {
                    problems.append("\(what): a value read is not stored as this input")
                }
            }
        }
        if let key = input.rambafileKey {
            let what = "Rambafile key \"\(key.name)\""
            if placed(RambafileReader.keys, key.name, after: key.after, what: what) {
                let rambafile = URL(fileURLWithPath: "/project/Rambafile")
                var reader = RambafileReader(
                    source: SourceText(name: rambafile.path, text: "\(key.name): \(value)\n"), file: rambafile)
                if (try? reader.read())?[input] != value {
                    problems.append("\(what): a value read is not stored as this input")
                }
            }
        }
        var request = GenerationRequest(
            moduleNames: ["Search"], projectName: "", target: "", codeDirectory: URL(fileURLWithPath: "/"),
            testsDirectory: URL(fileURLWithPath: "/"), date: GenerationDate(year: 2026, month: 11, day: 22))
        for other in RenderInput.all { request[keyPath: other.request] = "value of " + other.lockfileKey }
        request[keyPath: input.request] = value
        let module = try ModuleName(validating: "Search")
        let variables = TemplateVariables.make(module: module, request: request, parameters: [:])
        var found: TemplateValue? = nil
        for (index, name) in input.variable.split(separator: ".").enumerated() {
            if index == 0 {
                found = variables[String(name)]
            } else if case .dictionary(let dictionary)? = found {
                found = dictionary[String(name)]
            } else {
                found = nil
            }
        }
        let shown = input.templateValue(request, module: module)
        if found != .string(shown) { problems.append("variable \(input.variable): not \(input.lockfileKey)'s value") }
        var restored = request
        RenderInput.restore([:], into: &restored)
        RenderInput.restore(RenderInput.recorded(request), into: &restored)
        if RenderInput.recorded(request)[input.lockfileKey] != value || restored[keyPath: input.request] != value {
            problems.append("lockfile: \(input.lockfileKey) is not recorded and given back")
        }
        return problems
    }

    @Test func everyRowReadsBackFromTheLockfile() throws {
        var module = LockfileTests.module
        module.inputs.texts = Self.examples
        let lockfile = Lockfile(modules: ["Search": module])
        var reader = LockfileReader(
            source: SourceText(name: "viper-gen.lock", text: lockfile.encoded()), textInputs: RenderInput.lockfileKeys)
        let read = try reader.read()
        #expect(read == lockfile)
        var request = GenerationRequest(
            moduleNames: ["Search"], projectName: "", target: "", codeDirectory: URL(fileURLWithPath: "/"),
            testsDirectory: URL(fileURLWithPath: "/"), date: GenerationDate(year: 2026, month: 11, day: 22))
        RenderInput.restore(try #require(read.modules["Search"]).inputs.texts, into: &request)
        #expect(RenderInput.recorded(request) == Self.examples)
    }

    /// How a test run sets the inputs: `module` options, `gen` options, `init` options (whose config `module`
    /// reads), `viper-gen.json` or a Rambafile.
    enum Source: String, CaseIterable, CustomTestStringConvertible {
        case option, gen, initOption, config, rambafile
        var testDescription: String { rawValue }

        func key(of input: RenderInput) -> String? {
            switch self {
            case .option: input.option.map { "--" + $0.name }
            case .gen: input.genOption.map { "--" + $0.name }
            case .initOption: input.initOption.map { "--" + $0.name }
            case .config: input.configKey?.name
            case .rambafile: input.rambafileKey?.name
            }
        }
    }

    /// Writes the set `echo` into `sets/echo` of `directory`: one file, `<Module>/Echo.swift`, from `template`.
    @discardableResult
    static func writeEchoSet(in directory: TemporaryDirectory, template: String) throws -> URL {
        let set = directory.url.appending(path: "sets/echo")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        try Data(
            #"{ "name": "echo", "files": [{ "source": "E.liquid", "output": "{{ module.name }}/Echo.swift" }] }"#.utf8
        ).write(to: set.appending(path: "template.json"))
        try Data(template.utf8).write(to: set.appending(path: "E.liquid"))
        return set
    }

    /// A project with the set `echo`, whose one file prints every input's variable, `|` between them, and the
    /// inputs the source sets.
    static func project(setting source: Source) throws -> (TemporaryDirectory, arguments: [String]) {
        let directory = try TemporaryDirectory()
        let line = RenderInput.all.map { "{{ \($0.variable) }}" }.joined(separator: "|")
        try writeEchoSet(in: directory, template: "// \(line)\n")
        var arguments = ["module", "Search", "--template-dir", "sets", "-t", "echo", "-o", "Sources", "-q"]
        let given = RenderInput.all.compactMap { input in
            source.key(of: input).map { ($0, examples[input.lockfileKey]!) }
        }
        switch source {
        case .option:
            for (option, value) in given { arguments += [option, value] }
        case .gen:
            arguments = ["gen", "Search", "echo", "--template-dir", "sets", "--project_file_path", "Sources", "-q"]
            for (option, value) in given { arguments += [option, value] }
        case .initOption:
            let setUp = runCommand(["init", "--yes"] + given.flatMap { [$0.0, $0.1] }, in: directory.url)
            #expect(setUp == ProcessResult(status: 0, standardOutput: "created viper-gen.json\n", standardError: ""))
        case .config:
            let members = given.map { "\"\($0.0)\": \"\($0.1)\"" }.joined(separator: ", ")
            try Data("{ \(members) }\n".utf8).write(to: directory.url.appending(path: "viper-gen.json"))
        case .rambafile:
            let lines = given.map { "\($0.0): \($0.1)\n" }.joined()
            try Data(lines.utf8).write(to: directory.url.appending(path: "Rambafile"))
        }
        return (directory, arguments)
    }

    @Test(arguments: Source.allCases)
    func everyRowSetByEachSourceRoundTripsThroughUpdate(source: Source) throws {
        let (directory, arguments) = try Self.project(setting: source)
        #expect(
            runCommand(arguments, in: directory.url) == ProcessResult(status: 0, standardOutput: "", standardError: ""))
        let echo = "Sources/Search/Echo.swift"
        let written = try #require(snapshotTree(directory.url)[echo])
        let fields = written.dropFirst(3).dropLast().split(separator: "|", omittingEmptySubsequences: false)
        #expect(fields.count == RenderInput.all.count)
        let lockfile = try #require(snapshotTree(directory.url)["viper-gen.lock"])
        for (index, input) in RenderInput.all.enumerated() where source.key(of: input) != nil {
            let value = Self.examples[input.lockfileKey]!
            #expect(fields[index] == value[...], "\(input.lockfileKey) from \(source)")
            #expect(lockfile.contains("        \"\(input.lockfileKey)\": \"\(value)\",\n"), "\(input.lockfileKey)")
        }
        // The set changes: update renders the module again from the lockfile alone, so every input must be there.
        let template = directory.url.appending(path: "sets/echo/E.liquid")
        try Data((try String(contentsOf: template, encoding: .utf8) + "// v2\n").utf8).write(to: template)
        #expect(
            runCommand(["update"], in: directory.url)
                == ProcessResult(status: 0, standardOutput: "update \(echo)\n", standardError: ""))
        #expect(snapshotTree(directory.url)[echo] == written + "// v2\n")
    }

    /// A module made its own target (`--add-target`) renders `target` as its own name; its update did so as the
    /// project's, since the lockfile recorded the request's target: `@testable import` of another module.
    @Test func aModuleMadeItsOwnTargetUpdatesWithItsOwnNameAsTarget() throws {
        let directory = try TemporaryDirectory()
        let set = try Self.writeEchoSet(in: directory, template: "// {{ target }}\n")
        let manifest =
            "// swift-tools-version: 5.9\nimport PackageDescription\n\nlet package = Package(\n    name: \"Shop\",\n"
            + "    targets: [\n        .target(name: \"Shop\"),\n    ]\n)\n"
        try Data(manifest.utf8).write(to: directory.url.appending(path: "Package.swift"))
        let arguments = ["module", "Search", "--template-dir", "sets", "-t", "echo", "--add-target", "-q"]
        #expect(
            runCommand(arguments, in: directory.url) == ProcessResult(status: 0, standardOutput: "", standardError: ""))
        let echo = "Sources/Search/Echo.swift"
        #expect(snapshotTree(directory.url)[echo] == "// Search\n")
        #expect(snapshotTree(directory.url)["viper-gen.lock"]?.contains("        \"target\": \"Search\",\n") == true)
        try Data("// {{ target }}\n// v2\n".utf8).write(to: set.appending(path: "E.liquid"))
        #expect(
            runCommand(["update"], in: directory.url)
                == ProcessResult(status: 0, standardOutput: "update \(echo)\n", standardError: ""))
        #expect(snapshotTree(directory.url)[echo] == "// Search\n// v2\n")
    }
}
