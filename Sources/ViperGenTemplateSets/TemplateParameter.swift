import ViperGenEngine

/// A typed option of a template set, set on the command line with `--param name=value`.
public struct TemplateParameter: Equatable, Sendable {
    /// The kinds of value a parameter takes.
    public enum Kind: Equatable, Sendable {
        /// Any text.
        case string
        /// `true` or `false` (also `yes`/`no`/`1`/`0` on the command line).
        case bool
        /// One of a fixed list of strings.
        case choice([String])

        /// How the kind is written in manifests and listings.
        public var name: String {
            switch self {
            case .string: "string"
            case .bool: "bool"
            case .choice: "choice"
            }
        }
    }

    /// The name templates use as `params.NAME`.
    public let name: String
    /// The kind of value.
    public let kind: Kind
    /// The value used when the command line does not set one.
    public let defaultValue: TemplateValue
    /// One line for `viper-gen templates`.
    public let description: String

    /// Creates a parameter.
    public init(name: String, kind: Kind, defaultValue: TemplateValue, description: String) {
        self.name = name
        self.kind = kind
        self.defaultValue = defaultValue
        self.description = description
    }

    /// What the parameter accepts, in words: `true or false`, `one of uikit, swiftui, none`.
    public var allowedValues: String {
        switch kind {
        case .string: "any text"
        case .bool: "true or false"
        case .choice(let choices): "one of " + choices.joined(separator: ", ")
        }
    }

    /// Converts a command-line value to the parameter's type.
    /// - Returns: the value, or `nil` if `text` is not allowed.
    public func value(from text: String) -> TemplateValue? {
        switch kind {
        case .string: .string(text)
        case .bool:
            switch text.lowercased() {
            case "true", "yes", "1": .bool(true)
            case "false", "no", "0": .bool(false)
            default: nil
            }
        case .choice(let choices): choices.contains(text) ? .string(text) : nil
        }
    }
}
