/// A dotted variable reference such as `module.name` or `forloop.index`.
struct VariablePath: Equatable, Sendable {
    let components: [String]
    /// Where the reference starts in the template, for diagnostics.
    let offset: Int

    var dotted: String { components.joined(separator: ".") }
}

/// A value in an expression: a literal, a variable, or Liquid's `empty`.
enum Operand: Equatable, Sendable {
    case literal(TemplateValue)
    case variable(VariablePath)
    /// Liquid's `empty`, equal to an empty string, list or dictionary.
    case empty
}

/// A filter applied in an output or `assign`: `replace: "Screen", ""`, `default: "x", allow_false: true`.
struct FilterCall: Equatable, Sendable {
    let filter: Filter
    let arguments: [Operand]
    /// The named options given (`allow_false: true`), in the order written.
    var options: [FilterOption] = []
    /// Where the filter's name stands, for diagnostics.
    let offset: Int
}

/// A named option of a filter call: `allow_false: true`.
struct FilterOption: Equatable, Sendable {
    let name: String
    let value: Operand
}

/// An operand followed by any number of filters: `module.name | replace: "Screen", "" | lower_first`.
struct FilteredExpression: Equatable, Sendable {
    let operand: Operand
    let filters: [FilterCall]
    let offset: Int
}

/// The comparison operators of `if`, `elsif` and `unless`.
enum ComparisonOperator: String, Equatable, Sendable, CaseIterable {
    case equal = "=="
    case notEqual = "!="
    case less = "<"
    case greater = ">"
    case lessOrEqual = "<="
    case greaterOrEqual = ">="
    case contains
}

/// One side of an `and`/`or` chain: an operand, optionally compared with another.
struct Comparison: Equatable, Sendable {
    let left: Operand
    let comparison: (ComparisonOperator, Operand)?
    let offset: Int

    static func == (lhs: Comparison, rhs: Comparison) -> Bool {
        lhs.left == rhs.left && lhs.offset == rhs.offset && lhs.comparison?.0 == rhs.comparison?.0
            && lhs.comparison?.1 == rhs.comparison?.1
    }
}

/// How two comparisons are joined.
enum LogicalConnector: Equatable, Sendable {
    case and
    case or
}

/// A condition: comparisons joined by `and`/`or`, evaluated right to left as Liquid does
/// (`a or b and c` means `a or (b and c)`, and `a and b or c` means `a and (b or c)`).
///
/// Stored flat rather than as a tree, so that a long chain never recurses.
struct Condition: Equatable, Sendable {
    let comparisons: [Comparison]
    /// `connectors[i]` joins `comparisons[i]` and `comparisons[i + 1]`.
    let connectors: [LogicalConnector]
}
