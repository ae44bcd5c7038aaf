import Dispatch

/// The lines read from standard input, handed from the reading thread to the server in order, and the requests the
/// client cancelled meanwhile (noted as they are read, so that a cancellation arriving during a long call counts).
final class MCPInbox: @unchecked Sendable {
    private let queue = DispatchQueue(label: "viper-gen.mcp.inbox")
    private let available = DispatchSemaphore(value: 0)
    /// `nil` marks the end of input.
    private var lines: [String?] = []
    /// The ids (as JSON text) of cancelled requests.
    private var cancelled: Set<String> = []

    /// Adds a line, or the end of input (`nil`).
    func push(_ line: String?) {
        queue.sync { lines.append(line) }
        available.signal()
    }

    /// The next line, waiting for it; `nil` at the end of input.
    func next() -> String? {
        available.wait()
        return queue.sync { lines.removeFirst() }
    }

    /// Notes that the request `id` was cancelled.
    func cancel(_ id: MCPValue) {
        _ = queue.sync { cancelled.insert(id.text()) }
    }

    /// Whether the request `id` was cancelled.
    func isCancelled(_ id: MCPValue) -> Bool {
        queue.sync { cancelled.contains(id.text()) }
    }
}
