/// A template parsed once and rendered any number of times. A class, so that the renderer can hand it from frame
/// to frame with one reference count instead of one per stored array.
///
/// Parsing checks the syntax, every tag and every filter name; rendering checks variables and snippets, which
/// depend on the context. Both report the template's name, line and column.
public final class LiquidTemplate: Sendable {
    /// The name used in diagnostics.
    public var name: String { source.name }
    /// The snippets this template includes directly, in order, with the position of each `include`.
    public let includedSnippets: [(name: String, location: SourceLocation)]

    let source: SourceText
    package let blocks: [[Node]]
    /// The name this template would have as a snippet (its file name without `.liquid`), so that a snippet
    /// including the template that includes it is found to be a cycle.
    let snippetName: String
    /// The template's text holds `forloop`, so its loops must bind it (a loop in a render where no template mentions
    /// it skips building `forloop` for each item, the largest part of an iteration's work).
    let mentionsForloop: Bool

    /// Parses `text`.
    /// - Parameters:
    ///   - text: The template.
    ///   - name: The name to report in diagnostics, usually its path.
    /// - Throws: `TemplateErrors` with every syntax error found, in source order.
    public convenience init(parsing text: String, name: String) throws(TemplateErrors) {
        try self.init(parsing: SourceText(name: name, text: text))
    }

    /// A template parsed when viper-gen was built (`EmbedTemplatesTool`), from its text, name and parsed form.
    package init(
        prebuiltFrom text: String, name: String, blocks: [[Node]],
        includedSnippets: [(name: String, location: SourceLocation)]
    ) {
        self.source = SourceText(name: name, text: text)
        self.blocks = blocks
        self.snippetName = Self.snippetName(of: name)
        self.includedSnippets = includedSnippets
        self.mentionsForloop = Self.mentionsForloop(source)
    }

    /// Parses a template that stands inside a larger file, such as an output path in a manifest.
    package init(parsing source: SourceText) throws(TemplateErrors) {
        let parsed = try TemplateParser(source: source).parse()
        self.source = source
        self.blocks = parsed.blocks
        self.snippetName = Self.snippetName(of: source.name)
        self.includedSnippets = parsed.includes.map { ($0.0, source.location(at: $0.1)) }
        self.mentionsForloop = Self.mentionsForloop(source)
    }

    /// Parses a bare condition (`params.tests and params.ui != "none"`) as a template that renders `true`
    /// when the condition holds and nothing otherwise.
    package init(parsingCondition source: SourceText, range: Range<Int>) throws(TemplateErrors) {
        do {
            var parser = try ExpressionParser(source: source, range: range)
            let condition = try parser.condition()
            try parser.expectEnd(after: "the condition")
            self.source = source
            self.blocks = [
                [
                    .tag(
                        ConditionTag(
                            branches: [ConditionalBranch(condition: condition, negated: false, body: 1)], elseBody: nil)
                    )
                ],
                [.text("true")],
            ]
            self.snippetName = Self.snippetName(of: source.name)
            self.includedSnippets = []
            self.mentionsForloop = Self.mentionsForloop(source)
        } catch {
            throw TemplateErrors([error])
        }
    }

    /// Renders the template.
    /// - Parameters:
    ///   - variables: The variables the template sees (`module`, `params`, …).
    ///   - snippets: The templates `include` can name, by name.
    ///   - lenientVariables: Root variables whose missing members (at any depth) are `nil` instead of an error, as
    ///     in lax Liquid: with `["custom_parameters"]`, `{% if custom_parameters.x %}` works when `x` was not given.
    ///     Every other variable stays strict.
    ///   - now: The time of the run in seconds since 1970, which the `date` filter reads as `now` and `today`; the
    ///     engine never reads the clock or the environment, so the caller decides (`SOURCE_DATE_EPOCH` or the
    ///     clock). Without it, `now` is an error.
    ///   - limits: How much output and work the render may produce (`RenderLimits`); crossing one is an error at
    ///     the tag or output that crossed it.
    /// - Returns: The rendered text.
    /// - Throws: `TemplateError` at the first unknown variable, missing snippet, include cycle or bad value.
    public func render(
        _ variables: [String: TemplateValue], snippets: [String: LiquidTemplate] = [:], now: Int? = nil,
        lenientVariables: Set<String> = [], limits: RenderLimits = .standard
    ) throws(TemplateError) -> String {
        var renderer = Renderer(
            root: self, variables: variables, snippets: snippets, now: now, lenientVariables: lenientVariables,
            limits: limits)
        return try renderer.render()
    }

    /// Whether `source` holds the word `forloop` anywhere.
    private static func mentionsForloop(_ source: SourceText) -> Bool {
        let word = Array("forloop".utf8)
        let bytes = source.bytes
        guard bytes.count >= word.count else { return false }
        var index = bytes.startIndex
        while let start = bytes[index...].firstIndex(of: word[0]), start + word.count <= bytes.endIndex {
            if bytes[start..<start + word.count].elementsEqual(word) { return true }
            index = start + 1
        }
        return false
    }

    private static func snippetName(of path: String) -> String {
        let slash = path.utf8.lastIndex(of: UInt8(ascii: "/"))
        let file = slash.map { path[path.utf8.index(after: $0)...] } ?? path[...]
        return String(file.hasSuffix(".liquid") ? file.dropLast(".liquid".count) : file)
    }
}
