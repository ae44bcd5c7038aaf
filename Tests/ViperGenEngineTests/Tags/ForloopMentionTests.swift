import Testing

@testable import ViperGenEngine

/// Whether a template reads `forloop` decides whether loops build it for every item; a template embedded in a larger
/// file (an output path or a condition in a manifest) is judged by its own bytes, not the file's.
@Suite struct ForloopMentionTests {
    static let manifest = #"{ "a": "{% for x in xs %}{{ forloop.index }}{% endfor %}", "b": "{{ name }}.swift" }"#

    static func embedded(_ value: String) throws -> LiquidTemplate {
        let file = SourceText(name: "template.json", text: manifest)
        let start = try #require(manifest.utf8.firstRange(of: value.utf8)).lowerBound
        let offset = manifest.utf8.distance(from: manifest.utf8.startIndex, to: start)
        return try LiquidTemplate(
            parsing: SourceText(embeddedIn: file, range: offset..<(offset + value.utf8.count)))
    }

    @Test func anEmbeddedTemplateIsJudgedByItsOwnBytes() throws {
        #expect(try Self.embedded("{% for x in xs %}{{ forloop.index }}{% endfor %}").mentionsForloop)
        #expect(try !Self.embedded("{{ name }}.swift").mentionsForloop)
    }

    @Test func anEmbeddedLoopStillNumbersItsItems() throws {
        let template = try Self.embedded("{% for x in xs %}{{ forloop.index }}{% endfor %}")
        #expect(try template.render(["xs": [1, 2, 3]]) == "123")
    }

    @Test func aWholeFileIsJudgedByAllOfIt() throws {
        #expect(try LiquidTemplate(parsing: "{{ forloop.first }}", name: "a.liquid").mentionsForloop)
        #expect(try !LiquidTemplate(parsing: "{{ for_loop }}", name: "b.liquid").mentionsForloop)
    }
}
