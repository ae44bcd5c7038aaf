import ViperGenEngine

/// A command-line option a command accepts.
struct OptionSpec: Sendable {
    /// The long name without dashes: `output`.
    let name: String
    /// The one-letter short name, if any: `o`.
    let short: Character?
    /// The placeholder for its value (`DIR`), or `nil` for a flag that takes none.
    let valueName: String?
    /// May be given more than once (`--param`).
    let repeatable: Bool
    /// One line for help.
    let help: String

    init(_ name: String, short: Character? = nil, value: String? = nil, repeatable: Bool = false, help: String) {
        self.name = name
        self.short = short
        self.valueName = value
        self.repeatable = repeatable
        self.help = help
    }
}

/// The options and positional arguments of one command line, checked against the command's options.
struct ParsedArguments {
    var positionals: [String] = []
    /// Option values by long name, in the order given; flags hold one empty string per use.
    var values: [String: [String]] = [:]

    func flag(_ name: String) -> Bool { values[name] != nil }
    func value(_ name: String) -> String? { values[name]?.last }
    func all(_ name: String) -> [String] { values[name] ?? [] }
}

/// Parses arguments by hand (no packages): `--name value`, `--name=value`, `-o value`, flags, and `--` to end
/// options. Every problem is collected, so one run reports all of them.
struct ArgumentScanner {
    let command: String
    let options: [OptionSpec]

    func parse(_ arguments: [String]) throws(Diagnostics) -> ParsedArguments {
        var parsed = ParsedArguments()
        var problems = DiagnosticCollector()
        var index = 0
        var onlyPositionals = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if onlyPositionals || !argument.hasPrefix("-") || argument == "-" {
                parsed.positionals.append(argument)
                continue
            }
            if argument == "--" {
                onlyPositionals = true
                continue
            }
            var name: String
            var inlineValue: String?
            if argument.hasPrefix("--") {
                name = String(argument.dropFirst(2))
                if let equals = name.firstIndex(of: "=") {
                    inlineValue = String(name[name.index(after: equals)...])
                    name = String(name[..<equals])
                }
            } else {
                name = String(argument.dropFirst())
            }
            let spec =
                argument.hasPrefix("--")
                ? options.first { $0.name == name }
                : (name.count == 1 ? options.first { $0.short == name.first } : nil)
            guard let spec else {
                let suggestion =
                    nearestName(to: name, in: options.map(\.name)).map { " (did you mean '--\($0)'?)" } ?? ""
                problems.add(
                    Diagnostic(.usage, "unknown option '\(argument)'\(suggestion); see 'viper-gen \(command) --help'"))
                continue
            }
            if parsed.values[spec.name] != nil, !spec.repeatable {
                problems.add(Diagnostic(.usage, "option '--\(spec.name)' is given more than once; keep one"))
            }
            guard let valueName = spec.valueName else {
                if inlineValue != nil {
                    problems.add(
                        Diagnostic(.usage, "option '--\(spec.name)' takes no value; write '--\(spec.name)' alone"))
                }
                parsed.values[spec.name, default: []].append("")
                continue
            }
            if let inlineValue {
                parsed.values[spec.name, default: []].append(inlineValue)
            } else if index < arguments.count, !arguments[index].hasPrefix("-") || arguments[index] == "-" {
                parsed.values[spec.name, default: []].append(arguments[index])
                index += 1
            } else {
                problems.add(Diagnostic(.usage, "option '--\(spec.name)' needs a value: --\(spec.name) \(valueName)"))
            }
        }
        try problems.check()
        return parsed
    }
}
