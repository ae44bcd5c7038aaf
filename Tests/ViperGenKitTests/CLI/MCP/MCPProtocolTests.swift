import Foundation
import Testing
import ViperGenTestSupport

@testable import ViperGenKit

/// The JSON-RPC side of `viper-gen mcp`, through the real binary: the handshake, errors for bad messages, and a
/// session that carries on after each of them.
@Suite struct MCPProtocolTests {
    @Test func initializeAnswersTheClientsVersionWhenSupportedElseTheNewest() throws {
        let directory = try TemporaryDirectory()
        for (asked, answered) in [
            ("2025-11-25", "2025-11-25"), ("2025-06-18", "2025-06-18"), ("2025-03-26", "2025-03-26"),
            ("2024-11-05", "2024-11-05"), ("2099-01-01", "2025-11-25"),
        ] {
            let session = try MCPSession(MCPSession.handshake(version: asked), in: directory.url)
            #expect(session.status == 0)
            #expect(session.messages.count == 1, "notifications get no response")
            let result = try #require(try session.response(0)["result"])
            #expect(result["protocolVersion"] == .string(answered))
            #expect(
                result["serverInfo"]
                    == ["name": "viper-gen", "title": "viper-gen", "version": .string(HelpText.version)])
            #expect(
                result["capabilities"]
                    == [
                        "tools": ["listChanged": false], "resources": ["listChanged": false, "subscribe": false],
                    ])
        }
    }

    @Test func standardOutputCarriesMessagesOnlyAndDiagnosticsGoToStandardError() throws {
        let directory = try TemporaryDirectory()
        let session = try MCPSession(
            MCPSession.handshake() + [MCPSession.call(1, "module", #"{"names":["Search"],"dryRun":true}"#)],
            in: directory.url)
        #expect(session.messages.map { $0["jsonrpc"] } == ["2.0", "2.0"])
        #expect(
            session.standardError
                == """
                viper-gen mcp: serving \(directory.url.standardizedFileURL.path) on standard input and output
                viper-gen mcp: running viper-gen module --dry-run --json -- Search

                """)
    }

    @Test func badMessagesGetJSONRPCErrorsAndTheSessionGoesOn() throws {
        let directory = try TemporaryDirectory()
        let session = try MCPSession(
            MCPSession.handshake() + [
                #"{"jsonrpc":"2.0","id":1,"method":"tools/list""#,
                #"[{"jsonrpc":"2.0","id":2,"method":"ping"}]"#,
                #"{"jsonrpc":"2.0","id":3}"#,
                #"{"jsonrpc":"1.0","id":4,"method":"ping"}"#,
                #"{"jsonrpc":"2.0","id":5,"method":"tools/lists"}"#,
                #"{"jsonrpc":"2.0","id":6,"method":"tools/call","params":{"arguments":{}}}"#,
                #"{"jsonrpc":"2.0","id":7,"method":"tools/call","params":{"name":"modul"}}"#,
                #"{"jsonrpc":"2.0","id":8,"method":"tools/call","params":{"name":"module","arguments":[]}}"#,
                #"{"jsonrpc":"2.0","id":9,"method":"ping","params":3}"#,
                #"{"jsonrpc":"2.0","id":{"a":1},"method":"ping"}"#,
                #"{"jsonrpc":"2.0","method":"notifications/unknown"}"#,
                #"{"jsonrpc":"2.0","id":"last","method":"ping"}"#,
            ], in: directory.url)
        #expect(session.status == 0)
        let lines = session.messages.dropFirst().map { $0.text() }
        #expect(
            lines == [
                #"{"error":{"code":-32700,"message":"invalid JSON: unexpected end of file; expected ',' or '}' (at line 1, column 46 of the message)"},"id":null,"jsonrpc":"2.0"}"#,
                #"{"error":{"code":-32600,"message":"a message must be a JSON object, not a batch (an array), which MCP does not use"},"id":null,"jsonrpc":"2.0"}"#,
                #"{"error":{"code":-32600,"message":"a request needs a 'method'"},"id":3,"jsonrpc":"2.0"}"#,
                #"{"error":{"code":-32600,"message":"'jsonrpc' must be \"2.0\""},"id":4,"jsonrpc":"2.0"}"#,
                #"{"error":{"code":-32601,"message":"unknown method 'tools/lists'; did you mean 'tools/list'? viper-gen mcp answers initialize, ping, tools/list, tools/call, resources/list, resources/templates/list, resources/read"},"id":5,"jsonrpc":"2.0"}"#,
                #"{"error":{"code":-32602,"message":"tools/call needs 'name', the name of a tool from tools/list"},"id":6,"jsonrpc":"2.0"}"#,
                #"{"error":{"code":-32602,"message":"unknown tool 'modul'; did you mean 'module'? the tools are module, gen, templates, lint, modules, check, outdated, update, resolve, remove, adopt"},"id":7,"jsonrpc":"2.0"}"#,
                #"{"error":{"code":-32602,"message":"'arguments' of tools/call must be an object, not an array"},"id":8,"jsonrpc":"2.0"}"#,
                #"{"error":{"code":-32602,"message":"'params' of ping must be an object"},"id":9,"jsonrpc":"2.0"}"#,
                #"{"error":{"code":-32600,"message":"'id' must be a string, or an integer from -9007199254740991 to 9007199254740991 written without a fraction or exponent (an answer carries its id exactly as sent), not an object"},"id":null,"jsonrpc":"2.0"}"#,
                #"{"id":"last","jsonrpc":"2.0","result":{}}"#,
            ])
    }

    @Test func aCancelledCallGetsNoResponse() throws {
        let directory = try TemporaryDirectory()
        let session = try MCPSession(
            MCPSession.handshake() + [
                MCPSession.call(1, "module", #"{"names":["Search"]}"#),
                #"{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":1,"reason":"user"}}"#,
                #"{"jsonrpc":"2.0","id":2,"method":"ping"}"#,
            ], in: directory.url)
        #expect(session.messages.compactMap { $0["id"] } == [0, 2])
        #expect(session.standardError.contains("viper-gen mcp: request 1 was cancelled\n"))
    }

    @Test func beforeStructuredContentExistedTheDocumentIsAlsoText() throws {
        let directory = try TemporaryDirectory()
        for (version, blocks) in [("2025-03-26", 2), ("2025-06-18", 1)] {
            let session = try MCPSession(
                MCPSession.handshake(version: version) + [MCPSession.call(1, "modules")], in: directory.url)
            let result = try session.toolResult(1)
            let content = try #require(result["content"]?.array)
            let document = try #require(result["structuredContent"])
            #expect(content.count == blocks, "\(version)")
            #expect(
                content.dropFirst().first
                    == (blocks == 2 ? ["type": "text", "text": .string(document.text(pretty: true))] : nil))
        }
    }

    @Test func progressIsReportedWhenTheCallAsksForIt() throws {
        let directory = try TemporaryDirectory()
        let session = try MCPSession(
            MCPSession.handshake() + [
                #"{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"modules","_meta":{"progressToken":"p"}}}"#
            ], in: directory.url)
        // A call without modules to plan says that it started; `MCPCancellationTests` has the steps of one with.
        #expect(
            session.messages.dropFirst().map { $0["method"] } == ["notifications/progress", nil])
        #expect(
            session.messages.dropFirst().first?.text()
                == #"{"jsonrpc":"2.0","method":"notifications/progress","params":{"message":"running the tool modules","progress":0,"progressToken":"p"}}"#
        )
        #expect(try session.toolResult(1)["isError"] == false)
    }
}

