import Foundation
import Testing
import ViperGenTestSupport

@testable import ViperGenKit
@testable import ViperGenMCP

/// One run of the real `viper-gen mcp`: the messages written to its standard input (which then ends), and what it
/// printed.
struct MCPSession {
    let status: Int32
    /// Every line of standard output, parsed: the server's messages, in order.
    let messages: [MCPValue]
    let standardError: String

    /// Runs `viper-gen mcp` in `directory` with `messages`, one per line, then the end of input.
    init(_ messages: [String], in directory: URL, arguments: [String] = []) throws {
        let result = try runViperGen(
            ["mcp"] + arguments, in: directory, input: messages.map { $0 + "\n" }.joined())
        status = result.status
        standardError = result.standardError
        self.messages = try result.standardOutput.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.isEmpty }.map { try MCPValue.parse(String($0)) }
        #expect(result.standardOutput.hasSuffix("\n") || result.standardOutput.isEmpty)
    }

    /// The response to the request `id`.
    func response(_ id: Int) throws -> MCPValue {
        try #require(messages.first { $0["id"] == .number(Double(id)) }, "no response to \(id) in \(messages)")
    }

    /// The result of the tool call `id`.
    func toolResult(_ id: Int) throws -> MCPValue {
        let response = try response(id)
        return try #require(response["result"], "no result for \(id): \(response.text())")
    }

    /// `initialize` with `version`, then `notifications/initialized`.
    static func handshake(version: String = "2025-11-25") -> [String] {
        [
            #"{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"protocolVersion":"\#(version)","#
                + #""capabilities":{},"clientInfo":{"name":"tests","version":"1"}}}"#,
            #"{"jsonrpc":"2.0","method":"notifications/initialized"}"#,
        ]
    }

    /// A `tools/call` request of `tool` with `arguments` (JSON).
    static func call(_ id: Int, _ tool: String, _ arguments: String = "{}") -> String {
        #"{"jsonrpc":"2.0","id":\#(id),"method":"tools/call","params":{"name":"\#(tool)","arguments":\#(arguments)}}"#
    }
}

/// Runs the real binary with `input` on standard input.
func runViperGen(_ arguments: [String], in directory: URL, input: String) throws -> ProcessResult {
    try runProcess(
        viperGenExecutable, arguments, in: directory, environment: ["SOURCE_DATE_EPOCH": "1795348800"], input: input)
}
