import ViperGenEngine

/// Where a value stands in a file that was read (a config's `target`, a parameter's key), kept so that a check made
/// later, once the template set is known, can point at it. The line and column are worked out only when a problem
/// is reported.
public struct SourceSpot: Equatable, Sendable {
    /// The file the value was read from.
    let source: SourceText
    /// The byte offset of the value (or of its key) in `source`.
    let offset: Int

    /// The file, line and column, with the line's text for the caret.
    public var location: SourceLocation { source.location(at: offset) }

    package init(source: SourceText, offset: Int) {
        self.source = source
        self.offset = offset
    }

    /// Equal when they name the same place of the same file.
    public static func == (lhs: SourceSpot, rhs: SourceSpot) -> Bool {
        lhs.source.name == rhs.source.name && lhs.offset == rhs.offset
    }
}
