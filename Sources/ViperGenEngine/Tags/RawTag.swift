/// `raw` … `endraw`, `comment` … `endcomment` and `doc` … `enddoc`: tags whose bodies are never parsed. The
/// scanner finds their end tag and keeps the body of `raw` as text, drops those of `comment` and `doc`; the parser
/// never sees them. `doc` (Liquid's documentation of a template or snippet) takes no arguments and cannot hold
/// another `doc`.
package enum RawTag: String, CaseIterable {
    case raw
    case comment
    case doc

    /// Whether the body is output as written (`raw`) or dropped (`comment`, `doc`).
    var keepsBody: Bool { self == .raw }

    /// The tag that ends the body.
    var endTag: String { "end" + rawValue }
}
