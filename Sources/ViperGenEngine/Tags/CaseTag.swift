/// `case subject` … `when a, b or c` … `else` … `endcase`. As in Liquid, every `when` that matches renders, in
/// order, once for each of its values that matches (`when a, b` is two branches with one body), and an `else`
/// renders when no `when` before it matched. Text before the first `when` is dropped.
package struct CaseTag: TagNode {
    let subject: Operand
    let branches: [CaseBranch]

    static let definition = TagDefinition(innerTags: ["when", "else"], endTag: "endcase", parse: parse)

    private static func parse(_ markup: inout TagMarkup) -> ParsedTag {
        var subject = Operand.literal(.nil)
        do throws(TemplateError) {
            subject = try markup.parser.operand()
            try markup.parser.expectEnd(after: "the value")
        } catch {
            markup.errors.append(error)  // keep the block open so its end tag still matches
        }
        return .block(OpenCase(subject: subject))
    }

    package func render(in context: inout RenderContext, template: LiquidTemplate) throws(TemplateError) -> BlockEntry?
    {
        var scope = CaseScope(tag: self, template: template)
        return try scope.nextBody(in: &context).map { BlockEntry(template: template, block: $0, scope: scope) }
    }
}

/// One `when` (with the values it matches) or `else` (with none) and its body.
package struct CaseBranch: Sendable {
    /// The values of a `when`; nil for `else`.
    let values: Condition?
    let body: BlockID
}

/// A `case` rendering its matching bodies one after the other.
private struct CaseScope: BlockScope {
    let tag: CaseTag
    let template: LiquidTemplate
    var next = 0
    var matched = false

    init(tag: CaseTag, template: LiquidTemplate) {
        self.tag = tag
        self.template = template
    }

    mutating func bodyDidEnd(in context: inout RenderContext) throws(TemplateError) -> BlockID? {
        try nextBody(in: &context)
    }

    /// The next body to render, testing each `when` only when it is reached, as Liquid does.
    mutating func nextBody(in context: inout RenderContext) throws(TemplateError) -> BlockID? {
        while next < tag.branches.count {
            let branch = tag.branches[next]
            next += 1
            guard let values = branch.values else {
                if !matched { return branch.body }
                continue
            }
            if try context.test(values, in: template) {
                matched = true
                return branch.body
            }
        }
        return nil
    }
}

/// A `case` whose `when` and `else` bodies are being parsed.
private struct OpenCase: OpenBlock {
    let subject: Operand
    var branches: [CaseBranch] = []
    /// One condition for each value of the `when` being parsed; nil before the first `when` and in an `else`.
    var pending: [Condition]?
    var started = false

    init(subject: Operand) {
        self.subject = subject
    }

    var tag: String { "case" }
    var innerTags: [String] { ["when", "else"] }
    var blankness: BlockBlankness { .dropsWhitespaceWhenBlank }

    mutating func split(at markup: inout TagMarkup, ending body: BlockID) throws(TemplateError) {
        if started { branches += Self.branches(pending, body: body) }
        started = true
        pending = nil
        guard markup.name == "when" else {
            try markup.parser.expectEnd(after: "'else'")
            return
        }
        // `when a, b or c`: one condition per value, each rendering the body when the subject equals it.
        var conditions: [Condition] = []
        repeat {
            let offset = markup.parser.offset
            let value = try markup.parser.operand()
            conditions.append(
                Condition(
                    comparisons: [Comparison(left: subject, comparison: (.equal, value), offset: offset)],
                    connectors: []))
        } while markup.parser.skip(.comma) || markup.parser.skip(word: "or")
        try markup.parser.expectEnd(after: "the values of 'when'")
        pending = conditions
    }

    func close(ending body: BlockID) -> any TagNode {
        CaseTag(subject: subject, branches: started ? branches + Self.branches(pending, body: body) : [])
    }

    /// The branches of one `when` (one per value, sharing `body`) or of an `else` (`conditions` nil).
    private static func branches(_ conditions: [Condition]?, body: BlockID) -> [CaseBranch] {
        guard let conditions else { return [CaseBranch(values: nil, body: body)] }
        return conditions.map { CaseBranch(values: $0, body: body) }
    }
}

extension CaseBranch {
    /// Rebuilds a value from the Swift source `EmbedTemplatesTool` writes (see `Prebuilt`).
    package init(_ parts: Prebuilt, values: Condition?, body: BlockID) {
        self.values = values
        self.body = body
    }
}

extension CaseTag {
    /// Rebuilds a value from the Swift source `EmbedTemplatesTool` writes (see `Prebuilt`).
    package init(_ parts: Prebuilt, subject: Operand, branches: [CaseBranch]) {
        self.subject = subject
        self.branches = branches
    }
}
