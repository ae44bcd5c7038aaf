/// A YAML value with the byte offset it starts at, so that Rambafile and rambaspec problems can name a line and
/// column.
///
/// The shape mirrors `JSONNode`: mappings keep their keys in order with each key's offset, so one schema reader can
/// walk either. Scalars keep their text and how they were written; `resolved` gives the value Ruby's YAML (Psych)
/// would have read from it.
package struct YAMLNode: Sendable {
    /// How a scalar was written. Quoted scalars are always strings; plain ones are resolved (`YAMLNode.resolved`).
    enum ScalarStyle: Sendable, Equatable {
        /// Unquoted text: `name: viper`.
        case plain
        /// `'text'`, where `''` stands for one quote.
        case singleQuoted
        /// `"text"`, with backslash escapes.
        case doubleQuoted
    }

    enum Value: Sendable {
        /// A block (`key: value` lines) or flow (`{ key: value }`) mapping, keys in document order.
        case mapping([(key: String, keyOffset: Int, value: YAMLNode)])
        /// A block (`- item` lines) or flow (`[a, b]`) sequence.
        case sequence([YAMLNode])
        /// A scalar's text after unquoting, escapes and line folding, and how it was written. A missing value
        /// (`key:` with nothing after it) is an empty plain scalar, which resolves to null.
        case scalar(String, style: ScalarStyle)
    }

    let value: Value
    /// The byte offset of the value's first character (its quote, `[`, `{`, `-`, or first key) in the source.
    package let offset: Int

    /// The value's kind for messages: `a mapping`, `a sequence`, `a string`, `a boolean`, …
    package var typeName: String {
        switch value {
        case .mapping: "a mapping"
        case .sequence: "a sequence"
        case .scalar:
            switch resolved {
            case .string: "a string"
            case .bool: "a boolean"
            case .integer: "an integer"
            case .float: "a number"
            case .null: "null"
            case nil: "a scalar"
            }
        }
    }
}
