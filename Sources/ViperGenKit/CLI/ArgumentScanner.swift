import ViperGenEngine
import ViperGenSupport

/// Parses arguments by hand (no packages): `--name value`, `--name=value`, `-o value`, flags, and `--` to end
/// options. Every problem is collected, so one run reports all of them.
struct ArgumentScanner<Options: CommandOptions> {
    /// The command's name, for the hint in messages (`see 'viper-gen module --help'`).
    let command: String
    private var options: [CommandOption<Options>] { Options.declarations }

    /// The first option that `matches`. A loop rather than `first(where:)`: this code is generic over the command's
    /// options, and the standard library's generic `first(where:)` looks its types up at run time, about 90,000
    /// instructions a call.
    private func option(where matches: (CommandOption<Options>) -> Bool) -> CommandOption<Options>? {
        let options = options
        for index in options.indices where matches(options[index]) { return options[index] }
        return nil
    }

    /// Reads `arguments` into the command's options.
    /// - Throws: `Diagnostics` (usage, 64) with every problem: unknown options, repeated ones, missing values.
    func parse(_ arguments: [String]) throws(Diagnostics) -> Options {
        var parsed = Options()
        var given: Set<String> = []
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
                ? option { $0.name == name } : (name.count == 1 ? option { $0.short == name.first } : nil)
            guard let spec else {
                let suggestion =
                    nearestName(to: name, in: options.map(\.name)).map { " (did you mean '--\($0)'?)" } ?? ""
                problems.add(
                    Diagnostic(.usage, "unknown option '\(argument)'\(suggestion); see 'viper-gen \(command) --help'"))
                continue
            }
            if !given.insert(spec.name).inserted, !spec.repeatable {
                problems.add(Diagnostic(.usage, "option '--\(spec.name)' is given more than once; keep one"))
            }
            guard let valueName = spec.valueName else {
                if inlineValue != nil {
                    problems.add(
                        Diagnostic(.usage, "option '--\(spec.name)' takes no value; write '--\(spec.name)' alone"))
                }
                spec.store(&parsed, "")
                continue
            }
            if spec.takesWords, inlineValue == nil {
                var taken = 0
                while index < arguments.count, !arguments[index].hasPrefix("-"), arguments[index].contains(":") {
                    spec.store(&parsed, arguments[index])
                    index += 1
                    taken += 1
                }
                if taken == 0 {
                    problems.add(
                        Diagnostic(.usage, "option '--\(spec.name)' needs a value: --\(spec.name) \(valueName)"))
                }
            } else if let inlineValue {
                spec.store(&parsed, inlineValue)
            } else if index < arguments.count, !arguments[index].hasPrefix("-") || arguments[index] == "-" {
                spec.store(&parsed, arguments[index])
                index += 1
            } else {
                problems.add(Diagnostic(.usage, "option '--\(spec.name)' needs a value: --\(spec.name) \(valueName)"))
            }
        }
        try problems.check()
        return parsed
    }
}
