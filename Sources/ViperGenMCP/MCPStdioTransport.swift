import Dispatch

/// Runs an `MCPServer` over standard input and output: one JSON-RPC message per line each way. A thread reads the
/// lines, noting cancellations at once; the server handles them one at a time. Standard output carries protocol
/// messages only; diagnostics go to standard error.
package struct MCPStdioTransport {
    /// Reads one line of standard input without its line break; `nil` at the end.
    let readLine: @Sendable () -> String?
    /// Writes to standard output.
    let output: (String) -> Void

    package init(readLine: @escaping @Sendable () -> String?, output: @escaping (String) -> Void) {
        self.readLine = readLine
        self.output = output
    }

    /// Serves until standard input ends.
    /// - Parameters:
    ///   - makeServer: The server, given the function that writes a message and the one that tells whether the client
    ///     cancelled a request.
    package func run(
        _ makeServer: (_ send: @escaping (MCPValue) -> Void, _ isCancelled: @escaping (MCPValue) -> Bool) -> MCPServer
    ) {
        let inbox = MCPInbox()
        let readLine = readLine
        DispatchQueue(label: "viper-gen.mcp.reader").async {
            while let line = readLine() {
                // A cancellation is noted when it is read, even while the request it names is running.
                if line.contains("notifications/cancelled"), let message = try? MCPValue.parse(line),
                    message["method"] == "notifications/cancelled", let id = message["params"]?["requestId"]
                {
                    inbox.cancel(id)
                }
                inbox.push(line)
            }
            inbox.push(nil)
        }
        let output = output
        let server = makeServer(
            { message in
                // The response to a cancelled request is not sent (the specification's rule for the receiver).
                if message["method"] == nil, let id = message["id"], inbox.isCancelled(id) { return }
                output(message.text() + "\n")
            }, inbox.isCancelled)
        while let line = inbox.next() {
            if let id = Self.requestID(line), inbox.isCancelled(id) { continue }
            server.handle(line: line)
        }
    }

    /// The id of a request line, cheaply, if it has one.
    private static func requestID(_ line: String) -> MCPValue? {
        guard let message = try? MCPValue.parse(line), message["method"] != nil else { return nil }
        return message["id"]
    }
}
