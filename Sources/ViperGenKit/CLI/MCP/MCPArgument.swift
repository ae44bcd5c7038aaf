/// One argument of an MCP tool: an option of the command, one of its positional words, or the subcommand.
struct MCPArgument: Sendable, Equatable {
    /// Where the argument goes on the command line.
    enum Kind: Sendable, Equatable {
        /// `--name` when `true`.
        case flag(option: String)
        /// `--name=VALUE`.
        case value(option: String)
        /// `--name=VALUE` once per item of an array.
        case values(option: String)
        /// `--name=KEY<separator>VALUE` once per member of an object (`--param ui=none`,
        /// `--custom_parameters key:value`).
        case assignments(option: String, separator: String)
        /// Positional words after the options: one string, or every item of an array.
        case positional(array: Bool)
        /// The command's first word (`templates show`), one of `choices`.
        case subcommand(choices: [String])
    }

    /// The argument's name in the tool's input: `testsOutput`.
    let name: String
    let kind: Kind
    let required: Bool
    /// What it is, for the schema (the option's help line).
    let description: String
    /// Its value names a file or folder, which must lie inside the server's root.
    let isPath: Bool
    /// The value it stands for when left out, where that is one word (`viper`): the schema's `default`.
    var defaultValue: String? = nil
}
