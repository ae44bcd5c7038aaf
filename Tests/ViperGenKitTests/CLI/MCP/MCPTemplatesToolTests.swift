import Foundation
import Testing
import ViperGenTestSupport

@testable import ViperGenKit
@testable import ViperGenMCP

/// `templates list|show|lint --json`, and the `templates` and `lint` tools whose structured content they are.
@Suite struct MCPTemplatesToolTests {
    /// A folder with the project set `mine` (`templates new mine`), its service template broken when `broken`.
    static func project(broken: Bool) throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        #expect(try runViperGen(["templates", "new", "mine"], in: directory.url).status == 0)
        if broken {
            try "{{ broken\n".write(
                to: directory.url.appending(path: "templates/mine/Service.swift.liquid"), atomically: true,
                encoding: .utf8)
        }
        return directory
    }

    @Test func listAndShowPrintTheSetsWithTheirParametersAsJSON() throws {
        let directory = try Self.project(broken: false)
        let list = try runViperGen(["templates", "list", "--json"], in: directory.url)
        #expect(list.status == 0)
        let sets = try #require(try MCPValue.parse(list.standardOutput)["sets"]?.array)
        #expect(sets.map { $0["name"] } == ["mine", "viper", "viper-classic"])
        let mine = try #require(sets.first)
        #expect(mine["source"] == .string(directory.url.standardizedFileURL.path + "/templates/mine"))
        #expect(mine["overridesBuiltIn"] == false)
        #expect(
            mine["parameters"]?.array?.last
                == [
                    "name": "kind", "type": "choice", "default": "service", "values": ["service", "repository"],
                    "description": "What the generated type is called",
                ])
        let show = try runViperGen(["templates", "show", "mine", "--json"], in: directory.url)
        #expect(show.status == 0)
        #expect(
            try MCPValue.parse(show.standardOutput)["files"]
                == [
                    [
                        "kind": "code", "output": "Services/{{ module.type_name }}{{ params.kind | capitalize }}.swift",
                        "source": "Service.swift.liquid",
                    ],
                    [
                        "kind": "test", "output": "{{ module.type_name }}{{ params.kind | capitalize }}Tests.swift",
                        "source": "ServiceTests.swift.liquid", "condition": "params.tests",
                    ],
                ])
    }

    @Test func aFailingLintIsAToolErrorWithEachProblemsPlace() throws {
        let directory = try Self.project(broken: true)
        let session = try MCPSession(
            MCPSession.handshake() + [
                MCPSession.call(1, "lint", #"{"name":"mine"}"#),
                MCPSession.call(2, "templates", #"{"action":"show","name":"viper"}"#),
            ], in: directory.url)
        let lint = try session.toolResult(1)
        let file = directory.url.standardizedFileURL.path + "/templates/mine/Service.swift.liquid"
        let problem: MCPValue = [
            "message": "'{{' is never closed; add '}}'", "exitCode": 65, "file": .string(file), "line": 1,
            "column": 1,
        ]
        #expect(lint["isError"] == true)
        #expect(lint["content"]?.array?.first?["text"] == .string("\(file):1:1: error: '{{' is never closed; add '}}'"))
        #expect(lint["structuredContent"]?["error"]?["problems"] == [problem])
        #expect(
            lint["structuredContent"]?["sets"]
                == [["name": "mine", "files": 0, "renderedCombinations": 0, "problems": [problem]]])
        let show = try session.toolResult(2)
        #expect(show["isError"] == false)
        #expect(show["structuredContent"]?["name"] == "viper")
        #expect(show["structuredContent"]?["source"] == "built-in")
        #expect(show["structuredContent"]?["files"]?.array?.first?["source"] == "Contract.swift.liquid")
    }

    @Test func jsonIsRefusedForNewAndInstall() throws {
        let directory = try TemporaryDirectory()
        let result = try runViperGen(["templates", "new", "x", "--json"], in: directory.url)
        #expect(result.status == 64)
        #expect(
            result.standardError
                == "viper-gen: error: --json works with list, show and lint, not with 'new'; see 'viper-gen templates "
                + "--help'\n")
        #expect(snapshotTree(directory.url) == [:])
    }
}
