import Testing
import ViperGenTestSupport

@testable import ViperGenEngine

/// `when a, b` is one branch per value sharing a body, as in Liquid (issue 36): the body renders once for each value
/// that matches, and every matching `when` renders.
@Suite struct CaseWhenTests {
    @Test func aWhenRendersOnceForEachMatchingValue() throws {
        let title: [String: TemplateValue] = ["title": "Hello", "a": "Hello"]
        #expect(
            try render("{% case title %}{% when 'Hello' %}foo{% when a, 'Hello' %}bar{% endcase %}", title)
                == "foobarbar")
        #expect(
            try render("{% case title %}{% when 'foo' %}foo{% when 'bar' or 'Hello', 'Hello' %}bar{% endcase %}", title)
                == "barbar")
        #expect(try render("{% case title %}{% when 'x', 'Hello', 'y' %}one{% endcase %}", title) == "one")
    }

    @Test func elseRendersOnlyWhenNoWhenBeforeItMatched() throws {
        let text = "{% case n %}{% when 1, 2 %}a{% else %}b{% when 3 %}c{% else %}d{% endcase %}"
        #expect(try render(text, ["n": 1]) == "a")
        #expect(try render(text, ["n": 3]) == "bc")
        #expect(try render(text, ["n": 9]) == "bd")
    }

    @Test func aBadValueIsAnErrorAtTheValue() {
        let errors = parseErrors("{% case x %}{% when 1, %}{% endcase %}")
        #expect(errors.first?.0 == .syntax("expected a value"))
        #expect(errors.first.map { [$0.1, $0.2] } == [1, 24])
    }
}
