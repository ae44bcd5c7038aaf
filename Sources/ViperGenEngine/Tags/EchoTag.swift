/// `echo value | filters`: prints like `{{ value | filters }}`, for use inside `liquid`.
package struct EchoTag: TagNode {
    let expression: FilteredExpression

    static let definition = TagDefinition(parse: parse)

    private static func parse(_ markup: inout TagMarkup) throws(TemplateError) -> ParsedTag {
        let expression = try markup.parser.filteredExpression()
        try markup.parser.expectEnd(after: "the value")
        return .node(EchoTag(expression: expression))
    }

    package func render(in context: inout RenderContext, template: LiquidTemplate) throws(TemplateError) -> BlockEntry?
    {
        try context.print(expression, in: template)
        return nil
    }
}

extension EchoTag {
    /// Rebuilds a value from the Swift source `EmbedTemplatesTool` writes (see `Prebuilt`).
    package init(_ parts: Prebuilt, expression: FilteredExpression) {
        self.expression = expression
    }
}
