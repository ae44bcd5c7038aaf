/// A JSON-RPC error the server answers a request with.
package struct MCPError: Error, Equatable {
    /// The JSON-RPC error codes the server uses.
    package enum Code: Int {
        case parseError = -32700
        case invalidRequest = -32600
        case methodNotFound = -32601
        case invalidParams = -32602
        /// A resource that does not exist (MCP's code for `resources/read`).
        case resourceNotFound = -32002
        /// A request's protocol version the server does not speak (2026-07-28).
        case unsupportedProtocolVersion = -32022
    }

    let code: Code
    /// One line: what is wrong and how to fix it.
    let message: String
    /// What the client can act on, when the code has it (the supported versions of -32022).
    let data: MCPValue?

    package init(_ code: Code, _ message: String, data: MCPValue? = nil) {
        self.code = code
        self.message = message
        self.data = data
    }

    /// The `error` member of the response.
    var value: MCPValue {
        var members: [String: MCPValue] = ["code": .number(Double(code.rawValue)), "message": .string(message)]
        members["data"] = data
        return .object(members)
    }
}
