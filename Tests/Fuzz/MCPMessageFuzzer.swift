import Foundation

/// libFuzzer entry point for the MCP server's reading of messages: the input's lines go through the inbox that hands
/// them from the reading thread to the server (they must come out in order, the end of input last), then each is
/// handled by a server whose provider has no tools and no resources. Every message the server sends must write as
/// JSON that reads back to the same value, and an answer to a request whose id is a number must carry that id spelled
/// exactly as the request spelled it (or `null`, for a refused request).
///
/// Answers with errors are valid outcomes; crashes, hangs, memory errors and an answer that misstates its id (a trap)
/// are findings.
@_cdecl("LLVMFuzzerTestOneInput")
public func mcpMessageFuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        .map(String.init)
    let inbox = MCPInbox()
    for line in lines { inbox.push(line) }
    inbox.push(nil)
    var handedOut: [String] = []
    while let line = inbox.next() { handedOut.append(line) }
    precondition(handedOut == lines, "the inbox handed out other lines, or in another order")

    let outbox = MCPFuzzOutbox()
    let server = MCPServer(
        root: URL(fileURLWithPath: "/nonexistent-fuzz-root"), rootIsFixed: true, provider: MCPFuzzProvider(),
        send: { outbox.sent.append($0) }, diagnostics: { _ in })
    for line in handedOut {
        outbox.sent.removeAll()
        server.handle(line: line)
        let spelling = (try? MCPValue.parseMessage(line))?.idSpelling
        for message in outbox.sent {
            let text = message.text()
            guard let reread = try? MCPValue.parse(text) else { fatalError("the server sent text that is not JSON") }
            precondition(reread == message, "a message does not read back as sent: \(text)")
            guard message["method"] == nil, let id = message["id"], id != .null, let spelling else { continue }
            precondition(id.text() == spelling, "the answer's id \(id.text()) is not the request's \(spelling)")
        }
    }
    return 0
}

/// What the fuzzed server sends.
final class MCPFuzzOutbox {
    var sent: [MCPValue] = []
}

/// A provider without tools or resources: the harness fuzzes the protocol, not the commands.
struct MCPFuzzProvider: MCPToolProvider {
    var version: String { "0.0.0" }
    var instructions: String { "fuzzing" }
    func toolDefinitions(root: URL) -> [MCPValue] { [] }
    func callTool(
        _ name: String, arguments: [String: MCPValue], root: URL, protocolVersion: String, progress: ModuleProgress
    ) throws(MCPError) -> MCPValue {
        throw MCPError(.invalidParams, "no tool '\(name)'")
    }
    func resources(root: URL) -> [MCPResource] { [] }
}
