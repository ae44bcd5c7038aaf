/// One command as help, completions, the man page and `help --json` describe it, read from `CommandList.all` and the
/// command's option declarations, so that none of them can drift from what the scanner parses.
struct CommandReference: Encodable, Equatable, Sendable {
    /// One option of a command, from its `CommandOption` declaration.
    struct Option: Encodable, Equatable, Sendable {
        /// The long name without dashes: `output`.
        let name: String
        /// The one-letter short name, if any: `o`.
        let short: String?
        /// The placeholder for its value (`DIR`), or `nil` for a flag.
        let value: String?
        /// May be given more than once.
        let repeatable: Bool
        /// Its line in the help.
        let help: String

        /// Every spelling: `--output`, `-o`.
        var spellings: [String] { ["--" + name] + (short.map { ["-" + $0] } ?? []) }

        /// The option names the template set (`--template NAME`).
        var takesTemplateName: Bool { name == "template" && value == "NAME" }
        /// The option sets a template parameter (`--param KEY=VALUE`).
        var takesParameter: Bool { name == "param" }
        /// The option takes a folder.
        var takesDirectory: Bool { value == "DIR" }
        /// The option takes a file or folder path.
        var takesPath: Bool { value == "PATH" }
    }

    /// What is typed after `viper-gen`.
    let name: String
    /// Other accepted spellings.
    let aliases: [String]
    /// The words it takes as its first argument (`templates show`).
    let subcommands: [String]
    /// Its usage lines: what follows `viper-gen`.
    let usage: [String]
    /// One line of what it does.
    let summary: String
    /// Its options, in the order help lists them.
    let options: [Option]

    /// Every spelling of the command.
    var spellings: [String] { [name] + aliases }
}

extension Command {
    /// The command's reference, from its declarations.
    static var reference: CommandReference {
        CommandReference(
            name: name, aliases: aliases, subcommands: subcommands, usage: synopsis.map(\.usage),
            summary: synopsis.first?.summary ?? "",
            options: Options.declarations.map { option in
                CommandReference.Option(
                    name: option.name, short: option.short.map(String.init), value: option.valueName,
                    repeatable: option.repeatable, help: option.help)
            })
    }
}

extension CommandReference {
    /// Every command of `CommandList.all`, then `help` (which dispatch handles itself), in the main help's order.
    static var all: [CommandReference] {
        CommandList.all.map { $0.reference } + [help]
    }

    /// `viper-gen help [COMMAND] [--man | --json]`.
    static let help = CommandReference(
        name: "help", aliases: [], subcommands: [], usage: ["help [COMMAND] [--man | --json]"],
        summary: "Show help for a command, the manual page (--man) or every command as JSON (--json)",
        options: [
            Option(name: "man", short: nil, value: nil, repeatable: false, help: "Print the manual page (roff)"),
            Option(
                name: "json", short: nil, value: nil, repeatable: false,
                help: "Print every command, option and template parameter as JSON"),
        ])

    /// The options `viper-gen` takes without a command.
    static let globalOptions = [
        Option(name: "help", short: "h", value: nil, repeatable: false, help: "Show the main help"),
        Option(name: "version", short: nil, value: nil, repeatable: false, help: "Show the version and commit"),
    ]
}
