/// The markup of one tag while it is parsed: its name, where it starts, a parser over its arguments, and what
/// the tag reports besides its result.
package struct TagMarkup {
    /// The tag's name (`if`, `assign`, …).
    let name: String
    /// Where the tag's `{%` stands.
    let offset: Int
    /// The tag's arguments, after its name.
    var parser: ExpressionParser
    /// Errors in the markup that do not stop the tag from opening its block (so that its end tag still matches).
    var errors: [TemplateError] = []
    /// The snippets named by literal in `include`-like tags, with the offset of each name.
    var includes: [(String, Int)] = []

    /// The template the tag is in.
    var source: SourceText { parser.source }
}

/// What a tag's markup parses into.
package enum ParsedTag {
    /// A tag without a body.
    case node(any TagNode)
    /// A block tag; its body follows, up to its end tag.
    case block(any OpenBlock)
    /// A tag that leaves nothing to render.
    case nothing
}

/// A block tag whose body is being parsed: it collects its bodies, split by its inner tags (`elsif`, `else`, …),
/// and becomes a node at its end tag.
package protocol OpenBlock {
    /// The tag that opened the block (`if`, `for`); `end` + tag closes it.
    var tag: String { get }

    /// The tags that may come next in the block besides its end tag, in the order error messages list them.
    var innerTags: [String] { get }

    /// Handles one of `innerTags`.
    /// - Parameters:
    ///   - markup: The inner tag's markup.
    ///   - body: The body that the inner tag ends.
    mutating func split(at markup: inout TagMarkup, ending body: BlockID) throws(TemplateError)

    /// The node for the whole block, at its end tag.
    /// - Parameter body: The last body, which the end tag ends.
    func close(ending body: BlockID) -> any TagNode

    /// What the block does when its bodies are blank; `.blankWhenBodiesAre` unless the tag says otherwise.
    var blankness: BlockBlankness { get }
}

extension OpenBlock {
    var blankness: BlockBlankness { .blankWhenBodiesAre }
}

/// What a block does with blank bodies, as in Liquid. A body is blank when it holds only whitespace, comments,
/// `assign`, `capture` and blocks that are blank themselves; any output, `echo` or other tag makes it not blank.
package enum BlockBlankness {
    /// `if`, `unless`, `case` and `for`: when every body of the block is blank, their whitespace is dropped, so
    /// that `{% if x %}\n  {% assign y = 1 %}\n{% endif %}` prints nothing.
    case dropsWhitespaceWhenBlank
    /// `capture`: blank to the block around it whatever its body, since it prints nothing.
    case alwaysBlank
    /// `tablerow` and `ifchanged`: blank to the block around it when every body is blank; keeps its whitespace.
    case blankWhenBodiesAre
}

/// How a tag name is parsed, kept in `TagRegistry`.
package struct TagDefinition: Sendable {
    /// The tags that can stand inside this tag's block (`elsif`, `else`), for diagnostics.
    let innerTags: [String]
    /// The tag's end tag, for block tags.
    let endTag: String?
    /// Parses the tag's markup.
    let parse: @Sendable (inout TagMarkup) throws(TemplateError) -> ParsedTag

    init(
        innerTags: [String] = [], endTag: String? = nil,
        parse: @escaping @Sendable (inout TagMarkup) throws(TemplateError) -> ParsedTag
    ) {
        self.innerTags = innerTags
        self.endTag = endTag
        self.parse = parse
    }
}
