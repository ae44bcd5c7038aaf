/// `raw` … `endraw` and `comment` … `endcomment`: tags whose bodies are never parsed. The scanner finds their end
/// tag and keeps the body of `raw` as text, drops that of `comment`; the parser never sees them.
package enum RawTag: String {
    case raw
    case comment

    /// Whether the body is output as written (`raw`) or dropped (`comment`).
    var keepsBody: Bool { self == .raw }

    /// The tag that ends the body.
    var endTag: String { "end" + rawValue }
}
