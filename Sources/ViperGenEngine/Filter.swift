/// The filters templates can use. The names are resolved while parsing, so a misspelled filter is an error
/// before anything renders.
enum Filter: String, CaseIterable, Sendable {
    // Liquid's standard filters.
    case upcase, downcase, capitalize, `default`, replace, append, prepend, size, join, strip
    // Generator helpers for identifiers.
    case lowerFirst = "lower_first"
    case upperFirst = "upper_first"
    case snakeCase = "snake_case"
    case kebabCase = "kebab_case"
    case camelCase = "camel_case"
    case pascalCase = "pascal_case"

    /// How many arguments the filter accepts.
    var arity: ClosedRange<Int> {
        switch self {
        case .default, .append, .prepend: 1...1
        case .replace: 2...2
        case .join: 0...1
        default: 0...0
        }
    }

    /// The arity in words, for error messages.
    var arityDescription: String {
        switch arity {
        case 0...0: "no arguments"
        case 1...1: "1 argument"
        case 0...1: "0 or 1 argument"
        default: "\(arity.lowerBound) arguments"
        }
    }

    /// Applies the filter; `arguments` has already been checked against `arity`.
    func apply(to input: TemplateValue, arguments: [TemplateValue]) throws(FilterFailure) -> TemplateValue {
        switch self {
        case .default:
            return input.isTruthy && !input.isEmpty ? input : arguments[0]
        case .size:
            switch input {
            case .string(let text): return .integer(text.count)
            case .list(let items): return .integer(items.count)
            case .dictionary(let entries): return .integer(entries.count)
            default: return .integer(0)
            }
        case .join:
            guard case .list(let items) = input else { throw FilterFailure("needs a list, got a \(input.typeName)") }
            let separator = try arguments.first.map(text) ?? " "
            return .string(try items.map(text).joined(separator: separator))
        default:
            break
        }
        let string = try text(input)
        switch self {
        case .upcase: return .string(string.uppercased())
        case .downcase: return .string(string.lowercased())
        case .capitalize: return .string(string.prefix(1).uppercased() + string.dropFirst().lowercased())
        case .strip: return .string(string.trimmingWhitespace())
        case .replace: return .string(string.replacingAll(try text(arguments[0]), with: try text(arguments[1])))
        case .append: return .string(string + (try text(arguments[0])))
        case .prepend: return .string((try text(arguments[0])) + string)
        case .lowerFirst: return .string(string.prefix(1).lowercased() + string.dropFirst())
        case .upperFirst: return .string(string.prefix(1).uppercased() + string.dropFirst())
        case .snakeCase: return .string(IdentifierWords(string).snakeCase)
        case .kebabCase: return .string(IdentifierWords(string).kebabCase)
        case .camelCase: return .string(IdentifierWords(string).lowerCamelCase)
        case .pascalCase: return .string(IdentifierWords(string).upperCamelCase)
        case .default, .size, .join: preconditionFailure("handled above")
        }
    }

    private func text(_ value: TemplateValue) throws(FilterFailure) -> String {
        guard let text = value.text else { throw FilterFailure("cannot use a dictionary as text") }
        return text
    }
}

/// Why a filter could not work on its input; the renderer adds the filter's name and position.
struct FilterFailure: Error {
    let message: String

    init(_ message: String) {
        self.message = message
    }
}
