/// Renders a parsed template with an explicit stack of frames instead of recursion, so that deep nesting and
/// deep includes cost memory, never call-stack depth. Text and outputs are rendered here; each tag renders itself
/// (`TagNode`) and may name a block to enter, whose scope decides what happens at its end.
struct Renderer {
    /// A block being rendered: which template and block, how far, and its scope (a loop, a snippet), if any.
    private struct Frame {
        let template: LiquidTemplate
        let block: BlockID
        var index = 0
        var scope: (any BlockScope)?
    }

    private var context: RenderContext

    init(root: LiquidTemplate, variables: [String: TemplateValue], snippets: [String: LiquidTemplate]) {
        context = RenderContext(root: root, variables: variables, snippets: snippets)
    }

    mutating func render() throws(TemplateError) -> String {
        var frames = [Frame(template: context.root, block: 0)]
        do {
            return try render(&frames)
        } catch {
            // The frames are those the error left: each snippet's root frame knows the `include` that entered it.
            let chain = frames.compactMap { frame in
                frame.scope?.includeSite.map { $0.template.source.location(at: $0.offset) }
            }
            throw chain.isEmpty ? error : error.included(through: chain)
        }
    }

    /// Renders from the frames given, leaving them as they are when an error is thrown.
    private mutating func render(_ frames: inout [Frame]) throws(TemplateError) -> String {
        let root = context.root
        context.output.reserveCapacity(root.source.bytes.count * 2)
        // The innermost frame's template, nodes and position live in locals, so that stepping from node to node
        // copies nothing; they are saved into `frames` only when a block is entered or left.
        var template = root
        var nodes = root.blocks[0]
        var index = 0
        while true {
            guard index < nodes.count else {
                let top = frames.count - 1
                if frames[top].scope != nil, try frames[top].scope!.bodyDidEnd(in: &context) {
                    index = 0
                    continue
                }
                let finished = frames.removeLast()
                finished.scope?.leave(&context)
                guard let outer = frames.last else { return context.output }
                template = outer.template
                nodes = outer.template.blocks[outer.block]
                index = outer.index
                continue
            }
            index += 1
            switch nodes[index - 1] {
            case .text(let text):
                context.output += text
            case .output(let expression):
                let value = try context.evaluate(expression, in: template)
                guard let text = value.text else {
                    throw context.error(
                        .invalidValue("cannot print a dictionary; print one of its keys"), expression.offset, template)
                }
                context.output += text
            case .tag(let tag):
                guard let entered = try tag.render(in: &context, template: template) else { continue }
                frames[frames.count - 1].index = index
                frames.append(Frame(template: entered.template, block: entered.block, scope: entered.scope))
                template = entered.template
                nodes = entered.template.blocks[entered.block]
                index = 0
            }
        }
    }
}
