import Dispatch
import ViperGenSupport

/// `tools/call` and `resources/read`: the request's parameters checked, then handed to the provider.
extension MCPServer {
    /// Runs the tool `params.name` with `params.arguments` for the request `id`. With `params._meta.progressToken`,
    /// progress goes there: 0 when the call starts, then k of N after each of its N modules is planned (`update`,
    /// `module` with several names). A cancelled call stops after the module it is planning, before anything is
    /// written; the transport then drops its response.
    /// - Throws: `MCPError` (invalid params) for a call without a tool name, with arguments that are not an object,
    ///   or naming no tool; problems with the arguments themselves are tool results with `isError`.
    func callTool(_ params: MCPValue, id: MCPValue) throws(MCPError) -> MCPValue {
        guard let name = params["name"]?.string else {
            throw MCPError(.invalidParams, "tools/call needs 'name', the name of a tool from tools/list")
        }
        let arguments = params["arguments"] ?? .object([:])
        guard let members = arguments.object else {
            throw MCPError(.invalidParams, "'arguments' of tools/call must be an object, not \(arguments.typeName)")
        }
        let token = params["_meta"]?["progressToken"]
        progress(token, 0, total: nil, "running the tool \(name)")
        let modules = ModuleProgress { [self] planned, total, module throws(Diagnostics) in
            progress(token, planned, total: total, "planned \(module) (\(planned) of \(total))")
            if awaitsCancellation, planned == 1 { awaitCancellation(of: id) }
            guard isCancelled(id) else { return }
            throw Diagnostics([
                Diagnostic(
                    .usage,
                    "the client cancelled request \(id.text()) after \(planned) of \(total) modules were planned; "
                        + "stopped, nothing was written")
            ])
        }
        return try provider.callTool(
            name, arguments: members, root: root, protocolVersion: protocolVersion, progress: modules)
    }

    /// Sends `notifications/progress` when the client asked for progress.
    private func progress(_ token: MCPValue?, _ done: Int, total: Int?, _ message: String) {
        guard let token else { return }
        var params: MCPValue = ["progressToken": token, "progress": .number(Double(done)), "message": .string(message)]
        if let total, case .object(var members) = params {
            members["total"] = .number(Double(total))
            params = .object(members)
        }
        send(["jsonrpc": "2.0", "method": "notifications/progress", "params": params])
    }

    /// The test hook `awaitsCancellation`: waits until the client cancelled `id`, or ten seconds passed.
    private func awaitCancellation(of id: MCPValue) {
        for _ in 0..<2000 where !isCancelled(id) {
            _ = DispatchSemaphore(value: 0).wait(timeout: .now() + .milliseconds(5))
        }
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
