/// `include 'name'`: renders the snippet `snippets/name.liquid` in place, sharing the including template's
/// variables. A snippet that is missing or that includes itself, at any depth, is an error at the `include`.
struct IncludeTag: TagNode {
    let snippet: String
    /// Where the snippet's name stands.
    let offset: Int
    /// Where the tag's `{%` stands, for the include chain of errors inside the snippet.
    let tagOffset: Int

    static let definition = TagDefinition(parse: parse)

    private static func parse(_ markup: inout TagMarkup) throws(TemplateError) -> ParsedTag {
        let (snippet, offset) = try markup.parser.stringLiteral(for: "a snippet name")
        try markup.parser.expectEnd(after: "the snippet name")
        markup.includes.append((snippet, offset))
        return .node(IncludeTag(snippet: snippet, offset: offset, tagOffset: markup.offset))
    }

    func render(in context: inout RenderContext, template: LiquidTemplate) throws(TemplateError) -> BlockEntry? {
        guard let included = context.snippets[snippet] else {
            let suggestion = nearestName(to: snippet, in: Array(context.snippets.keys))
            throw context.error(.missingSnippet(snippet, suggestion: suggestion), offset, template)
        }
        if snippet == context.root.snippetName || context.activeSnippets.contains(snippet) {
            let chain = [context.root.snippetName] + context.snippetChain
            throw context.error(.includeCycle(chain.drop { $0 != snippet } + [snippet]), offset, template)
        }
        context.activeSnippets.insert(snippet)
        context.snippetChain.append(snippet)
        return BlockEntry(
            template: included, block: 0, scope: SnippetScope(snippet: snippet, template: template, offset: tagOffset))
    }
}

/// The root block of an included snippet: it leaves the chain of active snippets when it ends.
private struct SnippetScope: BlockScope {
    let snippet: String
    /// The including template and where the `include` tag stands in it.
    let template: LiquidTemplate
    let offset: Int

    var includeSite: (template: LiquidTemplate, offset: Int)? { (template, offset) }

    func leave(_ context: inout RenderContext) {
        context.activeSnippets.remove(snippet)
        context.snippetChain.removeLast()
    }
}
