import Testing
import ViperGenTestSupport

@testable import ViperGenEngine

/// The new tags keep the engine's guarantee: deep nesting and long inputs cost memory and time, never the call
/// stack.
@Suite struct LiquidTagDeepInputTests {
    static let depth = 100_000

    @Test func deeplyNestedNewBlocksRender() throws {
        let depth = Self.depth
        let cases =
            String(repeating: "{% case 1 %}{% when 1 %}", count: depth) + "c"
            + String(repeating: "{% endcase %}", count: depth)
        #expect(try render(cases) == "c")
        // Each capture takes its body's output, so the outer ones capture nothing, as in Liquid.
        let captures =
            String(repeating: "{% capture c %}", count: depth) + "x"
            + String(repeating: "{% endcapture %}", count: depth)
            + "[{{ c }}]"
        #expect(try render(captures) == "[]")
        let rows =
            String(repeating: "{% tablerow i in (1..1) %}", count: 1_000) + "t"
            + String(repeating: "{% endtablerow %}", count: 1_000)
        let opening = String(repeating: "<tr class=\"row1\">\n<td class=\"col1\">", count: 1_000)
        #expect(try render(rows) == opening + "t" + String(repeating: "</td></tr>\n", count: 1_000))
        // Every loop breaks after its first item, so each level runs once.
        let breaks =
            String(repeating: "{% for i in (1..2) %}", count: depth) + "b"
            + String(repeating: "{% break %}{% endfor %}", count: depth)
        #expect(try render(breaks) == "b")
    }

    @Test func deepSnippetChainsWithArgumentsAndRender() throws {
        var snippets: [String: String] = [:]
        for index in 0..<10_000 {
            snippets["s\(index)"] = index == 9_999 ? "{{ n }}" : "{% render 's\(index + 1)', n: n %}"
        }
        #expect(try render("{% render 's0', n: 7 %}", snippets: snippets) == "7")
    }

    @Test func longLiquidTagsAndIndexChains() throws {
        let lines = String(repeating: "echo 'x'\n", count: Self.depth)
        #expect(try render("{% liquid\n" + lines + "%}").count == Self.depth)
        // A value this deep is built by the test (freeing a deeper one recurses in Swift itself); the chain of
        // accessors is flat.
        let chain = "{{ l" + String(repeating: "[0]", count: 1_000) + " }}"
        var value: TemplateValue = "end"
        for _ in 0..<1_000 { value = [value] }
        #expect(try render(chain, ["l": value]) == "end")
        let ranges = "{{ " + String(repeating: "(", count: Self.depth) + " }}"
        #expect(throws: TemplateErrors.self) { try LiquidTemplate(parsing: ranges, name: "t") }
    }
}
