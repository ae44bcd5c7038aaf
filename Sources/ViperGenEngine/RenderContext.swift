/// Everything a render changes or looks up besides the position in the template: the output, the variables and
/// their bindings, and the snippets on the way to the current block. Tags work through it.
struct RenderContext {
    /// The template being rendered.
    let root: LiquidTemplate
    /// The templates `include` can name, by name.
    let snippets: [String: LiquidTemplate]
    /// Variables from the context.
    let variables: [String: TemplateValue]
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

    init(root: LiquidTemplate, variables: [String: TemplateValue], snippets: [String: LiquidTemplate]) {
        self.root = root
        self.variables = variables
        self.snippets = snippets
    }

    /// Binds `name` to `value`, as a new innermost binding, or in place of the innermost one when `replacing`.
    mutating func bind(_ name: String, to value: TemplateValue, replacing: Bool) {
        if replacing {
            bindings[name]![bindings[name]!.count - 1] = value
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
