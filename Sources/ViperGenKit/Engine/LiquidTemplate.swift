/// A template parsed once and rendered any number of times.
///
/// Parsing checks the syntax, every tag and every filter name; rendering checks variables and snippets, which
/// depend on the context. Both report the template's name, line and column.
public struct LiquidTemplate: Sendable {
    /// The name used in diagnostics.
    public var name: String { source.name }
    /// The snippets this template includes directly, in order, with the position of each `include`.
    public let includedSnippets: [(name: String, location: SourceLocation)]

    let source: SourceText
    let blocks: [[Node]]

    /// Parses `text`.
    /// - Parameters:
    ///   - text: The template.
    ///   - name: The name to report in diagnostics, usually its path.
    /// - Throws: `TemplateErrors` with every syntax error found, in source order.
    public init(parsing text: String, name: String) throws(TemplateErrors) {
        let source = SourceText(name: name, text: text)
        let parsed = try TemplateParser(source: source).parse()
        self.source = source
        self.blocks = parsed.blocks
        self.includedSnippets = parsed.includes.map { ($0.0, source.location(at: $0.1)) }
    }

    /// Renders the template.
    /// - Parameters:
    ///   - variables: The variables the template sees (`module`, `params`, …).
    ///   - snippets: The templates `include` can name, by name.
    /// - Returns: The rendered text.
    /// - Throws: `TemplateError` at the first unknown variable, missing snippet, include cycle or bad value.
    public func render(
        _ variables: [String: TemplateValue], snippets: [String: LiquidTemplate] = [:]
    ) throws(TemplateError) -> String {
        var renderer = Renderer(root: self, variables: variables, snippets: snippets)
        return try renderer.render()
    }
}
