import ViperGenEngine

/// A template written as a JSON string (a manifest's output path, condition or insertion text), parsed with
/// positions in the JSON file. The manifest reader parses such strings when a set loads; `EmbedTemplatesTool`
/// parses the built-in sets' ones the same way when viper-gen is built, so that a run does not parse them again.
package struct JSONEmbeddedTemplate {
    /// The template's text.
    package let source: SourceText
    /// The template's bytes in `source`.
    package let range: Range<Int>
    /// The string has no escapes, so its bytes stand in the file as they are and `source` is the file itself,
    /// positions pointing into it; otherwise `source` is the string's own text, named after the file and `what`.
    package let isVerbatim: Bool

    /// The template of the string `text` whose literal starts (at its opening quote) at byte `offset` of `file`;
    /// `what` names it (`files[2].output`) when it cannot be shown in place.
    package init(_ text: String, at offset: Int, in file: SourceText, what: String) {
        let start = offset + 1
        let end = start + text.utf8.count
        isVerbatim = end < file.bytes.count && file.bytes[start..<end].elementsEqual(text.utf8)
        source =
            isVerbatim
            ? SourceText(embeddedIn: file, range: start..<end) : SourceText(name: "\(file.name) (\(what))", text: text)
        range = isVerbatim ? start..<end : 0..<text.utf8.count
    }

    /// Parses the template: a bare condition (`params.tests`), which renders `true` when it holds, when
    /// `isCondition`, else a template.
    package func parse(isCondition: Bool) throws(TemplateErrors) -> LiquidTemplate {
        isCondition
            ? try LiquidTemplate(parsingCondition: source, range: range) : try LiquidTemplate(parsing: source)
    }
}
