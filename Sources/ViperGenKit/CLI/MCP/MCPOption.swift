/// One option of a command as the MCP server sees it: the `CommandOption` declaration without its typed storage, so
/// that options of every command can be turned into tool arguments alike.
struct MCPOption: Sendable, Equatable {
    /// The long name without dashes: `tests-output`.
    let name: String
    /// The placeholder for its value (`DIR`), or `nil` for a flag.
    let valueName: String?
    /// May be given more than once.
    let repeatable: Bool
    /// Takes `key:value` words (`gen --custom_parameters`).
    let takesWords: Bool
    /// Its line in the help: the tool argument's description.
    let help: String
    /// Its value names a file or folder, which must lie inside the server's root (`CommandOption.takesPath`).
    let takesPath: Bool
    /// The value it stands for when left out, where that is one word: the schema's `default`.
    let defaultValue: String?
    /// The subcommands it applies to; `nil` for every one.
    let subcommands: [String]?

    /// The argument name: the option's words in camelCase (`tests-output` → `testsOutput`, `module_path` →
    /// `modulePath`), and `params` for `--param`, which takes an object of template parameters.
    var argumentName: String { Self.argumentName(of: name) }

    /// The argument name of the option named `name` (its long name without dashes).
    static func argumentName(of name: String) -> String {
        name == "param" ? "params" : camelCase(name)
    }

    /// Whether it applies to a tool running `subcommands`: it is declared for one of them, or for every one.
    func applies(to subcommands: [String]) -> Bool {
        self.subcommands.map { !Set($0).isDisjoint(with: subcommands) } ?? true
    }

    /// `tests-output` → `testsOutput`.
    static func camelCase(_ words: String) -> String {
        let parts = words.split { $0 == "-" || $0 == "_" }
        guard let first = parts.first else { return words }
        return first.lowercased() + parts.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }
}

extension Command {
    /// The command's options, from its declarations, in the order help lists them.
    static var mcpOptions: [MCPOption] {
        Options.declarations.map { option in
            MCPOption(
                name: option.name, valueName: option.valueName, repeatable: option.repeatable,
                takesWords: option.takesWords, help: option.help, takesPath: option.takesPath,
                defaultValue: option.defaultValue, subcommands: option.subcommands)
        }
    }
}