/// The client's first root as the folder the tools work in.
@Suite struct MCPRootsTests {
    @Test func aClientOfferingRootsIsAskedAndTheCallWaitsForItsFirstRoot() throws {
        let directory = try TemporaryDirectory()
        let other = directory.url.appending(path: "Other")
        try FileManager.default.createDirectory(at: other, withIntermediateDirectories: true)
        let session = try MCPSession(
            [
                #"{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"protocolVersion":"2025-06-18","#
                    + #""capabilities":{"roots":{"listChanged":true}},"clientInfo":{"name":"tests","version":"1"}}}"#,
                #"{"jsonrpc":"2.0","method":"notifications/initialized"}"#,
                MCPSession.call(1, "module", #"{"names":["Search"],"params":{"ui":"none"}}"#),
                #"{"jsonrpc":"2.0","id":"viper-gen-roots-1","result":{"roots":[{"uri":"\#(other.absoluteString)"}]}}"#,
            ], in: directory.url)
        #expect(
            session.messages.dropFirst().first?.text()
                == #"{"id":"viper-gen-roots-1","jsonrpc":"2.0","method":"roots/list"}"#)
        #expect(try session.toolResult(1)["isError"] == false)
        #expect(FileManager.default.fileExists(atPath: other.appending(path: "Search/SearchPresenter.swift").path))
        #expect(!FileManager.default.fileExists(atPath: directory.url.appending(path: "Search").path))
    }

    @Test func rootGivenOnTheCommandLineIsKept() throws {
        let directory = try TemporaryDirectory()
        let session = try MCPSession(
            [
                #"{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"protocolVersion":"2025-06-18","#
                    + #""capabilities":{"roots":{}},"clientInfo":{"name":"tests","version":"1"}}}"#,
                #"{"jsonrpc":"2.0","method":"notifications/initialized"}"#,
                MCPSession.call(1, "module", #"{"names":["Search"],"params":{"ui":"none"}}"#),
            ], in: directory.url, arguments: ["--root", "Project"])
        #expect(session.status == 64)
        #expect(
            session.standardError
                == "viper-gen: error: --root \(directory.url.standardizedFileURL.path)/Project is not a folder; pass the "
                + "project's folder\n")
        try FileManager.default.createDirectory(
            at: directory.url.appending(path: "Project"), withIntermediateDirectories: true)
        let served = try MCPSession(
            [
                #"{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"protocolVersion":"2025-06-18","#
                    + #""capabilities":{"roots":{}},"clientInfo":{"name":"tests","version":"1"}}}"#,
                #"{"jsonrpc":"2.0","method":"notifications/initialized"}"#,
                MCPSession.call(1, "module", #"{"names":["Search"],"params":{"ui":"none"}}"#),
            ], in: directory.url, arguments: ["--root", "Project"])
        #expect(served.messages.map { $0["method"] } == [nil, nil], "no roots/list when --root is given")
        #expect(
            FileManager.default.fileExists(
                atPath: directory.url.appending(path: "Project/Search/SearchPresenter.swift").path))
    }
}
