import ViperGenEngine

/// `tools/list` and `tools/call`.
extension MCPServer {
    /// A context in the root whose console prints nothing: for reading the config and the template sets.
    var quietContext: CommandContext {
        CommandContext(
            environment: environment, currentDirectory: root,
            console: Console(output: { _ in }, error: { _ in }, usesColor: false))
    }

    /// The template sets found in the root (its config's folders, `templates/`, the built-in sets).
    var templateSets: [TemplateSetReference] {
        let context = quietContext
        let config = (try? context.projectConfig(path: nil)) ?? nil
        return TemplateSetReference.all(in: context.templateLibrary(templateDirectories: [], config: config))
    }

    /// Every tool's entry in `tools/list`.
    func toolDefinitions() -> [MCPValue] {
        let sets = templateSets
        return MCPToolTable.all.map { $0.definition(templateSets: sets) }
    }

    /// Runs the tool `params.name` with `params.arguments`; progress goes to `params._meta.progressToken` when given.
    /// - Throws: `MCPError` (invalid params) for a call without a known tool name or with arguments that are not an
    ///   object; problems with the arguments themselves are tool results with `isError`.
    func callTool(_ params: MCPValue, id: MCPValue) throws(MCPError) -> MCPValue {
        guard let name = params["name"]?.string else {
            throw MCPError(.invalidParams, "tools/call needs 'name', the name of a tool from tools/list")
        }
        guard let tool = MCPToolTable.tool(named: name) else {
            let names = MCPToolTable.all.map(\.name)
            let suggestion = nearestName(to: name, in: names).map { "did you mean '\($0)'? " } ?? ""
            throw MCPError(
                .invalidParams, "unknown tool '\(name)'; \(suggestion)the tools are \(names.joined(separator: ", "))")
        }
        let arguments = params["arguments"] ?? .object([:])
        guard let members = arguments.object else {
            throw MCPError(.invalidParams, "'arguments' of tools/call must be an object, not \(arguments.typeName)")
        }
        let token = params["_meta"]?["progressToken"]
        progress(token, 0, "running viper-gen \(tool.command)")
        let result = MCPToolCall(tool: tool, root: root, environment: environment, diagnostics: diagnostics)
            .run(members)
        progress(token, 1, result.isError ? "failed" : "done")
        return result.value(protocolVersion: protocolVersion)
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
}
