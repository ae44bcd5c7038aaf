/// `if`/`elsif`/`else`/`endif` and `unless`/`elsif`/`else`/`endunless`: the first branch whose test passes renders,
/// else the `else` body. `unless` negates its own condition, not those of its `elsif`s.
package struct ConditionTag: TagNode {
    /// The branches in order; `unless` has one, negated.
    let branches: [ConditionalBranch]
    let elseBody: BlockID?

    static let ifDefinition = TagDefinition(innerTags: ["elsif", "else"], endTag: "endif", parse: parseIf)
    static let unlessDefinition = TagDefinition(
        innerTags: ["elsif", "else"], endTag: "endunless", parse: parseUnless)

    private static func parseIf(_ markup: inout TagMarkup) -> ParsedTag {
        .block(OpenCondition(tag: "if", pending: parseCondition(&markup)))
    }

    private static func parseUnless(_ markup: inout TagMarkup) -> ParsedTag {
        .block(OpenCondition(tag: "unless", pending: parseCondition(&markup)))
    }

    /// The tag's condition; on an error, a placeholder, so that the block still opens and its end tag matches.
    private static func parseCondition(_ markup: inout TagMarkup) -> Condition {
        do throws(TemplateError) {
            let condition = try markup.parser.condition()
            try markup.parser.expectEnd(after: "the condition")
            return condition
        } catch {
            markup.errors.append(error)
            return Condition(
                comparisons: [Comparison(left: .literal(.nil), comparison: nil, offset: 0)], connectors: [])
        }
    }

    package func render(in context: inout RenderContext, template: LiquidTemplate) throws(TemplateError) -> BlockEntry?
    {
        for branch in branches where try context.test(branch.condition, in: template) != branch.negated {
            return BlockEntry(template: template, block: branch.body)
        }
        return elseBody.map { BlockEntry(template: template, block: $0) }
    }
}

/// A test and the body it guards.
package struct ConditionalBranch: Equatable, Sendable {
    let condition: Condition
    /// True for `unless`, which renders its body when the condition is false.
    let negated: Bool
    let body: BlockID
}

/// An `if` or `unless` whose bodies are being parsed.
private struct OpenCondition: OpenBlock {
    let tag: String
    var branches: [ConditionalBranch] = []
    /// The condition of the body being parsed.
    var pending: Condition
    var inElse = false

    init(tag: String, pending: Condition) {
        self.tag = tag
        self.pending = pending
    }

    var blankness: BlockBlankness { .dropsWhitespaceWhenBlank }

    var innerTags: [String] {
        inElse ? [] : ["elsif", "else"]
    }

    /// Only the first condition of `unless` is negated; its `elsif`s test as in `if` (as in Liquid).
    private var pendingIsNegated: Bool { tag == "unless" && branches.isEmpty }

    mutating func split(at markup: inout TagMarkup, ending body: BlockID) throws(TemplateError) {
        if markup.name == "elsif" {
            let condition = try markup.parser.condition()
            try markup.parser.expectEnd(after: "the condition")
            branches.append(ConditionalBranch(condition: pending, negated: pendingIsNegated, body: body))
            pending = condition
        } else {
            branches.append(ConditionalBranch(condition: pending, negated: pendingIsNegated, body: body))
            inElse = true
            try markup.parser.expectEnd(after: "'else'")
        }
    }

    func close(ending body: BlockID) -> any TagNode {
        if inElse { return ConditionTag(branches: branches, elseBody: body) }
        let last = ConditionalBranch(condition: pending, negated: pendingIsNegated, body: body)
        return ConditionTag(branches: branches + [last], elseBody: nil)
    }
}

extension ConditionalBranch {
    /// Rebuilds a value from the Swift source `EmbedTemplatesTool` writes (see `Prebuilt`).
    package init(_ parts: Prebuilt, condition: Condition, negated: Bool, body: BlockID) {
        self.condition = condition
        self.negated = negated
        self.body = body
    }
}

extension ConditionTag {
    /// Rebuilds a value from the Swift source `EmbedTemplatesTool` writes (see `Prebuilt`).
    package init(_ parts: Prebuilt, branches: [ConditionalBranch], elseBody: BlockID?) {
        self.branches = branches
        self.elseBody = elseBody
    }
}
