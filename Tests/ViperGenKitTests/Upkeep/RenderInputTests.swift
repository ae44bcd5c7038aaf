import Foundation
import Testing

@testable import ViperGenEngine
@testable import ViperGenKit

/// `RenderInput.all` is the one declaration of the text inputs: every property of the request is a row (or said
/// here where the lockfile records it, or why it does not), every row is spelled where it says, and every row set by
/// option, by config and by Rambafile is recorded in the lockfile so that `update` renders the files again byte for
/// byte. A row without its option, config key, template variable or example value, or a request property neither a
/// row nor accounted for, fails a test here.
@Suite struct RenderInputTests {
    /// A value for each input that a run accepts from every source, by lockfile key.
    static let examples = [
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
        "renderLimits": "inputs.renderLimits, where it differs from the standard",
        "runOutputLimit": "inputs.renderLimits, where it differs from the standard",
        "moduleFolder": "inputs.moduleFolder (adopt --module-folder)",
    ]

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
        #expect(rows.count == RenderInput.all.count)
        #expect(others.sorted() == Self.notRows.keys.sorted())
        #expect(Set(RenderInput.lockfileKeys).count == RenderInput.all.count)
        #expect(Set(RenderInput.lockfileKeys) == Set(Self.examples.keys))
    }

    @Test func everyRowIsSpelledWhereItSays() {
        let options = Set(ModuleOptions.declarations.map { "--" + $0.name })
        for input in RenderInput.all {
            if let option = input.option { #expect(options.contains(option), "\(option)") }
            if let key = input.configKey { #expect(ProjectConfig.keys.contains(key), "\(key)") }
            if let key = input.rambafileKey { #expect(RambafileReader.keys.contains(key), "\(key)") }
        }
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

    /// How a test run sets the inputs: options, `viper-gen.json` or a Rambafile.
    enum Source: String, CaseIterable, CustomTestStringConvertible {
        case option, config, rambafile
        var testDescription: String { rawValue }

        func key(of input: RenderInput) -> String? {
            switch self {
            case .option: input.option
            case .config: input.configKey
            case .rambafile: input.rambafileKey
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
