import Dispatch

/// Text a tool call's console writes, collected for the result (the console's closures must be `Sendable`).
final class MCPTextBuffer: @unchecked Sendable {
    private let queue = DispatchQueue(label: "viper-gen.mcp.text")
    private var collected = ""

    /// Adds `text`.
    func append(_ text: String) {
        queue.sync { collected += text }
    }

    /// Everything added so far.
    var text: String {
        queue.sync { collected }
    }
}
