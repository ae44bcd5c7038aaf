/// `tablerow item in collection cols: n limit: n offset: n` … `endtablerow`: renders the body once per item inside
/// HTML table cells, starting a new row every `cols` items, with `tablerowloop` bound, exactly as Liquid writes it.
package struct TableRowTag: TagNode {
    let variable: String
    let collection: Operand
    let collectionOffset: Int
    let columns: Operand?
    let slice: LoopSlice
    let key: String
    let body: BlockID

    static let definition = TagDefinition(endTag: "endtablerow", parse: parse)

    private static func parse(_ markup: inout TagMarkup) -> ParsedTag {
        // Kept on an error, so that the block's end tag still matches; never rendered, since parsing fails.
        var open = OpenTableRow(
            parsed: TableRowTag(
                variable: "", collection: .literal(.nil), collectionOffset: markup.offset, columns: nil,
                slice: LoopSlice(tagOffset: markup.offset), key: "", body: 0))
        do throws(TemplateError) {
            let variable = try markup.parser.name(for: "a loop variable name after 'tablerow'")
            try markup.parser.expect(.identifier("in"), "'in' after the loop variable")
            let offset = markup.parser.offset
            let collection = try markup.parser.operand()
            let key = variable + "-" + markup.source.string(offset..<markup.parser.offset)
            let arguments = try markup.parser.keywordArguments(for: "tablerow")
            let slice = try LoopSlice(
                arguments, tag: "tablerow", extra: ["cols"], tagOffset: markup.offset, source: markup.source)
            open = OpenTableRow(
                parsed: TableRowTag(
                    variable: variable, collection: collection, collectionOffset: offset,
                    columns: arguments.last { $0.name == "cols" }?.value, slice: slice, key: key, body: 0))
        } catch {
            markup.errors.append(error)  // keep the block open so its end tag still matches
        }
        return .block(open)
    }

    package func render(in context: inout RenderContext, template: LiquidTemplate) throws(TemplateError) -> BlockEntry?
    {
        var items: [TemplateValue]
        switch try context.value(of: collection, in: template) {
        case .list(let list): items = list
        case .dictionary(let entries): items = entries.pairs
        case .nil: return nil
        case let other:
            throw context.error(
                .invalidValue("cannot loop over a \(other.typeName); 'tablerow' needs a list or a dictionary"),
                collectionOffset,
                template)
        }
        items = try slice.apply(to: items, key: key, in: &context, template: template)
        let columns = try columns.map { value throws(TemplateError) in
            try context.integer(value, in: template, at: collectionOffset)
        }
        context.output += "<tr class=\"row1\">\n"
        guard !items.isEmpty else {
            context.output += "</tr>\n"
            return nil
        }
        let scope = TableRowScope(
            variable: variable, items: items, columns: columns ?? items.count, body: body, tagOffset: slice.tagOffset)
        scope.enterCell(in: &context, replacing: false)
        return BlockEntry(template: template, block: body, scope: scope)
    }
}

/// A running `tablerow`: its position, cells and rows.
private struct TableRowScope: BlockScope {
    let variable: String
    let items: [TemplateValue]
    /// Cells a row: `cols`, else every item (so that the last cell is `col_last`, as in Liquid); 0 or less keeps
    /// every cell in one row and none `col_last`.
    let columns: Int
    let body: BlockID
    let tagOffset: Int?
    var position = 0
    /// Set when the last cell is closed, so that leaving after a `break` closes the open cell.
    var finished = false

    var isLoop: Bool { true }

    private var column0: Int { columns > 0 ? position % columns : position }
    private var row: Int { columns > 0 ? position / columns + 1 : 1 }
    private var isLastColumn: Bool { columns > 0 && column0 + 1 == columns }

    mutating func bodyDidEnd(in context: inout RenderContext) throws(TemplateError) -> BlockID? {
        context.output += "</td>"
        let isLast = position == items.count - 1
        if isLastColumn && !isLast { context.output += "</tr>\n<tr class=\"row\(row + 1)\">" }
        guard !isLast else {
            context.output += "</tr>\n"
            finished = true
            return nil
        }
        position += 1
        enterCell(in: &context, replacing: true)
        return body
    }

    func leave(_ context: inout RenderContext) {
        if !finished { context.output += "</td></tr>\n" }
        context.unbind(variable)
        context.unbind("tablerowloop")
    }

    /// Opens the current item's cell and binds the item and `tablerowloop`.
    func enterCell(in context: inout RenderContext, replacing: Bool) {
        context.output += "<td class=\"col\(column0 + 1)\">"
        let loop: TemplateValue = [
            "length": .integer(items.count),
            "index": .integer(position + 1),
            "index0": .integer(position),
            "rindex": .integer(items.count - position),
            "rindex0": .integer(items.count - position - 1),
            "first": .bool(position == 0),
            "last": .bool(position == items.count - 1),
            "col": .integer(column0 + 1),
            "col0": .integer(column0),
            "col_first": .bool(column0 == 0),
            "col_last": .bool(isLastColumn),
            "row": .integer(row),
        ]
        context.bind(variable, to: items[position], replacing: replacing)
        context.bind("tablerowloop", to: loop, replacing: replacing)
    }
}

/// A `tablerow` whose body is being parsed.
private struct OpenTableRow: OpenBlock {
    let parsed: TableRowTag

    var tag: String { "tablerow" }
    var innerTags: [String] { [] }

    func split(at markup: inout TagMarkup, ending body: BlockID) throws(TemplateError) {}

    func close(ending body: BlockID) -> any TagNode {
        TableRowTag(
            variable: parsed.variable, collection: parsed.collection, collectionOffset: parsed.collectionOffset,
            columns: parsed.columns, slice: parsed.slice, key: parsed.key, body: body)
    }
}

extension TableRowTag {
    /// Rebuilds a value from the Swift source `EmbedTemplatesTool` writes (see `Prebuilt`).
    package init(
        _ parts: Prebuilt, variable: String, collection: Operand, collectionOffset: Int, columns: Operand?,
        slice: LoopSlice, key: String, body: BlockID
    ) {
        self.variable = variable
        self.collection = collection
        self.collectionOffset = collectionOffset
        self.columns = columns
        self.slice = slice
        self.key = key
        self.body = body
    }
}
