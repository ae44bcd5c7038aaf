import ViperGenMCP
import ViperGenSupport

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `viper-gen mcp`: serves the commands as tools to a coding agent, over the Model Context Protocol on stdio.
struct MCPCommand: Command {
    static let name = "mcp"
    static let synopsis = [
        CommandSynopsis(usage: "mcp [--root DIR]", summary: "Serve the commands as MCP tools to a coding agent (stdio)")
    ]
    static var help: String {
        """
        USAGE: viper-gen mcp [--root DIR]

        Runs a Model Context Protocol server on standard input and output (JSON-RPC 2.0, one message per line),
        for coding agents: register 'viper-gen mcp' as a stdio server in the agent's MCP configuration. It offers
        one tool per command (\(MCPToolTable.all.map(\.name).joined(separator: ", "))), whose arguments are
        the command's options in camelCase and whose results carry the command's --json document; the template sets
        and the lockfile are resources. Standard output carries protocol messages only; diagnostics go to standard
        error. Calls run one at a time, in the order they come, in process, with the same locks as the command line.

        The server works in --root, else the client's first root, else the current folder, and refuses any path
        argument outside it. Protocol versions: \(MCPServer.modernProtocolVersions.joined(separator: ", ")) (server/discover and an envelope on each
        request), \(MCPServer.protocolVersions.joined(separator: ", ")) (initialize).

        OPTIONS:
        \(HelpText.optionLines(MCPOptions.declarations))

        """
    }

    let context: CommandContext

    func run(_ options: MCPOptions) throws(Diagnostics) -> Int32 {
        let root = context.directory(options.root) ?? context.currentDirectory
        guard FileSystem.fileType(followingLinks: root.path) == .directory else {
            throw Diagnostics([Diagnostic(.usage, "--root \(root.path) is not a folder; pass the project's folder")])
        }
        let console = context.console
        console.error("viper-gen mcp: serving \(root.path) on standard input and output\n")
        MCPStdioTransport(readLine: console.readLine, output: console.output).run { send, isCancelled in
            let server = MCPServer(
                root: root, rootIsFixed: options.root != nil,
                provider: MCPCommandTools(environment: context.environment, diagnostics: console.error), send: send,
                isCancelled: isCancelled, diagnostics: console.error)
            server.awaitsCancellation = context.environment["VIPER_GEN_MCP_TEST_AWAIT_CANCEL"] != nil
            return server
        }
        return 0
    }
}

/// The options of `viper-gen mcp`.
struct MCPOptions: CommandOptions {
    /// None are taken.
    var positionals: [String] = []
    var root: String?
    var help = false

    static let declarations: [CommandOption<MCPOptions>] = [
        .path(
            "root", "DIR", help: "Folder to serve (default: the client's first root, else the current folder)", \.root),
        .flag("help", short: "h", help: "Show this help", \.help),
    ]
}
