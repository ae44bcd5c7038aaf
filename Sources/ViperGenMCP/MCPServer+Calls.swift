/// `tools/call` and `resources/read`: the request's parameters checked, then handed to the provider.
extension MCPServer {
    /// Runs the tool `params.name` with `params.arguments`; progress goes to `params._meta.progressToken` when given.
    /// - Throws: `MCPError` (invalid params) for a call without a tool name, with arguments that are not an object,
    ///   or naming no tool; problems with the arguments themselves are tool results with `isError`.
    func callTool(_ params: MCPValue) throws(MCPError) -> MCPValue {
        guard let name = params["name"]?.string else {
            throw MCPError(.invalidParams, "tools/call needs 'name', the name of a tool from tools/list")
        }
        let arguments = params["arguments"] ?? .object([:])
        guard let members = arguments.object else {
            throw MCPError(.invalidParams, "'arguments' of tools/call must be an object, not \(arguments.typeName)")
        }
        let token = params["_meta"]?["progressToken"]
        progress(token, 0, "running the tool \(name)")
        let result = try provider.callTool(
            name, arguments: members, root: root, protocolVersion: protocolVersion)
        progress(token, 1, result["isError"] == true ? "failed" : "done")
        return result
    }

    /// Sends `notifications/progress` (one step of one) when the client asked for progress.
    private func progress(_ token: MCPValue?, _ done: Int, _ message: String) {
        guard let token else { return }
        send([
            "jsonrpc": "2.0", "method": "notifications/progress",
            "params": [
                "progressToken": token, "progress": .number(Double(done)), "total": 1, "message": .string(message),
            ],
        ])
    }

    /// The contents of the resource `params.uri`.
    /// - Throws: `MCPError`: invalid params without a `uri`, resource not found for an unknown one.
    func readResource(_ params: MCPValue) throws(MCPError) -> MCPValue {
        guard let uri = params["uri"]?.string else {
            throw MCPError(.invalidParams, "resources/read needs 'uri', a uri from resources/list")
        }
        guard let resource = provider.resources(root: root).first(where: { $0.uri == uri }) else {
            throw MCPError(.resourceNotFound, "no resource \(uri); resources/list names them")
        }
        let text = try resource.read()
        return ["contents": [["uri": .string(uri), "mimeType": .string(resource.mimeType), "text": .string(text)]]]
    }
}
