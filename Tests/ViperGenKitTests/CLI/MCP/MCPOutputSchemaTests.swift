import Foundation
import Testing
import ViperGenTestSupport

@testable import ViperGenKit
@testable import ViperGenMCP

/// Each tool's `outputSchema` describes what its command prints with `--json`: every document a run in a project
/// prints, success and failure, fits the schema `tools/list` gives for that tool.
@Suite struct MCPOutputSchemaTests {
    static let module = [
        "--output", "App/Modules", "--tests-output", "AppTests", "--author", "Jane", "--project", "Demo",
        "--xcodeproj", "AppWithTests.xcodeproj", "--xcode-target", "App", "--xcode-test-target", "AppTests",
    ]

    /// The `outputSchema` of the tool `name`.
    static func outputSchema(_ name: String) throws -> MCPValue {
        let tool = try #require(MCPToolTable.tool(named: name))
        return try #require(tool.definition(templateSets: [])["outputSchema"])
    }

    @Test func everyJSONToolHasItsDocumentsAndTheErrorObjectAtAnObjectTop() throws {
        let tools = MCPToolTable.all.filter(\.printsJSON)
        #expect(
            tools.map(\.name) == [
                "module", "gen", "templates", "lint", "modules", "check", "outdated", "update", "resolve", "remove",
                "adopt",
            ])
        for tool in tools {
            let schema = try Self.outputSchema(tool.name)
            #expect(schema["type"] == "object", "\(tool.name)")
            let branches = try #require(schema["anyOf"]?.array, "\(tool.name)")
            #expect(branches.count == (tool.name == "templates" ? 3 : 2), "\(tool.name): its documents and the error")
            #expect(branches.last?["required"] == ["error"], "\(tool.name)")
            #expect(branches.allSatisfy { $0["additionalProperties"] == false }, "\(tool.name)")
        }
        #expect(try Self.outputSchema("check").anyOf(0)["required"] == ["modules", "passed", "problems"])
        #expect(
            try Self.outputSchema("update").anyOf(0)["properties"]?["files"]?["items"]?["properties"]?["action"]?[
                "enum"]
                == [
                    "unchanged", "updated", "kept", "merged", "conflicted", "created", "restored", "orphaned",
                    "removed", "absent", "unresolved",
                ])
    }

    @Test func theCheckRefusesAnUnknownKeyAMissingKeyAndAWrongType() throws {
        let schema = try Self.outputSchema("outdated")
        #expect(SchemaShape.problems(["modules": []], schema) == [])
        #expect(
            SchemaShape.problems(["modules": [], "extra": 1], schema)
                == [
                    "$: fits no branch of anyOf ($: 'extra' is not in the schema | $: 'error' is required; "
                        + "$: 'extra' is not in the schema; $: 'modules' is not in the schema)"
                ])
        #expect(
            SchemaShape.problems(["modules": [["name": "A", "template": "viper", "added": [1]]]], schema.anyOf(0))
                == [
                    "$.modules[0]: 'changed' is required", "$.modules[0]: 'removed' is required",
                    "$.modules[0].added[0]: 1 is not \"string\"",
                ])
    }

    @Test func everyCommandsJSONDocumentFitsItsToolsOutputSchema() throws {
        let app = try XcodeProjectCommandTests.makeApp()
        // (tool, arguments, exit code): dry runs and writes, the lockfile commands, templates, and failures.
        let runs: [(String, [String], Int32)] = [
            ("module", ["module", "Search", "--dry-run"] + Self.module, 0),
            ("module", ["module", "Search"] + Self.module, 0),
            ("module", ["module", "Search"] + Self.module, 73),
            ("gen", ["gen", "Feed", "viper", "--dry-run"], 0),
            ("modules", ["modules"], 0),
            ("check", ["check"], 0),
            ("outdated", ["outdated"], 0),
            ("update", ["update", "--dry-run"], 0),
            ("resolve", ["resolve", "Search", "--theirs", "--dry-run"], 0),
            ("remove", ["remove", "Search", "--dry-run"], 0),
            ("remove", ["remove", "Nothing"], 65),
            ("adopt", ["adopt", "Search", "--force", "--dry-run"], 0),
            ("templates", ["templates", "list"], 0),
            ("templates", ["templates", "show", "viper"], 0),
            ("templates", ["templates", "show", "nope"], 64),
            ("lint", ["templates", "lint", "viper"], 0),
        ]
        for (tool, arguments, exitCode) in runs {
            let result = try runProcess(viperGenExecutable, arguments + ["--json"], in: app.url)
            let call = arguments.joined(separator: " ")
            #expect(result.status == exitCode, "\(call): \(result.standardError)")
            let document = try MCPValue.parse(result.standardOutput)
            #expect(document["error"] == nil || exitCode != 0, "\(call): \(result.standardOutput)")
            let problems = SchemaShape.problems(document, try Self.outputSchema(tool))
            #expect(problems.isEmpty, "\(call): \(problems)")
        }
    }

    @Test func aPackageTargetAndAnInsertionFitTheModuleSchema() throws {
        let app = try ProjectWorkflowTests.makeApp()
        let manifest = "// swift-tools-version: 6.2\nimport PackageDescription\n\nlet package = Package(\n"
        try Data((manifest + "    name: \"Shop\",\n    targets: []\n)\n").utf8).write(
            to: app.url.appending(path: "Package.swift"))
        let runs: [[String]] = [
            ["module", "Search", "--add-target", "--dry-run"], ["module", "List"],
            ["module", "Detail", "--param", "parent=List", "--dry-run"],
        ]
        for arguments in runs {
            let result = try runProcess(viperGenExecutable, arguments + ["--json"], in: app.url)
            let call = arguments.joined(separator: " ")
            #expect(result.status == 0, "\(call): \(result.standardError)")
            let document = try MCPValue.parse(result.standardOutput)
            let problems = SchemaShape.problems(document, try Self.outputSchema("module"))
            #expect(problems.isEmpty, "\(call): \(problems)")
            if arguments.contains("--add-target") { #expect(document["package"]?["targets"]?.array?.count == 2) }
            if arguments.contains("--param") { #expect(document["insertions"]?.array?.isEmpty == false) }
        }
    }
}

extension MCPValue {
    /// The `anyOf` branch at `index`.
    fileprivate func anyOf(_ index: Int) -> MCPValue { self["anyOf"]?.array?[index] ?? .null }
}
