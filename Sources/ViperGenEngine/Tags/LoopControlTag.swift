/// `break` and `continue`: leave the innermost loop, or go on with its next item. Outside any loop, rendering
/// stops there, as in Liquid.
package struct LoopControlTag: TagNode {
    let interrupt: LoopInterrupt

    static let breakDefinition = TagDefinition(parse: parseBreak)
    static let continueDefinition = TagDefinition(parse: parseContinue)

    private static func parseBreak(_ markup: inout TagMarkup) throws(TemplateError) -> ParsedTag {
        try markup.parser.expectEnd(after: "'break'")
        return .node(LoopControlTag(interrupt: .breakLoop))
    }

    private static func parseContinue(_ markup: inout TagMarkup) throws(TemplateError) -> ParsedTag {
        try markup.parser.expectEnd(after: "'continue'")
        return .node(LoopControlTag(interrupt: .continueLoop))
    }

    package func render(in context: inout RenderContext, template: LiquidTemplate) throws(TemplateError) -> BlockEntry?
    {
        context.interrupt = interrupt
        return nil
    }
}

extension LoopControlTag {
    /// Rebuilds a value from the Swift source `EmbedTemplatesTool` writes (see `Prebuilt`).
    package init(_ parts: Prebuilt, interrupt: LoopInterrupt) {
        self.interrupt = interrupt
    }
}
