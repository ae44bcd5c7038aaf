/// A word after a command that is not an option, declared once: its placeholder in usage lines, whether it must be
/// given, whether it repeats and whether it names a file or folder. `viper-gen mcp` derives the tool's argument
/// from it; help prints its own text.
struct CommandPositional: Sendable, Equatable {
    /// Its placeholder: `NAME`, or alternatives joined by `|` (`NAME|PATH`).
    let word: String
    /// It must be given.
    var required = true
    /// It may be given more than once (`NAME [NAME...]`).
    var repeated = false
    /// It may name a file or folder, which an MCP call must keep inside the server's root.
    var takesPath = false

    /// As a usage line writes it: `NAME`, `[NAME|PATH]`.
    var usage: String { required ? word : "[\(word)]" }

    /// The tool argument's name: the first alternative in lower case (`name`), plural when it repeats (`names`).
    var argumentName: String {
        let name = (word.split(separator: "|").first.map(String.init) ?? word).lowercased()
        return repeated ? name + "s" : name
    }
}

/// One subcommand of a command (`templates show NAME`), declared once: its name, the word it takes and what it
/// does. The command's help lists its usage lines from these; `viper-gen mcp` derives the tool's arguments from
/// them.
struct CommandSubcommand: Sendable {
    /// The first word after the command: `show`.
    let name: String
    /// The word it takes after its name, if any.
    var operand: CommandPositional? = nil
    /// One line of what it does.
    let summary: String
    /// It runs when no subcommand is given (`templates` is `templates list`); usage lines bracket it.
    var isDefault = false

    /// What follows the command in its usage line: `show NAME`, `[list]`.
    var usage: String { (isDefault ? "[\(name)]" : name) + (operand.map { " " + $0.usage } ?? "") }
}
