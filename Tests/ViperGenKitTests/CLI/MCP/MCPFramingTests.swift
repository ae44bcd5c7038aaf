import Foundation
import Testing
import ViperGenTestSupport

@testable import ViperGenKit
@testable import ViperGenMCP

/// Issue 50: requests pipelined in one write are all answered, in order (the inbox handed lines out with
/// `removeFirst`, which made 400,000 pings take 77 s); and an answer carries its request's id exactly as sent, or the
/// request is refused (9007199254740993 came back as 9007199254740992, 1e400 as `null`).
@Suite struct MCPFramingTests {
    @Test func manyPipelinedRequestsAreAllAnsweredInOrder() throws {
        let directory = try TemporaryDirectory()
        let count = 20_000
        let pings = (1...count).map { #"{"jsonrpc":"2.0","id":\#($0),"method":"ping"}"# }
        let session = try MCPSession(MCPSession.handshake() + pings, in: directory.url)
        #expect(session.status == 0)
        let answers = session.messages.dropFirst().map { $0.text() }
        #expect(answers.count == count)
        #expect(answers == (1...count).map { #"{"id":\#($0),"jsonrpc":"2.0","result":{}}"# })
    }

    /// The inbox hands out every line in order however many are waiting, and the end of input after them.
    @Test func theInboxHandsOutLinesInOrderAcrossItsCompactions() {
        let inbox = MCPInbox()
        var taken: [String?] = []
        for round in 0..<3 {
            for index in 0..<2_500 { inbox.push("\(round)-\(index)") }
            for _ in 0..<2_000 { taken.append(inbox.next()) }
        }
        inbox.push(nil)
        while let line = inbox.next() { taken.append(line) }
        #expect(taken == (0..<3).flatMap { round in (0..<2_500).map { "\(round)-\($0)" } })
        inbox.push("after")
        #expect(inbox.next() == "after")
    }

    @Test func anIdIsAnsweredExactlyAsSentOrRefused() throws {
        let directory = try TemporaryDirectory()
        let ids = [
            "9007199254740993", "1e400", "9007199254740992", "1.0", "1e2", "-0", "9007199254740991",
            "-9007199254740991", "0", "\"9007199254740993\"",
        ]
        let input = MCPSession.handshake() + ids.map { #"{"jsonrpc":"2.0","id":\#($0),"method":"ping"}"# }
        let result = try runViperGen(["mcp"], in: directory.url, input: input.map { $0 + "\n" }.joined())
        // The bytes as written, not parsed again: a parsed id would hide a rounding.
        let lines = result.standardOutput.split(separator: "\n").dropFirst().map(String.init)
        let refusal = { (number: String) in
            #"{"error":{"code":-32600,"message":"'id' must be a string, or an integer from -9007199254740991 to "#
                + #"9007199254740991 written without a fraction or exponent (an answer carries its id exactly as "#
                + #"sent), not the number \#(number); send such an id as a string"},"id":null,"jsonrpc":"2.0"}"#
        }
        #expect(
            lines == [
                refusal("9007199254740993"), refusal("1e400"), refusal("9007199254740992"), refusal("1.0"),
                refusal("1e2"), refusal("-0"),
                #"{"id":9007199254740991,"jsonrpc":"2.0","result":{}}"#,
                #"{"id":-9007199254740991,"jsonrpc":"2.0","result":{}}"#,
                #"{"id":0,"jsonrpc":"2.0","result":{}}"#,
                #"{"id":"9007199254740993","jsonrpc":"2.0","result":{}}"#,
            ])
    }
}
