import Foundation
import Testing
import ViperGenTestSupport

@testable import ViperGenKit
@testable import ViperGenMCP

/// Protocol 2026-07-28 through the real binary: `server/discover`, the envelope every request carries, and the
/// connection's era fixed by its first request.
@Suite struct MCPEnvelopeProtocolTests {
    /// A request of protocol `version` with the envelope in `_meta`; `capabilities` are the client's.
    static func request(
        _ id: Int, _ method: String, _ params: String = "", version: String = "2026-07-28",
        capabilities: String = "{}"
    ) -> String {
        let meta =
            #""_meta":{"io.modelcontextprotocol/protocolVersion":"\#(version)","#
            + #""io.modelcontextprotocol/clientCapabilities":\#(capabilities),"#
            + #""io.modelcontextprotocol/clientInfo":{"name":"tests","version":"1"}}"#
        return
            #"{"jsonrpc":"2.0","id":\#(id),"method":"\#(method)","params":{\#(params)\#(params.isEmpty ? "" : ",")\#(meta)}}"#
    }

    static let serverInfo =
        #""_meta":{"io.modelcontextprotocol/serverInfo":{"name":"viper-gen","title":"viper-gen","version":"\#(HelpText.version)"}}"#

    @Test func discoverAnswersTheVersionsCapabilitiesAndCacheHints() throws {
        let directory = try TemporaryDirectory()
        let session = try MCPSession([Self.request(1, "server/discover")], in: directory.url)
        #expect(session.status == 0)
        let instructions = try #require(try session.response(1)["result"]?["instructions"]?.string)
        #expect(
            session.messages.map { $0.text() } == [
                #"{"id":1,"jsonrpc":"2.0","result":{\#(Self.serverInfo),"cacheScope":"private","capabilities":{"resources":{"listChanged":false,"subscribe":false},"tools":{"listChanged":false}},"instructions":\#(MCPValue.string(instructions).text()),"resultType":"complete","supportedVersions":["2026-07-28"],"ttlMs":0}}"#
            ])
    }

    @Test func everyRequestCarriesItsEnvelopeAndTheHandshakeIsRefused() throws {
        let directory = try TemporaryDirectory()
        let session = try MCPSession(
            [
                Self.request(1, "server/discover"),
                Self.request(2, "tools/call", #""name":"modules""#),
                Self.request(3, "ping"),
                Self.request(4, "tools/list", version: "2027-01-01"),
                #"{"jsonrpc":"2.0","id":5,"method":"tools/list"}"#,
                #"{"jsonrpc":"2.0","id":6,"method":"tools/list","params":{"_meta":{"io.modelcontextprotocol/protocolVersion":"2026-07-28"}}}"#,
                MCPSession.handshake()[0],
            ], in: directory.url)
        let call = try session.toolResult(2)
        #expect(call["resultType"] == "complete")
        #expect(call["isError"] == false)
        #expect(call["ttlMs"] == nil, "a tool call is not cacheable")
        #expect(call["_meta"]?["io.modelcontextprotocol/serverInfo"]?["name"] == "viper-gen")
        #expect(
            session.messages.dropFirst(2).map { $0.text() } == [
                #"{"error":{"code":-32601,"message":"unknown method 'ping' in protocol 2026-07-28; viper-gen mcp answers server/discover, tools/list, tools/call, resources/list, resources/templates/list, resources/read"},"id":3,"jsonrpc":"2.0"}"#,
                #"{"error":{"code":-32022,"data":{"requested":"2027-01-01","supported":["2026-07-28"]},"message":"protocol version '2027-01-01' is not supported; viper-gen mcp speaks 2026-07-28 with the envelope, and 2025-11-25, 2025-06-18, 2025-03-26, 2024-11-05 after initialize on a new connection"},"id":4,"jsonrpc":"2.0"}"#,
                #"{"error":{"code":-32602,"message":"params._meta of tools/list must be an object carrying 'io.modelcontextprotocol/protocolVersion' and 'io.modelcontextprotocol/clientCapabilities', as every request of protocol 2026-07-28 does"},"id":5,"jsonrpc":"2.0"}"#,
                #"{"error":{"code":-32602,"message":"params._meta of tools/list lacks 'io.modelcontextprotocol/clientCapabilities'; every request of protocol 2026-07-28 carries 'io.modelcontextprotocol/protocolVersion' and 'io.modelcontextprotocol/clientCapabilities'"},"id":6,"jsonrpc":"2.0"}"#,
                #"{"error":{"code":-32022,"data":{"requested":"2025-11-25","supported":["2026-07-28"]},"message":"this connection speaks 2026-07-28, which has no initialize handshake (it began with a request carrying the envelope); open a new connection that begins with initialize"},"id":0,"jsonrpc":"2.0"}"#,
            ])
    }

    @Test func aHandshakeConnectionKeepsItsEraAndAnswersDiscoverAsBefore() throws {
        let directory = try TemporaryDirectory()
        let session = try MCPSession(
            MCPSession.handshake() + [
                #"{"jsonrpc":"2.0","id":1,"method":"server/discover"}"#, Self.request(2, "tools/list"),
                #"{"jsonrpc":"2.0","id":3,"method":"ping"}"#,
            ], in: directory.url)
        #expect(try session.response(0)["result"]?["protocolVersion"] == "2025-11-25")
        #expect(
            session.messages.dropFirst().map { $0.text() } == [
                #"{"error":{"code":-32601,"message":"unknown method 'server/discover'; viper-gen mcp answers initialize, ping, tools/list, tools/call, resources/list, resources/templates/list, resources/read"},"id":1,"jsonrpc":"2.0"}"#,
                #"{"error":{"code":-32600,"message":"this connection speaks the initialize handshake (it began with one); a request carrying the 2026-07-28 envelope needs a new connection that begins with server/discover"},"id":2,"jsonrpc":"2.0"}"#,
                #"{"id":3,"jsonrpc":"2.0","result":{}}"#,
            ])
    }

    @Test func aClientOfferingRootsIsAskedWithInputRequiredAndItsFirstRootIsUsed() throws {
        let directory = try TemporaryDirectory()
        let other = directory.url.appending(path: "Other")
        try FileManager.default.createDirectory(at: other, withIntermediateDirectories: true)
        let arguments = #""name":"module","arguments":{"names":["Search"],"params":{"ui":"none"}}"#
        let roots = #""inputResponses":{"roots":{"roots":[{"uri":"\#(other.absoluteString)"}]}}"#
        let session = try MCPSession(
            [
                Self.request(1, "tools/call", arguments, capabilities: #"{"roots":{"listChanged":true}}"#),
                Self.request(2, "tools/call", arguments + "," + roots, capabilities: #"{"roots":{}}"#),
            ], in: directory.url)
        #expect(
            session.messages.first?.text()
                == #"{"id":1,"jsonrpc":"2.0","result":{\#(Self.serverInfo),"inputRequests":{"roots":{"method":"roots/list"}},"resultType":"input_required"}}"#
        )
        #expect(try session.toolResult(2)["isError"] == false)
        #expect(FileManager.default.fileExists(atPath: other.appending(path: "Search/SearchPresenter.swift").path))
        #expect(!FileManager.default.fileExists(atPath: directory.url.appending(path: "Search").path))
        #expect(
            session.standardError.contains(
                "viper-gen mcp: working in \(other.standardizedFileURL.path), the client's first root\n"))
    }
}
