/// A problem in a template, found while parsing or rendering it, with the exact place it happened.
public struct TemplateError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What went wrong; each case carries what a test or a tool needs to tell cases apart.
    public enum Reason: Equatable, Sendable {
        /// `{{` or `{%` without its closing `}}` or `%}`.
        case unclosedDelimiter(String)
        /// A block tag (`if`, `for`, `raw`, …) whose end tag never comes.
        case unclosedBlock(String)
        /// A tag that the engine does not know.
        case unknownTag(String, suggestion: String?)
        /// A known tag in a place where it cannot stand (`endfor` closing an `if`, `else` outside a block).
        case unexpectedTag(String, expected: [String])
        /// Markup that does not follow the tag's or expression's grammar.
        case syntax(String)
        /// A filter that the engine does not know.
        case unknownFilter(String, suggestion: String?)
        /// A filter called with the wrong number of arguments.
        case filterArguments(filter: String, expected: String, got: Int)
        /// A filter given a value it cannot work on.
        case filterInput(filter: String, message: String)
        /// A variable that is not defined (templates are strict: nothing renders as empty by accident).
        case unknownVariable(String, suggestion: String?)
        /// An `include` naming a snippet that the template set does not have.
        case missingSnippet(String, suggestion: String?)
        /// Snippets that include each other in a loop; the chain ends where it started.
        case includeCycle([String])
        /// A value used where it cannot be (looping over a string, comparing a list with a number, …).
        case invalidValue(String)
        /// The error that reached the report limit: parsing stopped at it, and the rest was not checked.
        case tooManyErrors
    }

    /// What went wrong.
    public let reason: Reason
    /// Where it went wrong.
    public let location: SourceLocation
    /// For a render error inside a snippet: where each `include` on the way to it stands, outermost first (the
    /// first is in the template being rendered, the last includes the snippet in which the error is). Empty
    /// outside snippets.
    public let includeChain: [SourceLocation]

    /// Creates an error.
    public init(_ reason: Reason, at location: SourceLocation, includeChain: [SourceLocation] = []) {
        self.reason = reason
        self.location = location
        self.includeChain = includeChain
    }

    /// The one-line message, without position: `unknown filter 'lowerfirst' (did you mean 'lower_first'?)`.
    public var message: String {
        switch reason {
        case .unclosedDelimiter(let opening):
            let closing = opening == "{{" ? "}}" : "%}"
            return "'\(opening)' is never closed; add '\(closing)'"
        case .unclosedBlock(let tag):
            return "'\(tag)' is never closed; add '{% end\(tag) %}'"
        case .unknownTag(let name, let suggestion):
            return "unknown tag '\(name)'" + Self.hint(suggestion)
        case .unexpectedTag(let name, let expected):
            if expected.isEmpty { return "unexpected '\(name)' outside any block" }
            return "unexpected '\(name)'; expected "
                + expected.map { "'\($0)'" }.joined(separator: " or ")
        case .syntax(let message):
            return message
        case .unknownFilter(let name, let suggestion):
            return "unknown filter '\(name)'" + Self.hint(suggestion)
        case .filterArguments(let filter, let expected, let got):
            return "filter '\(filter)' takes \(expected), got \(got)"
        case .filterInput(let filter, let message):
            return "filter '\(filter)': \(message)"
        case .unknownVariable(let name, let suggestion):
            return "unknown variable '\(name)'" + Self.hint(suggestion)
        case .missingSnippet(let name, let suggestion):
            return "no snippet named '\(name)' in snippets/" + Self.hint(suggestion)
        case .includeCycle(let chain):
            return "snippets include each other in a cycle: " + chain.joined(separator: " -> ")
        case .invalidValue(let message):
            return message
        case .tooManyErrors:
            return "too many errors; parsing stopped here, so fix the ones above and run again to check the rest"
        }
    }

    /// The full diagnostic: `file:line:col: error: message`, the source line, a caret under the column, and for an
    /// error inside a snippet one line a frame of `includeChain`, innermost first
    /// (`  included from Templates/viper/Router.swift.liquid:12:4`).
    public var description: String {
        location.diagnostic(label: "error:", message: message, includeChain: includeChain)
    }

    /// The same error inside the snippets that `chain` includes, outermost first.
    func included(through chain: [SourceLocation]) -> TemplateError {
        TemplateError(reason, at: location, includeChain: chain + includeChain)
    }

    private static func hint(_ suggestion: String?) -> String {
        suggestion.map { " (did you mean '\($0)'?)" } ?? ""
    }
}

/// Every error found in one template, in source order.
public struct TemplateErrors: Error, Equatable, Sendable, CustomStringConvertible {
    /// The most errors one template reports: parsing stops at the error that reaches it.
    public static let reportLimit = 100

    /// The errors; never empty.
    public let errors: [TemplateError]

    /// Creates the list.
    public init(_ errors: [TemplateError]) {
        self.errors = errors
    }

    /// The diagnostics, one after the other.
    public var description: String {
        errors.map(\.description).joined(separator: "\n")
    }
}
