/// `increment name` prints the counter, then adds one; `decrement name` subtracts one, then prints it. Counters
/// start at 0 and live beside the context's variables, apart from `assign`, as in Liquid.
package struct CounterTag: TagNode {
    let name: String
    let step: Int
    let offset: Int

    static let incrementDefinition = TagDefinition(parse: parseIncrement)
    static let decrementDefinition = TagDefinition(parse: parseDecrement)

    private static func parseIncrement(_ markup: inout TagMarkup) throws(TemplateError) -> ParsedTag {
        try parse(&markup, step: 1)
    }

    private static func parseDecrement(_ markup: inout TagMarkup) throws(TemplateError) -> ParsedTag {
        try parse(&markup, step: -1)
    }

    private static func parse(_ markup: inout TagMarkup, step: Int) throws(TemplateError) -> ParsedTag {
        let offset = markup.parser.offset
        let name = try markup.parser.name(for: "a counter name after '\(markup.name)'")
        try markup.parser.expectEnd(after: "the counter name")
        return .node(CounterTag(name: name, step: step, offset: offset))
    }

    package func render(in context: inout RenderContext, template: LiquidTemplate) throws(TemplateError) -> BlockEntry?
    {
        let current: Int
        switch context.variables[name] {
        case nil: current = 0
        case .integer(let number)?: current = number
        case let other?:
            throw context.error(
                .invalidValue("cannot count with '\(name)': it is a \(other.typeName), not a number"), offset, template)
        }
        let (next, overflow) = current.addingReportingOverflow(step)
        guard !overflow else {
            throw context.error(.invalidValue("the counter '\(name)' is out of range"), offset, template)
        }
        context.variables[name] = .integer(next)
        context.output += String(step > 0 ? current : next)
        return nil
    }
}

extension CounterTag {
    /// Rebuilds a value from the Swift source `EmbedTemplatesTool` writes (see `Prebuilt`).
    package init(_ parts: Prebuilt, name: String, step: Int, offset: Int) {
        self.name = name
        self.step = step
        self.offset = offset
    }
}
