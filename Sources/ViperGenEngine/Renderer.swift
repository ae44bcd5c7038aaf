/// Renders a parsed template with an explicit stack of frames instead of recursion, so that deep nesting and
/// deep includes cost memory, never call-stack depth. Text and outputs are rendered here; each tag renders itself
/// (`TagNode`) and may name a block to enter, whose scope decides what happens at its end.
package struct Renderer {
    /// A block being rendered: which template and block, how far, and its scope (a loop, a snippet), if any.
    private struct Frame {
        let template: LiquidTemplate
        var block: BlockID
        var index = 0
        var scope: (any BlockScope)?
    }

    private var context: RenderContext

    init(
        root: LiquidTemplate, variables: [String: TemplateValue], snippets: [String: LiquidTemplate], now: Int?,
        lenientVariables: Set<String> = [], limits: RenderLimits = .standard
    ) {
        context = RenderContext(
            root: root, variables: variables, snippets: snippets, now: now, lenientVariables: lenientVariables,
            limits: limits)
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
        // A template's output is about as long as its text (its tags and comments give way to values): reserving
        // twice that left most of each buffer untouched, and a run holds every file's. The template's own range,
        // not its file: an output path or condition in a manifest would reserve the whole manifest.
        context.output.reserveCapacity(root.source.templateRange.count)
        // The innermost frame's template, nodes and position live in locals, so that stepping from node to node
        // copies nothing; they are saved into `frames` only when a block is entered or left.
        var template = root
        var nodes = root.blocks[0]
        var index = 0
        // The last output or loop reached, where a limit crossed by plain text or a tag's output is reported.
        var site = (template: root, offset: 0)
        while true {
            guard index < nodes.count else {
                let top = frames.count - 1
                if frames[top].scope != nil, let next = try frames[top].scope!.bodyDidEnd(in: &context) {
                    if let offset = frames[top].scope!.tagOffset {
                        site = (template, offset)
                        try context.countIteration(at: offset, in: template)
                    }
                    frames[top].block = next
                    nodes = template.blocks[next]
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
            context.stepCounter.steps += 1
            if context.stepCounter.steps > context.limits.steps {
                throw context.error(.invalidValue(context.limits.stepsMessage), site.offset, site.template)
            }
            switch nodes[index - 1] {
            case .text(let text):
                context.output += text
                if context.output.utf8.count > context.limits.outputBytes {
                    throw context.error(.invalidValue(context.limits.outputMessage), site.offset, site.template)
                }
            case .output(let expression):
                site = (template, expression.offset)
                try context.print(expression, in: template)
            case .tag(let tag):
                guard let entered = try tag.render(in: &context, template: template) else {
                    if context.output.utf8.count > context.limits.outputBytes {
                        throw context.error(.invalidValue(context.limits.outputMessage), site.offset, site.template)
                    }
                    guard let interrupt = context.interrupt else { continue }
                    context.interrupt = nil
                    guard unwind(&frames, for: interrupt) else { return context.output }
                    let top = frames[frames.count - 1]
                    template = top.template
                    nodes = top.template.blocks[top.block]
                    index = top.index
                    continue
                }
                frames[frames.count - 1].index = index
                frames.append(Frame(template: entered.template, block: entered.block, scope: entered.scope))
                template = entered.template
                nodes = entered.template.blocks[entered.block]
                index = 0
            }
        }
    }

    /// Leaves the blocks inside the innermost loop (or `render`) for a `break` or `continue`, and sets the frame
    /// to go on from: after the loop for `break`, at the end of the body for `continue` (so that the loop moves to
    /// its next item). Outside any loop, as in Liquid, rendering stops.
    /// - Returns: False when rendering stops.
    private mutating func unwind(_ frames: inout [Frame], for interrupt: LoopInterrupt) -> Bool {
        while let top = frames.last {
            if let scope = top.scope, scope.isLoop || scope.isolatesInterrupts {
                if interrupt == .breakLoop && scope.isLoop {
                    frames.removeLast()
                    scope.leave(&context)
                } else {
                    frames[frames.count - 1].index = top.template.blocks[top.block].count
                }
                return true
            }
            guard frames.count > 1 else { return false }
            frames.removeLast()
            top.scope?.leave(&context)
        }
        return false
    }
}
