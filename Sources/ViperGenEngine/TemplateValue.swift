/// A value a template can print, test, loop over or pass to a filter.
///
/// Equality is Liquid's: an integer equals the float of the same value (`2 == 2.0`).
public enum TemplateValue: Equatable, Sendable {
    /// Text.
    case string(String)
    /// A whole number (64-bit).
    case integer(Int)
    /// A float, from a literal such as `2.5` or from math filters; printed as Ruby prints it (`2.0`, `1.0e+16`).
    case float(Double)
    /// `true` or `false`.
    case bool(Bool)
    /// A list, for `for` loops, indexing and list filters.
    case list([TemplateValue])
    /// A dictionary, for dotted lookup (`module.name`), `hash["key"]` and `for` (its `[key, value]` pairs); it
    /// keeps its keys in insertion order, as Liquid's hashes do.
    case dictionary(TemplateDictionary)
    /// Nothing: an unset value, false in conditions, printed as nothing.
    case `nil`

    /// Liquid's truthiness: only `nil` and `false` are false; empty strings and lists are true.
    package var isTruthy: Bool {
        switch self {
        case .nil, .bool(false): false
        default: true
        }
    }

    /// True for what `blank` equals (ActiveSupport's `blank?`, which Liquid documents): nil, false, a string of
    /// whitespace only, an empty list or dictionary.
    package var isBlank: Bool {
        switch self {
        case .nil, .bool(false): true
        case .string(let text): text.allSatisfy(\.isWhitespace)
        default: isEmpty
        }
    }

    /// True for the empty string, list or dictionary (Liquid's `empty`).
    package var isEmpty: Bool {
        switch self {
        case .string(let text): text.isEmpty
        case .list(let items): items.isEmpty
        case .dictionary(let entries): entries.isEmpty
        default: false
        }
    }

    /// The text printed for a value, or `nil` for a dictionary, which has no obvious text.
    package var text: String? {
        switch self {
        case .string(let text): text
        case .integer(let number): String(number)
        case .float(let number): number.rubyText
        case .bool(let flag): flag ? "true" : "false"
        case .nil: ""
        case .list(let items):
            items.reduce(into: "") { result, item in result += item.text ?? "" }
        case .dictionary: nil
        }
    }

    /// A short name of the value's type, for error messages.
    package var typeName: String {
        switch self {
        case .string: "string"
        case .integer, .float: "number"
        case .bool: "boolean"
        case .list: "list"
        case .dictionary: "dictionary"
        case .nil: "nil"
        }
    }
}

extension TemplateValue {
    /// Liquid's equality: values of the same kind compare as usual, and an integer equals a float of the same
    /// value, exactly (as Ruby compares `2 == 2.0`).
    public static func == (lhs: TemplateValue, rhs: TemplateValue) -> Bool {
        switch (lhs, rhs) {
        case (.string(let a), .string(let b)): a == b
        case (.integer(let a), .integer(let b)): a == b
        case (.float(let a), .float(let b)): a == b
        case (.integer(let a), .float(let b)), (.float(let b), .integer(let a)):
            LiquidNumber.compare(.integer(a), .float(b)) == 0
        case (.bool(let a), .bool(let b)): a == b
        case (.list(let a), .list(let b)): a == b
        case (.dictionary(let a), .dictionary(let b)): a == b
        case (.nil, .nil): true
        default: false
        }
    }
}

extension TemplateValue: ExpressibleByStringLiteral {
    /// Creates a string value.
    public init(stringLiteral value: String) {
        self = .string(value)
    }
}

extension TemplateValue: ExpressibleByBooleanLiteral {
    /// Creates a boolean value.
    public init(booleanLiteral value: Bool) {
        self = .bool(value)
    }
}

extension TemplateValue: ExpressibleByIntegerLiteral {
    /// Creates a number value.
    public init(integerLiteral value: Int) {
        self = .integer(value)
    }
}

extension TemplateValue: ExpressibleByFloatLiteral {
    /// Creates a float value.
    public init(floatLiteral value: Double) {
        self = .float(value)
    }
}

extension TemplateValue: ExpressibleByArrayLiteral {
    /// Creates a list value.
    public init(arrayLiteral elements: TemplateValue...) {
        self = .list(elements)
    }
}

extension TemplateValue: ExpressibleByDictionaryLiteral {
    /// Creates a dictionary value with the literal's keys in the literal's order.
    public init(dictionaryLiteral elements: (String, TemplateValue)...) {
        self = .dictionary(TemplateDictionary(elements))
    }
}
