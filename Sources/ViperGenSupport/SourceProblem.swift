import ViperGenEngine

/// A problem at a position in a data file the user wrote (JSON, YAML, a config's schema, a Rambafile): what is
/// wrong and how to fix it, and where. Templates keep their own `TemplateError`; both are printed by the one
/// formatter, `SourceLocation.diagnostic(label:message:includeChain:)`.
public struct SourceProblem: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong and how to fix it, without position.
    public let message: String
    /// The file, line and column, with the source line for the caret.
    public let location: SourceLocation

    /// Creates a problem.
    public init(_ message: String, at location: SourceLocation) {
        self.message = message
        self.location = location
    }

    /// The problem at the byte offset `offset` of `source`.
    package init(_ message: String, in source: SourceText, at offset: Int) {
        self.init(message, at: source.location(at: offset))
    }

    /// `file:line:col: error: message`, the source line and a caret.
    public var description: String {
        location.diagnostic(label: "error:", message: message)
    }
}
