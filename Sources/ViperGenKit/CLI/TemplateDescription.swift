import ViperGenEngine
import ViperGenTemplateSets

/// `viper-gen templates show NAME`: a set's summary, parameters, files and support files.
struct TemplateDescription {
    let set: TemplateSet

    var text: String {
        var text = "\(set.name): \(set.summary)\n"
        switch set.origin {
        case .builtIn: text += "source: built-in\n"
        case .directory(let path): text += "source: \(path)\n"
        }
        text += "\nparameters:\n"
        if set.parameters.isEmpty { text += "  (none)\n" }
        for parameter in set.parameters {
            var line = "  \(parameter.name): \(parameter.kind.name), default \(parameter.defaultValue.text ?? "")"
            if case .choice(let choices) = parameter.kind { line += ", one of " + choices.joined(separator: ", ") }
            text += line + "\n    \(parameter.description)\n"
        }
        text += "\nfiles:\n"
        if set.generamba != nil {
            text +=
                "  (rendered for a placeholder: <name>, <prefix>, <project_name>, … stand for the module's and the "
                + "Rambafile's values)\n"
        }
        for file in set.files {
            let condition = file.conditionText.map { "  if \($0)" } ?? ""
            text += "  \(file.kind.rawValue): \(file.outputText)  (from \(file.source))\(condition)\n"
        }
        if !set.support.isEmpty {
            text += "\nsupport files (written once for the modules of a target):\n"
            for file in set.support {
                let condition = file.conditionText.map { "  if \($0)" } ?? ""
                text += "  \(file.kind.rawValue): \(file.outputText)  (from \(file.source))\(condition)\n"
            }
        }
        return text
    }
}
