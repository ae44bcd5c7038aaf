import ViperGenMCP
import ViperGenTemplateSets

/// A template set as completions, the man page and `help --json` describe it: its name, summary and parameters.
struct TemplateSetReference: Encodable, Equatable, Sendable {
    /// One parameter of the set.
    struct Parameter: Encodable, Equatable, Sendable {
        let name: String
        /// `string`, `bool` or `choice`.
        let type: String
        /// The default as the command line writes it.
        let defaultValue: String
        /// The values it takes: the choices, `true`/`false` for a bool, none (any text) for a string.
        let values: [String]
        let description: String

        enum CodingKeys: String, CodingKey {
            case name, type, values, description
            case defaultValue = "default"
        }

        /// The JSON Schema of a parameter in `templates list|show --json`.
        static let schema = ReportSchema.object(
            required: [
                "name": ReportSchema.string(), "type": ReportSchema.string(values: ["string", "bool", "choice"]),
                "default": ReportSchema.string(), "values": ReportSchema.strings("The choices; none for text"),
                "description": ReportSchema.string(),
            ])

        /// Every `NAME=VALUE` word `--param` takes for it; `NAME=` for text.
        var assignments: [String] { values.isEmpty ? [name + "="] : values.map { name + "=" + $0 } }
    }

    let name: String
    let summary: String
    let parameters: [Parameter]

    /// Every set `library` finds, built-in and project ones; a set that does not load is left out (`templates lint`
    /// reports it).
    static func all(in library: TemplateLibrary) -> [TemplateSetReference] {
        library.availableSets().compactMap { name, _ in
            guard let set = try? library.load(name) else { return nil }
            return TemplateSetReference(name: name, summary: set.summary, parameters: parameters(of: set))
        }
    }

    /// The parameters of `set`, as this reference and `templates list --json` describe them.
    static func parameters(of set: TemplateSet) -> [Parameter] {
        set.parameters.map { parameter in
            let values: [String] =
                switch parameter.kind {
                case .string: []
                case .bool: ["true", "false"]
                case .choice(let choices): choices
                }
            return Parameter(
                name: parameter.name, type: parameter.kind.name, defaultValue: parameter.defaultValue.text ?? "",
                values: values, description: parameter.description)
        }
    }
}
