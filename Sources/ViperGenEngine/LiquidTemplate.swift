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
    /// The template's text and name, for checks that read it (`templates lint`'s look at what a support file reads).
    package var sourceText: SourceText { source }
    package let blocks: [[Node]]
    /// The name this template would have as a snippet (its file name without `.liquid`), so that a snippet
    /// including the template that includes it is found to be a cycle.
    let snippetName: String
    /// The template's text holds `forloop`, so its loops must bind it (a loop in a render where no template mentions
    /// it skips building `forloop` for each item, the largest part of an iteration's work).
    package let mentionsForloop: Bool

    /// Parses `text`.
    /// - Parameters:
    ///   - text: The template.
    ///   - name: The name to report in diagnostics, usually its path.
    /// - Throws: `TemplateErrors` with every syntax error found, in source order.
    public convenience init(parsing text: String, name: String) throws(TemplateErrors) {
        try self.init(parsing: SourceText(name: name, text: text))
    }

    /// A template parsed when viper-gen was built (`EmbedTemplatesTool`), from its text, name and parsed form, and
    /// whether its text mentions `forloop` (worked out at build time too: scanning the built-in set's text cost
    /// about 400,000 instructions on every run).
    package init(
        prebuiltFrom text: String, name: String, blocks: [[Node]],
        includedSnippets: [(name: String, location: SourceLocation)], mentionsForloop: Bool
    ) {
        self.source = SourceText(name: name, text: text)
        self.blocks = blocks
        self.snippetName = Self.snippetName(of: name)
        self.includedSnippets = includedSnippets
        self.mentionsForloop = mentionsForloop
    }

    /// A template embedded in a larger file (a manifest's output path or condition) parsed when viper-gen was built
    /// (`EmbedTemplatesTool`), from its source, parsed form and whether its text mentions `forloop`.
    package init(
        prebuiltIn source: SourceText, blocks: [[Node]], includedSnippets: [(name: String, location: SourceLocation)],
        mentionsForloop: Bool
    ) {
        self.source = source
        self.blocks = blocks
        self.snippetName = Self.snippetName(of: source.name)
        self.includedSnippets = includedSnippets
        self.mentionsForloop = mentionsForloop
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
        let word: StaticString = "forloop"
        // Only the template's own bytes: a template embedded in a manifest (an output path, a condition) shares the
        // manifest's bytes, and scanning all of them for each of its templates cost most of a million instructions.
        let range = source.templateRange
        return source.bytes.withUnsafeBufferPointer { bytes in
            word.withUTF8Buffer { word in
                guard range.count >= word.count else { return false }
                // A plain loop over the bytes: the generic `firstIndex(of:)` over slices cost about 15 instructions
                // a byte, half a million over the built-in set on every run.
                var start = range.lowerBound
                while start <= range.upperBound - word.count {
                    if bytes[start] == word[0] {
                        var matched = 1
                        while matched < word.count, bytes[start + matched] == word[matched] { matched += 1 }
                        if matched == word.count { return true }
                    }
                    start += 1
                }
                return false
            }
        }
    }

    /// The file name of `path` without `.liquid`. Works on UTF-8 bytes: `Substring.hasSuffix` compares Unicode characters, and cost about 5,000 instructions a
    /// template, for every template of every run.
    private static func snippetName(of path: String) -> String {
        let utf8 = path.utf8
        let start = utf8.lastIndex(of: UInt8(ascii: "/")).map { utf8.index(after: $0) } ?? utf8.startIndex
        let suffix = ".liquid".utf8
        var end = utf8.endIndex
        if utf8.distance(from: start, to: end) >= suffix.count,
            utf8[utf8.index(end, offsetBy: -suffix.count)...].elementsEqual(suffix)
        {
            end = utf8.index(end, offsetBy: -suffix.count)
        }
        return String(path[start..<end])
    }
}
