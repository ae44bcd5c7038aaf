/// A variable reference such as `module.name`, `forloop.index`, `list[0]` or `hash["key"]`.
package struct VariablePath: Equatable, Sendable {
    /// The variable's name, before any accessor.
    let name: String
    /// What follows the name, in order.
    let accessors: [Accessor]
    /// Where the reference starts in the template, for diagnostics.
    let offset: Int

    /// One step into a value: `.key` or `[index]`.
    package enum Accessor: Equatable, Sendable {
        /// `.name`
        case key(String)
        /// `[value]`, with its text as written (`[0]`, `["key"]`, `[i]`) for messages.
        case index(Operand, text: String)
    }

    /// The reference as written up to (not including) the accessor at `end`: `module.name`, `list[i]`.
    func written(upTo end: Int) -> String {
        accessors[..<end].reduce(into: name) { text, accessor in
            switch accessor {
            case .key(let key): text += "." + key
            case .index(_, let written): text += written
            }
        }
    }
}

/// A value in an expression: a literal, a variable, a range, or Liquid's `empty` or `blank`.
package indirect enum Operand: Equatable, Sendable {
    case literal(TemplateValue)
    case variable(VariablePath)
    /// Liquid's `empty`, equal to an empty string, list or dictionary.
    case empty
    /// Liquid's `blank`, equal to what `empty` equals and to nil, false and a string of whitespace only.
    case blank
    /// `(lower..upper)`: the whole numbers from `lower` to `upper`, both included.
    case range(lower: Operand, upper: Operand, offset: Int)
}

extension Operand {
    /// True for `empty` and `blank`.
    var isEmptyOrBlank: Bool { self == .empty || self == .blank }
}

/// A `name: value` argument of a tag.
package struct KeywordArgument: Equatable, Sendable {
    let name: String
    let value: Operand
    /// Where the name stands.
    let offset: Int
}

/// A filter applied in an output or `assign`: `replace: "Screen", ""`, `default: "x", allow_false: true`.
package struct FilterCall: Equatable, Sendable {
    let filter: Filter
    let arguments: [Operand]
    /// The named options given (`allow_false: true`), in the order written.
    var options: [FilterOption] = []
    /// Where the filter's name stands, for diagnostics.
    let offset: Int
}

/// A named option of a filter call: `allow_false: true`.
package struct FilterOption: Equatable, Sendable {
    let name: String
    let value: Operand
}

/// An operand followed by any number of filters: `module.name | replace: "Screen", "" | lower_first`.
package struct FilteredExpression: Equatable, Sendable {
    let operand: Operand
    let filters: [FilterCall]
    let offset: Int
}

/// The comparison operators of `if`, `elsif` and `unless`.
package enum ComparisonOperator: String, Equatable, Sendable, CaseIterable {
    case equal = "=="
    case notEqual = "!="
    case less = "<"
    case greater = ">"
    case lessOrEqual = "<="
    case greaterOrEqual = ">="
    case contains
}

/// One side of an `and`/`or` chain: an operand, optionally compared with another.
package struct Comparison: Equatable, Sendable {
    let left: Operand
    let comparison: (ComparisonOperator, Operand)?
    let offset: Int

    package static func == (lhs: Comparison, rhs: Comparison) -> Bool {
        lhs.left == rhs.left && lhs.offset == rhs.offset && lhs.comparison?.0 == rhs.comparison?.0
            && lhs.comparison?.1 == rhs.comparison?.1
    }
}

/// How two comparisons are joined.
package enum LogicalConnector: Equatable, Sendable {
    case and
    case or
}

/// A condition: comparisons joined by `and`/`or`, evaluated right to left as Liquid does
/// (`a or b and c` means `a or (b and c)`, and `a and b or c` means `a and (b or c)`).
///
/// Stored flat rather than as a tree, so that a long chain never recurses.
package struct Condition: Equatable, Sendable {
    let comparisons: [Comparison]
    /// `connectors[i]` joins `comparisons[i]` and `comparisons[i + 1]`.
    let connectors: [LogicalConnector]
}

extension VariablePath {
    /// Rebuilds a value from the Swift source `EmbedTemplatesTool` writes (see `Prebuilt`).
    package init(_ parts: Prebuilt, name: String, accessors: [Accessor], offset: Int) {
        self.name = name
        self.accessors = accessors
        self.offset = offset
    }
}

extension FilteredExpression {
    /// Rebuilds a value from the Swift source `EmbedTemplatesTool` writes (see `Prebuilt`).
    package init(_ parts: Prebuilt, operand: Operand, filters: [FilterCall], offset: Int) {
        self.operand = operand
        self.filters = filters
        self.offset = offset
    }
}

extension FilterCall {
    /// Rebuilds a value from the Swift source `EmbedTemplatesTool` writes (see `Prebuilt`).
    package init(_ parts: Prebuilt, filter: Filter, arguments: [Operand], options: [FilterOption], offset: Int) {
        self.filter = filter
        self.arguments = arguments
        self.options = options
        self.offset = offset
    }
}

extension FilterOption {
    /// Rebuilds a value from the Swift source `EmbedTemplatesTool` writes (see `Prebuilt`).
    package init(_ parts: Prebuilt, name: String, value: Operand) {
        self.name = name
        self.value = value
    }
}

extension KeywordArgument {
    /// Rebuilds a value from the Swift source `EmbedTemplatesTool` writes (see `Prebuilt`).
    package init(_ parts: Prebuilt, name: String, value: Operand, offset: Int) {
        self.name = name
        self.value = value
        self.offset = offset
    }
}

extension Comparison {
    /// Rebuilds a value from the Swift source `EmbedTemplatesTool` writes (see `Prebuilt`).
    package init(_ parts: Prebuilt, left: Operand, comparison: (ComparisonOperator, Operand)?, offset: Int) {
        self.left = left
        self.comparison = comparison
        self.offset = offset
    }
}

extension Condition {
    /// Rebuilds a value from the Swift source `EmbedTemplatesTool` writes (see `Prebuilt`).
    package init(_ parts: Prebuilt, comparisons: [Comparison], connectors: [LogicalConnector]) {
        self.comparisons = comparisons
        self.connectors = connectors
    }
}
