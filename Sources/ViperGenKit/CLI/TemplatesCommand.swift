/// `viper-gen templates`: every template set with its summary, parameters and files.
struct TemplatesCommand {
    let console: Console

    func run(_ arguments: [String]) throws(Diagnostics) -> Int32 {
        let parsed = try ArgumentScanner(command: "templates", options: [OptionSpec("help", short: "h", help: "Show help")])
            .parse(arguments)
        if parsed.flag("help") {
            console.output(HelpText.templates)
            return 0
        }
        if let extra = parsed.positionals.first {
            throw Diagnostics([Diagnostic(.usage, "unexpected argument '\(extra)'; 'viper-gen templates' takes none")])
        }
        let library = TemplateLibrary()
        var text = ""
        for (name, origin) in library.availableSets() {
            let set = try library.load(name)
            let source = origin == .builtIn ? "built-in" : "\(set.origin)"
            text += "\(name) (\(source)): \(set.summary)\n"
            if !set.parameters.isEmpty { text += "  parameters:\n" }
            for parameter in set.parameters {
                text += "    \(parameter.name) (\(parameter.kind.name), default \(parameter.defaultValue.text ?? "")"
                if case .choice(let choices) = parameter.kind { text += "; " + choices.joined(separator: "|") }
                text += "): \(parameter.description)\n"
            }
            text += "  files:\n"
            for file in set.files { text += "    \(file.source) (\(file.kind.rawValue))\n" }
        }
        console.output(text)
        return 0
    }
}
