/// One token of Swift source, as much of Swift as reading a `Package.swift` needs: names, string literals,
/// brackets and punctuation. Comments and whitespace are not tokens; a token only records whether a line break came
/// before it.
struct SwiftToken: Equatable, Sendable {
    /// What kind of token it is.
    enum Kind: Equatable, Sendable {
        /// A name or keyword (`let`, `targets`, `Package`); a name in backticks keeps its backticks off.
        case identifier(String)
        /// A string literal; `value` is its text when it is a plain literal without escapes or interpolation.
        case string(value: String?)
        /// A compiler directive: `#if`, `#elseif`, `#else`, `#endif` (the name without `#`).
        case directive(String)
        /// One of `( ) [ ] { } , : ; .`, or a run of operator characters (`=`, `+`, `->`).
        case punctuation(String)
        /// A number or any other character.
        case other
    }

    /// What kind of token it is.
    let kind: Kind
    /// The token's bytes in the source.
    let range: Range<Int>
    /// Whether a line break (in whitespace or a comment) comes between the previous token and this one.
    let startsLine: Bool

    /// Whether the token is the punctuation `text`.
    func isPunctuation(_ text: String) -> Bool {
        kind == .punctuation(text)
    }

    /// The identifier's name, if the token is one.
    var identifier: String? {
        if case .identifier(let name) = kind { return name }
        return nil
    }
}
