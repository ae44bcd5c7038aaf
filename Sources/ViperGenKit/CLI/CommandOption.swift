/// One option of a command, declared once: how it is spelled, its line in the help, and where the scanner puts its
/// value in the command's typed options. A misspelled option name in a command is a compile error, since commands
/// read their options as properties.
struct CommandOption<Options>: Sendable {
    /// The long name without dashes: `output`.
    let name: String
    /// The one-letter short name, if any: `o`.
    let short: Character?
    /// The placeholder for its value (`DIR`), or `nil` for a flag that takes none.
    let valueName: String?
    /// May be given more than once (`--param`).
    let repeatable: Bool
    /// Takes every following `key:value` word up to the next option, as Thor's hash options do
    /// (`--custom_parameters a:1 b:2`); each word is stored on its own.
    var takesWords = false
    /// Its value names a file or folder (`--output DIR`), which an MCP call must keep inside the server's root.
    var takesPath = false
    /// The value it stands for when left out, where that is one word (`viper`); help says so in its own words.
    var defaultValue: String? = nil
    /// The subcommands it applies to (`templates install` for `--force`); `nil` for every one.
    var subcommands: [String]? = nil
    /// One line for help.
    let help: String
    /// Stores one occurrence: the value, or an empty string for a flag.
    ///
    /// The factories below take the property's key path as an autoclosure, so that a key path is made only for an
    /// option that is given: making all of a command's key paths up front, to build its option table, cost about
    /// 340,000 instructions of a 12-million-instruction `module` run.
    let store: @Sendable (inout Options, String) -> Void

    /// A flag that takes no value: `--force`; `subcommands` names those it applies to, when not every one.
    static func flag(
        _ name: String, short: Character? = nil, help: String, for subcommands: [String]? = nil,
        _ property: @autoclosure @escaping @Sendable () -> WritableKeyPath<Options, Bool>
    ) -> CommandOption {
        CommandOption(
            name: name, short: short, valueName: nil, repeatable: false, subcommands: subcommands, help: help,
            store: { options, _ in options[keyPath: property()] = true })
    }

    /// An option with one value: `--template NAME`, with the value it stands for when left out, if one word.
    static func value(
        _ name: String, short: Character? = nil, _ valueName: String, help: String, default defaultValue: String? = nil,
        for subcommands: [String]? = nil,
        _ property: @autoclosure @escaping @Sendable () -> WritableKeyPath<Options, String?>
    ) -> CommandOption {
        CommandOption(
            name: name, short: short, valueName: valueName, repeatable: false, defaultValue: defaultValue,
            subcommands: subcommands, help: help, store: { options, value in options[keyPath: property()] = value })
    }

    /// An option with one value that names a file or folder: `--output DIR`.
    static func path(
        _ name: String, short: Character? = nil, _ valueName: String, help: String, default defaultValue: String? = nil,
        _ property: @autoclosure @escaping @Sendable () -> WritableKeyPath<Options, String?>
    ) -> CommandOption {
        var option = value(name, short: short, valueName, help: help, default: defaultValue, property())
        option.takesPath = true
        return option
    }

    /// An option that may be given more than once, each value naming a file or folder: `--template-dir DIR`.
    static func paths(
        _ name: String, _ valueName: String, help: String,
        _ property: @autoclosure @escaping @Sendable () -> WritableKeyPath<Options, [String]>
    ) -> CommandOption {
        var option = values(name, valueName, help: help, property())
        option.takesPath = true
        return option
    }

    /// An option that may be given more than once, each with a value: `--param KEY=VALUE`.
    static func values(
        _ name: String, short: Character? = nil, _ valueName: String, help: String,
        _ property: @autoclosure @escaping @Sendable () -> WritableKeyPath<Options, [String]>
    ) -> CommandOption {
        CommandOption(
            name: name, short: short, valueName: valueName, repeatable: true, help: help,
            store: { options, value in options[keyPath: property()].append(value) })
    }

    /// An option followed by one or more `key:value` words: `--custom_parameters KEY:VALUE...`.
    static func words(
        _ name: String, _ valueName: String, help: String,
        _ property: @autoclosure @escaping @Sendable () -> WritableKeyPath<Options, [String]>
    ) -> CommandOption {
        CommandOption(
            name: name, short: nil, valueName: valueName, repeatable: true, takesWords: true, help: help,
            store: { options, value in options[keyPath: property()].append(value) })
    }

    /// This option for a command whose options hold these (`adopt` holds `module`'s), storing through `store`, with
    /// another help line if given; everything else it declares stays as it is.
    func lifted<Outer>(help: String? = nil, store: @escaping @Sendable (inout Outer, String) -> Void)
        -> CommandOption<Outer>
    {
        CommandOption<Outer>(
            name: name, short: short, valueName: valueName, repeatable: repeatable, takesWords: takesWords,
            takesPath: takesPath, defaultValue: defaultValue, subcommands: subcommands, help: help ?? self.help,
            store: store)
    }
}
