import Foundation

/// `viper-gen templates`: every template set with its summary, parameters and files.
struct TemplatesCommand {
    static let options = [
        OptionSpec(
            "template-dir", value: "DIR", repeatable: true,
            help: "Folder of template sets, searched before the built-in ones (repeatable)"),
        OptionSpec("help", short: "h", help: "Show this help"),
    ]

    let currentDirectory: URL
    let console: Console

    func run(_ arguments: [String]) throws(Diagnostics) -> Int32 {
        let parsed = try ArgumentScanner(command: "templates", options: Self.options).parse(arguments)
        if parsed.flag("help") {
            console.output(HelpText.templates)
            return 0
        }
        if let extra = parsed.positionals.first {
            throw Diagnostics([Diagnostic(.usage, "unexpected argument '\(extra)'; 'viper-gen templates' takes none")])
        }
        let library = TemplateLibrary(
            searchDirectories: parsed.all("template-dir").map {
                URL(fileURLWithPath: $0, relativeTo: currentDirectory).standardizedFileURL
            })
        var text = ""
        for (name, origin) in library.availableSets() {
            let set = try library.load(name)
            let source: String
            switch origin {
            case .builtIn: source = "built-in"
            case .directory(let path):
                source = path + (TemplateLibrary.builtInNames.contains(name) ? ", overrides built-in" : "")
            }
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
