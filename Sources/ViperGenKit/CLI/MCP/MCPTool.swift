import ViperGenMCP

/// One tool the MCP server offers: a command of `CommandList.all` (or one group of its subcommands), with the
/// arguments derived from the command's option declarations and usage line.
struct MCPTool: Sendable, Equatable {
    /// The tool's name: the command's (`module`), or the subcommand's for a split command (`lint`).
    let name: String
    /// The command it runs: `templates` for `lint`.
    let command: String
    /// What it does, for the agent: the command's summary and the first paragraph of its help.
    let description: String
    /// Its arguments, options first, in the order help lists them.
    let arguments: [MCPArgument]
    /// The command declares `--json`: a call adds it, and the document printed is the result's `structuredContent`.
    let printsJSON: Bool
    /// The JSON Schemas of the documents its command prints with `--json` (`Command.reportSchemas`).
    let reportSchemas: [MCPValue]
    /// The command declares `--dry-run`: it writes, and its description recommends a dry run first.
    let writes: Bool

    /// The argument called `name`, if any.
    func argument(named name: String) -> MCPArgument? {
        arguments.first { $0.name == name }
    }
}
