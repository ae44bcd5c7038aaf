/// `for variable in collection` … `else` … `endfor`: renders the body once per item, with the item and `forloop`
/// bound, or the `else` body when the collection is empty.
package struct LoopTag: TagNode {
    let variable: String
    let collection: Operand
    /// Where the collection stands, for the error when it is not a list.
    let collectionOffset: Int
    let slice: LoopSlice
    /// The loop's variable and collection as written, which `offset: continue` goes on from.
    let key: String
    let body: BlockID
    let elseBody: BlockID?

    static let definition = TagDefinition(innerTags: ["else"], endTag: "endfor", parse: parse)

    private static func parse(_ markup: inout TagMarkup) -> ParsedTag {
        var open = OpenLoop(
            variable: "", collection: .literal(.nil), collectionOffset: markup.offset,
            slice: LoopSlice(tagOffset: markup.offset), key: "")
        do throws(TemplateError) {
            let variableOffset = markup.parser.offset
            let variable = try markup.parser.name(for: "a loop variable name after 'for'")
            if variable == "forloop" {
                // It would collide with the loop's own `forloop` variable.
                throw markup.parser.error(
                    .syntax("a loop variable cannot be named 'forloop'; choose another name"), at: variableOffset)
            }
            try markup.parser.expect(.identifier("in"), "'in' after the loop variable")
            let offset = markup.parser.offset
            let collection = try markup.parser.operand()
            // Liquid's `@name`: the collection as written, without the blanks before what follows it.
            var collectionText = Substring(markup.source.string(offset..<markup.parser.offset))
            while collectionText.last?.isWhitespace == true { collectionText = collectionText.dropLast() }
            let key = variable + "-" + collectionText
            let reversed = markup.parser.skip(word: "reversed")
            var slice = try LoopSlice(
                markup.parser.keywordArguments(for: "for"), tag: "for", tagOffset: markup.offset, source: markup.source)
            slice.reversed = reversed
            open = OpenLoop(
                variable: variable, collection: collection, collectionOffset: offset, slice: slice, key: key)
        } catch {
            markup.errors.append(error)  // keep the block open so its end tag still matches
        }
        return .block(open)
    }

    package func render(in context: inout RenderContext, template: LiquidTemplate) throws(TemplateError) -> BlockEntry?
    {
        let items: LoopItems
        if case .range(let lower, let upper, let offset) = collection {
            // A range is looped over without making it a list: its numbers cost nothing until the loop reaches them.
            let numbers = try context.range(lower, upper, at: offset, in: template)
            let window = try slice.window(count: numbers?.count ?? 0, key: key, in: &context, template: template)
            let first = (numbers?.lowerBound ?? 0) + window.lowerBound
            items = .numbers(first: first, count: window.count, reversed: slice.reversed)
        } else {
            switch try context.value(of: collection, in: template) {
            case .list(let list): items = .list(try slice.apply(to: list, key: key, in: &context, template: template))
            case .dictionary(let entries):
                items = .list(try slice.apply(to: entries.pairs, key: key, in: &context, template: template))
            case .nil: items = .list(try slice.apply(to: [], key: key, in: &context, template: template))
            case let other:
                throw context.error(
                    .invalidValue("cannot loop over a \(other.typeName); 'for' needs a list or a dictionary"),
                    collectionOffset,
                    template)
            }
        }
        guard items.count > 0 else { return elseBody.map { BlockEntry(template: template, block: $0) } }
        let loop = LoopScope(variable: variable, name: key, items: items, body: body, tagOffset: slice.tagOffset)
        loop.bind(in: &context, replacing: false)
        return BlockEntry(template: template, block: body, scope: loop)
    }
}

/// A running `for`: which item it is at, and the bindings of its variable and `forloop`.
private struct LoopScope: BlockScope {
    let variable: String
    /// `forloop.name`: the variable and the collection as written, `item-items` (Liquid's `ForloopDrop#name`).
    let name: String
    let items: LoopItems
    let body: BlockID
    let tagOffset: Int?
    var position = 0

    var isLoop: Bool { true }

    mutating func bodyDidEnd(in context: inout RenderContext) throws(TemplateError) -> BlockID? {
        guard position + 1 < items.count else { return nil }
        position += 1
        bind(in: &context, replacing: true)
        return body
    }

    func leave(_ context: inout RenderContext) {
        context.unbind(variable)
        context.unbind("forloop")
    }

    /// Binds the loop's variable and `forloop` for its current item, as a new innermost binding or in place of
    /// the loop's own binding when it moves to the next item.
    func bind(in context: inout RenderContext, replacing: Bool) {
        context.bind(variable, to: items[position], replacing: replacing)
        guard context.readsForloop else {
            // No template of the render reads it: bound once, so that names and suggestions stay the same.
            if !replacing { context.bind("forloop", to: .nil, replacing: false) }
            return
        }
        let forloop: TemplateValue = [
            "name": .string(name),
            "index": .integer(position + 1),
            "index0": .integer(position),
            "first": .bool(position == 0),
            "last": .bool(position == items.count - 1),
            "length": .integer(items.count),
            "rindex": .integer(items.count - position),
            "rindex0": .integer(items.count - position - 1),
        ]
        // `forloop` second, so that it wins over a loop variable named `forloop`.
        context.bind("forloop", to: forloop, replacing: replacing)
    }
}

/// The items a `for` goes through: a list, or the numbers of a range, made one at a time.
private enum LoopItems {
    case list([TemplateValue])
    /// `count` numbers from `first` up, or down from `first + count - 1` when `reversed`.
    case numbers(first: Int, count: Int, reversed: Bool)

    var count: Int {
        switch self {
        case .list(let list): list.count
        case .numbers(_, let count, _): count
        }
    }

    subscript(position: Int) -> TemplateValue {
        switch self {
        case .list(let list): list[position]
        case .numbers(let first, let count, let reversed):
            .integer(reversed ? first + count - 1 - position : first + position)
        }
    }
}

/// A `for` whose body, and maybe its `else` body, are being parsed.
private struct OpenLoop: OpenBlock {
    let variable: String
    let collection: Operand
    let collectionOffset: Int
    let slice: LoopSlice
    let key: String
    /// The loop's body, once an `else` has ended it.
    var body: BlockID?

    var tag: String { "for" }
    var innerTags: [String] { body == nil ? ["else"] : [] }
    var blankness: BlockBlankness { .dropsWhitespaceWhenBlank }

    init(variable: String, collection: Operand, collectionOffset: Int, slice: LoopSlice, key: String) {
        self.variable = variable
        self.collection = collection
        self.collectionOffset = collectionOffset
        self.slice = slice
        self.key = key
    }

    mutating func split(at markup: inout TagMarkup, ending body: BlockID) throws(TemplateError) {
        self.body = body
        try markup.parser.expectEnd(after: "'else'")
    }

    func close(ending last: BlockID) -> any TagNode {
        LoopTag(
            variable: variable, collection: collection, collectionOffset: collectionOffset, slice: slice, key: key,
            body: body ?? last,
            elseBody: body == nil ? nil : last)
    }
}

extension LoopTag {
    /// Rebuilds a value from the Swift source `EmbedTemplatesTool` writes (see `Prebuilt`).
    package init(
        _ parts: Prebuilt, variable: String, collection: Operand, collectionOffset: Int, slice: LoopSlice, key: String,
        body: BlockID, elseBody: BlockID?
    ) {
        self.variable = variable
        self.collection = collection
        self.collectionOffset = collectionOffset
        self.slice = slice
        self.key = key
        self.body = body
        self.elseBody = elseBody
    }
}
