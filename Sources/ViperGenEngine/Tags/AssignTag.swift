/// `assign name = value | filters`: sets a variable that hides a context variable of the same name.
package struct AssignTag: TagNode {
    let name: String
    let value: FilteredExpression

    static let definition = TagDefinition(parse: parse)

    private static func parse(_ markup: inout TagMarkup) throws(TemplateError) -> ParsedTag {
        let variable = try markup.parser.assignedName(for: "a variable name after 'assign'")
        try markup.parser.expect(.assignment, "'=' after the variable name")
        let value = try markup.parser.filteredExpression()
        try markup.parser.expectEnd(after: "the value")
        return .node(AssignTag(name: variable, value: value))
    }

    /// An `assign` prints nothing, so it leaves its body blank (see `BlockBlankness`).
    package var isBlank: Bool { true }

    package func render(in context: inout RenderContext, template: LiquidTemplate) throws(TemplateError) -> BlockEntry?
    {
        context.assigned[name] = try context.evaluate(value, in: template)
        return nil
    }
}

extension AssignTag {
    /// Rebuilds a value from the Swift source `EmbedTemplatesTool` writes (see `Prebuilt`).
    package init(_ parts: Prebuilt, name: String, value: FilteredExpression) {
        self.name = name
        self.value = value
    }
}
