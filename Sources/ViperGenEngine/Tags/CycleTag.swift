/// `cycle 'a', 'b'` or `cycle 'group': 'a', 'b'`: prints the next of its values each time it renders. Cycles
/// with the same group, or without a group and with the same literal values, share their position. Groups are
/// compared as values, as Liquid compares its hash keys: `1`, `1.0` and `'1'` are three groups. A group's
/// tags may differ in their values, as in Liquid: a tag whose shared position is past its last value prints
/// nothing, and the position starts again at its first value.
package struct CycleTag: TagNode {
    let group: Operand?
    let values: [Operand]
    /// The shared position's key when there is no group: the literal values, or the tag's place when any value is
    /// a variable (Liquid gives each such tag its own position).
    let key: String

    static let definition = TagDefinition(parse: parse)

    private static func parse(_ markup: inout TagMarkup) throws(TemplateError) -> ParsedTag {
        var first = try markup.parser.operand()
        var group: Operand?
        if markup.parser.skip(.colon) {
            group = first
            first = try markup.parser.operand()
        }
        var values = [first]
        while markup.parser.skip(.comma) { values.append(try markup.parser.operand()) }
        try markup.parser.expectEnd(after: "the values")
        let literals = values.compactMap { value -> String? in
            guard case .literal(let literal) = value else { return nil }
            return "\(literal)"
        }
        let key = literals.count == values.count ? literals.joined(separator: "\u{0}") : "\u{1}\(markup.offset)"
        return .node(CycleTag(group: group, values: values, key: key))
    }

    package func render(in context: inout RenderContext, template: LiquidTemplate) throws(TemplateError) -> BlockEntry?
    {
        var key = key
        if let group {
            let name = try context.value(of: group, in: template)
            key = "\u{2}" + Self.groupKey(name)
        } else if key.hasPrefix("\u{1}") {
            key += template.name
        }
        // Tags of one group may have different numbers of values, so the shared position can be past this tag's
        // last value: as in Liquid, it then prints nothing, and the next position wraps to 0 past this tag's end.
        let position = context.cyclePositions[key] ?? 0
        context.cyclePositions[key] = position + 1 < values.count ? position + 1 : 0
        guard values.indices.contains(position) else { return nil }
        let value = try context.value(of: values[position], in: template)
        context.output += value.text ?? ""
        return nil
    }
}

extension CycleTag {
    /// A text that two group values share exactly when Ruby's `eql?` holds between them (the same type and value;
    /// dictionaries whatever their order), so that groups are told apart as Liquid tells its hash keys apart.
    static func groupKey(_ value: TemplateValue) -> String {
        switch value {
        case .string(let text): "s" + text
        case .integer(let number): "i\(number)"
        case .float(let number): "f\(number)"
        case .bool(let flag): flag ? "b1" : "b0"
        case .nil: "n"
        case .list(let items): "l[" + items.map(groupKey).joined(separator: "\u{0}") + "]"
        case .dictionary(let entries):
            "d[" + entries.keys.sorted().map { $0 + "\u{1}" + groupKey(entries[$0]!) }.joined(separator: "\u{0}") + "]"
        }
    }

    /// Rebuilds a value from the Swift source `EmbedTemplatesTool` writes (see `Prebuilt`).
    package init(_ parts: Prebuilt, group: Operand?, values: [Operand], key: String) {
        self.group = group
        self.values = values
        self.key = key
    }
}
