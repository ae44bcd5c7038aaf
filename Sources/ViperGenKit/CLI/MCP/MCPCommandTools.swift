import ViperGenEngine
import ViperGenMCP
import ViperGenSupport

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The tools and resources of `viper-gen mcp`, over the command table: one tool per command (`MCPToolTable`), run in
/// process in the server's root.
struct MCPCommandTools: MCPToolProvider {
    let environment: [String: String]
    /// Where diagnostics go (the server's standard error).
    let diagnostics: @Sendable (String) -> Void

    var version: String { HelpText.version }

    let instructions = """
        viper-gen generates VIPER modules (and edits the Xcode project or Package.swift) from the project's template \
        sets, and keeps them current. Every writing tool takes dryRun: call it with dryRun: true first, read the \
        plan, then call it again without. Writes are all-or-nothing and never replace a file without force. Paths \
        are relative to the project folder the server serves, and must stay inside it. Read the template sets and \
        the lockfile as resources to see what a module will look like before generating it.
        """

    /// A context in `root`, serving it, whose console prints nothing: for reading the config and the template sets.
    func quietContext(_ root: URL) -> CommandContext {
        CommandContext(
            environment: environment, currentDirectory: root,
            console: Console(output: { _ in }, error: { _ in }, usesColor: false), servedRoot: root)
    }

    /// The template sets found in `root` (its config's folders, `templates/`, the built-in sets).
    func templateSets(_ root: URL) -> [TemplateSetReference] {
        let context = quietContext(root)
        let config = (try? context.projectConfig(path: nil)) ?? nil
        return TemplateSetReference.all(in: context.templateLibrary(templateDirectories: [], config: config))
    }

    func toolDefinitions(root: URL) -> [MCPValue] {
        let sets = templateSets(root)
        return MCPToolTable.all.map { $0.definition(templateSets: sets) }
    }

    func callTool(
        _ name: String, arguments: [String: MCPValue], root: URL, protocolVersion: String, progress: ModuleProgress
    ) throws(MCPError) -> MCPValue {
        guard let tool = MCPToolTable.tool(named: name) else {
            let names = MCPToolTable.all.map(\.name)
            let suggestion = nearestName(to: name, in: names).map { "did you mean '\($0)'? " } ?? ""
            throw MCPError(
                .invalidParams, "unknown tool '\(name)'; \(suggestion)the tools are \(names.joined(separator: ", "))")
        }
        var call = MCPToolCall(tool: tool, root: root, environment: environment, diagnostics: diagnostics)
        call.progress = progress
        return call.run(arguments).value(protocolVersion: protocolVersion)
    }
}
