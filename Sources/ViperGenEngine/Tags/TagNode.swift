/// A parsed tag as it stands in a template's node list. The renderer reaches it, and the tag does its work
/// through the render context: it writes output, sets variables, or names a block to render next.
package protocol TagNode: Sendable {
    /// Renders the tag.
    /// - Parameters:
    ///   - context: The render state: output, variables, counters, and the snippets on the way here.
    ///   - template: The template the tag stands in, for the positions of errors and the blocks it refers to.
    /// - Returns: The block to render next, if the tag has one; the renderer comes back after it.
    /// - Throws: `TemplateError` with the position of the value or name that failed.
    func render(in context: inout RenderContext, template: LiquidTemplate) throws(TemplateError) -> BlockEntry?

    /// True for a tag without a body that never prints (`assign`): it leaves the body it stands in blank (see
    /// `BlockBlankness`). False unless the tag says otherwise.
    var isBlank: Bool { get }
}

extension TagNode {
    package var isBlank: Bool { false }
}

/// A block a tag asks the renderer to render next, and the scope that decides what happens when its end is reached.
package struct BlockEntry {
    let template: LiquidTemplate
    let block: BlockID
    var scope: (any BlockScope)?

    init(template: LiquidTemplate, block: BlockID, scope: (any BlockScope)? = nil) {
        self.template = template
        self.block = block
        self.scope = scope
    }
}

/// `break` or `continue`, passed out through the blocks of a loop's body to the loop.
package enum LoopInterrupt {
    case breakLoop
    case continueLoop
}

/// What happens around a block while it renders: a loop renders its body again, an include leaves its snippet.
package protocol BlockScope {
    /// True for loops, which `break` and `continue` act on.
    var isLoop: Bool { get }

    /// True for a `render`: a `break` or `continue` inside it ends the snippet (or its current item) and goes no
    /// further out.
    var isolatesInterrupts: Bool { get }

    /// The body's end was reached (or a `continue` jumped there).
    /// - Returns: The block to render next in this scope (the same body again for a loop), or nil to leave it.
    mutating func bodyDidEnd(in context: inout RenderContext) throws(TemplateError) -> BlockID?

    /// The block is left for good, at its end or by a `break`; undoes what entering it did.
    func leave(_ context: inout RenderContext)

    /// For the root block of a snippet: the template and offset of the tag that included it.
    var includeSite: (template: LiquidTemplate, offset: Int)? { get }

    /// For a loop: the offset of its tag, where a limit crossed while it repeats is reported.
    var tagOffset: Int? { get }
}

extension BlockScope {
    var isLoop: Bool { false }
    var includeSite: (template: LiquidTemplate, offset: Int)? { nil }
    var isolatesInterrupts: Bool { false }
    var tagOffset: Int? { nil }
    mutating func bodyDidEnd(in context: inout RenderContext) throws(TemplateError) -> BlockID? { nil }
    func leave(_ context: inout RenderContext) {}
}
