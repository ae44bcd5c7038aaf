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
    }

    let code: Code
    /// One line: what is wrong and how to fix it.
    let message: String

    package init(_ code: Code, _ message: String) {
        self.code = code
        self.message = message
    }

    /// The `error` member of the response.
    var value: MCPValue {
        ["code": .number(Double(code.rawValue)), "message": .string(message)]
    }
}
