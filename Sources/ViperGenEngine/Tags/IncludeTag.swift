/// `include` and `render`: render a snippet (`snippets/name.liquid`) in place.
///
/// `include 'name'` (or a variable holding the name) shares the including template's variables; `with value` or
/// `for value` binds the value to the snippet's name (or to the name after `as`), once per item for a list; and
/// `key: value` arguments are bound while the snippet renders. `render 'name'` (a quoted name only) sees nothing
/// but its arguments, `with value` binds the value as is, `for list` renders once per item with `forloop`, and
/// its assignments, counters and `break` stay inside it. A snippet that is missing or that includes itself, at any
/// depth, is an error at the tag.
package struct IncludeTag: TagNode {
    /// True for `render`.
    let isolated: Bool
    /// The snippet's name: a string literal, or for `include` a variable holding it.
    let name: Operand
    /// Where the snippet's name stands.
    let offset: Int
    /// Where the tag's `{%` stands, for the include chain of errors inside the snippet.
    let tagOffset: Int
    /// The value of `with` or `for`.
    let value: Operand?
    /// True for `for`.
    let iterates: Bool
    /// The name after `as`.
    let alias: String?
    let arguments: [KeywordArgument]

    static let includeDefinition = TagDefinition(parse: parseInclude)
    static let renderDefinition = TagDefinition(parse: parseRender)

    private static func parseInclude(_ markup: inout TagMarkup) throws(TemplateError) -> ParsedTag {
        try parse(&markup, isolated: false)
    }

    private static func parseRender(_ markup: inout TagMarkup) throws(TemplateError) -> ParsedTag {
        try parse(&markup, isolated: true)
    }

    private static func parse(_ markup: inout TagMarkup, isolated: Bool) throws(TemplateError) -> ParsedTag {
        let offset = markup.parser.offset
        let name: Operand
        switch markup.parser.peek() {
        case .string?:
            let (snippet, _) = try markup.parser.stringLiteral(for: "a snippet name")
            markup.includes.append((snippet, offset))
            name = .literal(.string(snippet))
        case .identifier? where !isolated:
            name = try markup.parser.operand()
        default:
            let what = isolated ? "a snippet name in quotes" : "a snippet name in quotes or a variable holding one"
            throw markup.parser.error(.syntax("expected \(what)"))
        }
        var value: Operand?
        var iterates = false
        if markup.parser.skip(word: "with") {
            value = try markup.parser.operand()
        } else if markup.parser.skip(word: "for") {
            value = try markup.parser.operand()
            iterates = true
        }
        let alias = markup.parser.skip(word: "as") ? try markup.parser.name(for: "a variable name after 'as'") : nil
        let arguments = try markup.parser.keywordArguments(for: markup.name)
        return .node(
            IncludeTag(
                isolated: isolated, name: name, offset: offset, tagOffset: markup.offset, value: value,
                iterates: iterates, alias: alias, arguments: arguments))
    }

    package func render(in context: inout RenderContext, template: LiquidTemplate) throws(TemplateError) -> BlockEntry?
    {
        let nameValue = try context.value(of: name, in: template)
        guard case .string(let snippet) = nameValue else {
            throw context.error(
                .invalidValue("a snippet name must be a string, got a \(nameValue.typeName)"), offset, template)
        }
        guard let included = context.snippets[snippet] else {
            let suggestion = nearestName(to: snippet, in: Array(context.snippets.keys))
            throw context.error(.missingSnippet(snippet, suggestion: suggestion), offset, template)
        }
        if snippet == context.root.snippetName || context.activeSnippets.contains(snippet) {
            let chain = [context.root.snippetName] + context.snippetChain
            throw context.error(.includeCycle(chain.drop { $0 != snippet } + [snippet]), offset, template)
        }
        var bound: [(String, TemplateValue)] = []
        for argument in arguments { bound.append((argument.name, try context.value(of: argument.value, in: template))) }
        var items: [TemplateValue]?
        if let value {
            let evaluated = try context.value(of: value, in: template)
            if case .list(let list) = evaluated, iterates || !isolated {
                items = list
                if list.isEmpty { return nil }
            } else {
                bound.append((alias ?? snippet, evaluated))
            }
        }
        var scope = SnippetScope(
            snippet: snippet, site: (template, tagOffset), isolated: isolated, itemName: alias ?? snippet,
            items: items ?? [], forloop: isolated && iterates, bound: bound.map(\.0))
        scope.enter(bound, in: &context)
        return BlockEntry(template: included, block: 0, scope: scope)
    }
}

