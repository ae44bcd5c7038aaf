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
    /// One line for help.
    let help: String
    /// Stores one occurrence: the value, or an empty string for a flag.
    ///
    /// The factories below take the property's key path as an autoclosure, so that a key path is made only for an
    /// option that is given: making all of a command's key paths up front, to build its option table, cost about
    /// 340,000 instructions of a 12-million-instruction `module` run.
    let store: @Sendable (inout Options, String) -> Void

    /// A flag that takes no value: `--force`.
    static func flag(
        _ name: String, short: Character? = nil, help: String,
        _ property: @autoclosure @escaping @Sendable () -> WritableKeyPath<Options, Bool>
    ) -> CommandOption {
        CommandOption(
            name: name, short: short, valueName: nil, repeatable: false, help: help,
            store: { options, _ in options[keyPath: property()] = true })
    }

    /// An option with one value: `--output DIR`.
    static func value(
        _ name: String, short: Character? = nil, _ valueName: String, help: String,
        _ property: @autoclosure @escaping @Sendable () -> WritableKeyPath<Options, String?>
    ) -> CommandOption {
        CommandOption(
            name: name, short: short, valueName: valueName, repeatable: false, help: help,
            store: { options, value in options[keyPath: property()] = value })
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
}
