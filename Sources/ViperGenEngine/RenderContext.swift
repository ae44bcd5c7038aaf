/// Everything a render changes or looks up besides the position in the template: the output, the variables and
/// their bindings, and the snippets on the way to the current block. Tags work through it.
package struct RenderContext {
    /// The template being rendered.
    let root: LiquidTemplate
    /// The templates `include` can name, by name.
    let snippets: [String: LiquidTemplate]
    /// Variables from the context, and the counters of `increment` and `decrement`, which live beside them as in
    /// Liquid. A `render` swaps in its own for the snippet it renders.
    var variables: [String: TemplateValue]
    /// Variables set by `assign`, which hide context variables of the same name.
    var assigned: [String: TemplateValue] = [:]
    /// For each name a running block binds (a loop's variable and `forloop`), the values from the outermost block
    /// to the innermost, which hides the others. Kept per name so that a lookup costs the same at any depth.
    private(set) var bindings: [String: [TemplateValue]] = [:]
    /// The snippets being rendered (the includes on the way to the current block), to find cycles at any depth.
    var activeSnippets: Set<String> = []
    /// The same snippets in order, outermost first, to name a cycle.
    var snippetChain: [String] = []
    /// The text rendered so far.
    var output = ""
    /// A `break` or `continue` on its way to its loop.
    var interrupt: LoopInterrupt?
    /// The position of each `cycle`, by its group.
    var cyclePositions: [String: Int] = [:]
    /// Where each loop stopped, for `offset: continue`, by loop variable and collection.
    var loopStops: [String: Int] = [:]
    /// What the last `ifchanged` rendered.
    var lastIfChanged: String?
    /// The time of the run in seconds since 1970, for the `date` filter's `now`.
    let now: Int?
    /// Root variables whose missing members are `nil` rather than an error (`LiquidTemplate.render`).
    let lenientVariables: Set<String>
    /// How much work the render may do.
    let limits: RenderLimits
    /// Some template of the render mentions `forloop`; when none does, loops bind it once, to `nil`, instead of
    /// building it for every item (see `LiquidTemplate.mentionsForloop`).
    let readsForloop: Bool
    /// Steps taken so far (see `RenderLimits.steps`), kept in a reference so that evaluating a value (which does not
    /// change the context) can count the numbers of a range it makes into a list.
    let stepCounter = StepCounter()

    init(
        root: LiquidTemplate, variables: [String: TemplateValue], snippets: [String: LiquidTemplate], now: Int?,
        lenientVariables: Set<String>, limits: RenderLimits = .standard
    ) {
        self.limits = limits
        self.readsForloop = root.mentionsForloop || snippets.values.contains { $0.mentionsForloop }
        self.root = root
        self.variables = variables
        self.snippets = snippets
        self.now = now
        self.lenientVariables = lenientVariables
    }

    /// Moves the bindings out, leaving none, for a `render` that must not see them; `restoreBindings` puts them back.
    mutating func takeBindings() -> [String: [TemplateValue]] {
        defer { bindings = [:] }
        return bindings
    }

    /// Puts back bindings taken by `takeBindings`.
    mutating func restoreBindings(_ saved: [String: [TemplateValue]]) {
        bindings = saved
    }

    /// Evaluates `expression` and appends its text to the output.
    mutating func print(_ expression: FilteredExpression, in template: LiquidTemplate) throws(TemplateError) {
        let value = try evaluate(expression, in: template)
        guard let text = value.text else {
            throw error(.invalidValue("cannot print a dictionary; print one of its keys"), expression.offset, template)
        }
        output += text
        if output.utf8.count > limits.outputBytes {
            throw error(.invalidValue(limits.outputMessage), expression.offset, template)
        }
    }

    /// Counts `steps` steps of work at `offset` (the numbers of a range made into a list); an error there once the
    /// render passes its step limit.
    func count(steps added: Int, at offset: Int, in template: LiquidTemplate) throws(TemplateError) {
        stepCounter.steps += added
        if stepCounter.steps > limits.steps { throw error(.invalidValue(limits.stepsMessage), offset, template) }
    }

    /// Counts one loop iteration of the tag at `offset`; an error there once the render passes its step limit.
    /// (It reads the counter itself rather than calling `count`, which in debug builds would copy the context.)
    mutating func countIteration(at offset: Int, in template: LiquidTemplate) throws(TemplateError) {
        stepCounter.steps += 1
        if stepCounter.steps > limits.steps { throw error(.invalidValue(limits.stepsMessage), offset, template) }
        if output.utf8.count > limits.outputBytes {
            throw error(.invalidValue(limits.outputMessage), offset, template)
        }
    }

    /// Binds `name` to `value`, as a new innermost binding, or in place of the innermost one when `replacing`.
    mutating func bind(_ name: String, to value: TemplateValue, replacing: Bool) {
        if replacing {
            bindings[name]!.replaceLast(with: value)
        } else {
            bindings[name, default: []].append(value)
        }
    }

    /// Removes the innermost binding of `name`.
    mutating func unbind(_ name: String) {
        bindings[name]!.removeLast()
        if bindings[name]!.isEmpty { bindings[name] = nil }
    }

    /// An error at `offset` in `template`.
    func error(_ reason: TemplateError.Reason, _ offset: Int, _ template: LiquidTemplate) -> TemplateError {
        TemplateError(reason, at: template.source.location(at: offset))
    }
}

/// The steps a render has taken.
final class StepCounter {
    var steps = 0
}

extension Array {
    /// Replaces the last element, which must exist.
    fileprivate mutating func replaceLast(with element: Element) {
        self[count - 1] = element
    }
}