/// The root block of a snippet: it binds the snippet's variables and leaves the chain of active snippets when it
/// ends; for `for`, it renders the snippet once per item.
private struct SnippetScope: BlockScope {
    let snippet: String
    let site: (template: LiquidTemplate, offset: Int)
    let isolated: Bool
    /// The variable each item is bound to.
    let itemName: String
    /// The items of `for` (or of `include … with` a list); empty to render once.
    let items: [TemplateValue]
    /// True for `render … for`, which binds `forloop` too.
    let forloop: Bool
    /// The names bound besides the item, to unbind when an `include` ends.
    let bound: [String]
    var position = 0
    /// What `render` hid from the snippet, to put back when it ends.
    var saved:
        (variables: [String: TemplateValue], assigned: [String: TemplateValue], bindings: [String: [TemplateValue]])?

    init(
        snippet: String, site: (template: LiquidTemplate, offset: Int), isolated: Bool, itemName: String,
        items: [TemplateValue], forloop: Bool, bound: [String]
    ) {
        self.snippet = snippet
        self.site = site
        self.isolated = isolated
        self.itemName = itemName
        self.items = items
        self.forloop = forloop
        self.bound = bound
    }

    var includeSite: (template: LiquidTemplate, offset: Int)? { site }
    var isolatesInterrupts: Bool { isolated }

    /// Enters the snippet: records it as active, hides the caller's variables for `render`, and binds `values`
    /// and the first item.
    mutating func enter(_ values: [(String, TemplateValue)], in context: inout RenderContext) {
        context.activeSnippets.insert(snippet)
        context.snippetChain.append(snippet)
        if isolated {
            // As in Liquid, a `render` starts from an empty context holding its arguments, which an `assign` in
            // the snippet may replace.
            saved = (context.variables, context.assigned, context.takeBindings())
            context.variables = Dictionary(values, uniquingKeysWith: { _, last in last })
            context.assigned = [:]
        } else {
            for (name, value) in values { context.bind(name, to: value, replacing: false) }
        }
        if !items.isEmpty { bindItem(in: &context, replacing: false) }
    }

    mutating func bodyDidEnd(in context: inout RenderContext) throws(TemplateError) -> BlockID? {
        guard position + 1 < items.count else { return nil }
        position += 1
        if isolated {
            // Each item of `render … for` starts afresh, as Liquid renders each in a new context.
            context.assigned = [:]
        }
        bindItem(in: &context, replacing: true)
        return 0
    }

    func leave(_ context: inout RenderContext) {
        context.activeSnippets.remove(snippet)
        context.snippetChain.removeLast()
        if let saved {
            context.variables = saved.variables
            context.assigned = saved.assigned
            context.restoreBindings(saved.bindings)
            return
        }
        for name in bound { context.unbind(name) }
        if !items.isEmpty { context.unbind(itemName) }
    }

    private func bindItem(in context: inout RenderContext, replacing: Bool) {
        guard isolated else {
            context.bind(itemName, to: items[position], replacing: replacing)
            return
        }
        context.variables[itemName] = items[position]
        guard forloop else { return }
        let loop: TemplateValue = [
            "index": .integer(position + 1),
            "index0": .integer(position),
            "rindex": .integer(items.count - position),
            "rindex0": .integer(items.count - position - 1),
            "first": .bool(position == 0),
            "last": .bool(position == items.count - 1),
            "length": .integer(items.count),
            "parentloop": .nil,
        ]
        context.variables["forloop"] = loop
    }
}

extension IncludeTag {
    /// Rebuilds a value from the Swift source `EmbedTemplatesTool` writes (see `Prebuilt`).
    package init(
        _ parts: Prebuilt, isolated: Bool, name: Operand, offset: Int, tagOffset: Int, value: Operand?, iterates: Bool,
        alias: String?, arguments: [KeywordArgument]
    ) {
        self.isolated = isolated
        self.name = name
        self.offset = offset
        self.tagOffset = tagOffset
        self.value = value
        self.iterates = iterates
        self.alias = alias
        self.arguments = arguments
    }
}
