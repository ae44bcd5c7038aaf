import ViperGenMCP
import ViperGenSupport

/// One `viper-gen` command: how it is spelled, described and run.
///
/// Every command is listed once in `CommandList.all`; dispatch, `viper-gen help COMMAND`, the suggestion for a
/// misspelled command and the main help's usage lines all come from that list, so a new command is one type and one
/// line there.
protocol Command {
    /// The command's typed options, filled by `ArgumentScanner`.
    associatedtype Options: CommandOptions

    /// What is typed after `viper-gen`: `module`.
    static var name: String { get }
    /// Other accepted spellings (`template` for `templates`).
    static var aliases: [String] { get }
    /// The words a command takes as its first argument, if it has subcommands (`templates show`).
    static var subcommands: [String] { get }
    /// Its subcommands with the word each takes and what each does (`subcommands` are their names by default).
    static var subcommandDeclarations: [CommandSubcommand] { get }
    /// The words it takes that are not options, in order (`module NAME [NAME...]`).
    static var positionals: [CommandPositional] { get }
    /// What it does, in a paragraph (with the help page's line breaks): the help page's first paragraph and the
    /// MCP tool's description; empty when the help page opens otherwise.
    static var overview: String { get }
    /// The main help's lines for this command: what to type after `viper-gen`, and one line of what it does.
    static var synopsis: [CommandSynopsis] { get }
    /// The whole page of `viper-gen help COMMAND` and `viper-gen COMMAND --help`.
    static var help: String { get }

    /// The JSON Schemas of the documents `--json` prints for `subcommands` (for every subcommand when empty); none
    /// for a command without `--json`. Each tool of `viper-gen mcp` builds its `outputSchema` from them.
    static func reportSchemas(subcommands: [String]) -> [MCPValue]

    /// A command that runs in `context`.
    init(context: CommandContext)

    /// Runs the command with its parsed options (help was handled before).
    /// - Returns: The exit code.
    /// - Throws: `Diagnostics` with every problem found.
    func run(_ options: Options) throws(Diagnostics) -> Int32
}

/// One usage line of the main help: `module NAME [NAME...] [options]` and what it does.
struct CommandSynopsis: Sendable {
    /// What follows `viper-gen`.
    let usage: String
    /// One line of what it does.
    let summary: String
}

extension Command {
    static var aliases: [String] { [] }
    static var subcommands: [String] { subcommandDeclarations.map(\.name) }
    static var subcommandDeclarations: [CommandSubcommand] { [] }
    static var positionals: [CommandPositional] { [] }
    static var overview: String { "" }
    static func reportSchemas(subcommands: [String]) -> [MCPValue] { [] }

    /// Whether `arguments` ask this command for JSON: it declares `--json`, and `--json` comes before any `--` (the
    /// scanner never takes a word starting with `-` as an option's value). Such a run prints its errors as JSON too.
    static func requestsJSON(_ arguments: [String]) -> Bool {
        Options.declarations.contains { $0.name == "json" && $0.valueName == nil }
            && arguments.prefix { $0 != "--" }.contains("--json")
    }

    /// Every spelling of the command.
    static var spellings: [String] { [name] + aliases }

    /// Parses `arguments` and runs the command; `--help` prints the command's help instead.
    /// - Returns: The exit code.
    /// - Throws: `Diagnostics` with every problem found.
    static func run(_ arguments: [String], context: CommandContext) throws(Diagnostics) -> Int32 {
        let options = try ArgumentScanner<Options>(command: name).parse(arguments)
        if options.help {
            context.console.output(help)
            return 0
        }
        return try Self(context: context).run(options)
    }
}
