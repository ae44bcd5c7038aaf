import Testing
import ViperGenTestSupport

@testable import ViperGenEngine

/// Every error the new tags add, with its exact message and position.
@Suite struct LiquidTagErrorTests {
    @Test func parseErrorsOfTheNewTags() {
        let cases: [(text: String, reason: TemplateError.Reason, line: Int, column: Int)] = [
            ("{% for x in y foo: 1 %}{% endfor %}", .syntax("'for' takes limit:, offset:, reversed, not 'foo'"), 1, 15),
            ("{% for x in y limit 2 %}{% endfor %}", .syntax("expected ':' after 'limit'"), 1, 21),
            (
                "{% tablerow x in y rows: 2 %}{% endtablerow %}",
                .syntax("'tablerow' takes limit:, offset:, cols:, not 'rows'"), 1, 20
            ),
            ("{% include 'a' 5 %}", .syntax("expected an argument such as 'name: value' in 'include'"), 1, 16),
            ("{% include 5 %}", .syntax("expected a snippet name in quotes or a variable holding one"), 1, 12),
            ("{% include 'a' with x as %}", .syntax("expected a variable name after 'as'"), 1, 26),
            ("{{ (1 5) }}", .syntax("expected '..' in a range such as (1..5)"), 1, 7),
            ("{{ (1..5 }}", .syntax("expected ')' after the range"), 1, 10),
            ("{{ a[0 }}", .syntax("expected ']' after the index"), 1, 8),
            (
                "{{ a" + String(repeating: "[a", count: 40) + String(repeating: "]", count: 40) + " }}",
                .syntax("the value nests '[ ]' and '( )' more than 32 deep; use 'assign' for parts"), 1, 68
            ),
            ("{% increment %}", .syntax("expected a counter name after 'increment'"), 1, 14),
            ("{% decrement a b %}", .syntax("unexpected 'b' after the counter name"), 1, 16),
            ("{% capture %}{% endcapture %}", .syntax("expected a variable name after 'capture'"), 1, 12),
            ("{% case %}{% endcase %}", .syntax("expected a value"), 1, 9),
            (
                "{% case x %}{% when 1 2 %}{% endcase %}", .syntax("unexpected number 2 after the values of 'when'"), 1,
                23
            ),
            ("{% when 1 %}", .unexpectedTag("when", expected: []), 1, 1),
            ("{% if a %}{% when 1 %}{% endif %}", .unexpectedTag("when", expected: ["elsif", "else", "endif"]), 1, 11),
            ("{% break now %}", .syntax("unexpected 'now' after 'break'"), 1, 10),
            ("{% cycle %}", .syntax("expected a value"), 1, 10),
            ("{% cycle 'a' 'b' %}", .syntax("unexpected string \"b\" after the values"), 1, 14),
            ("{% cycel 'a' %}", .unknownTag("cycel", suggestion: "cycle"), 1, 1),
            ("{% tablerow x in y %}", .unclosedBlock("tablerow"), 1, 1),
            ("{% liquid\n  raw\n%}", .syntax("'raw' cannot stand inside 'liquid'; close the 'liquid' tag first"), 2, 3),
            (
                "{% if true %}{% liquid endif %}",
                .syntax("'endif' inside 'liquid' cannot end or continue a block opened outside it; move it out"), 1, 24
            ),
            ("{% liquid\nliquid if x %}{% endif %}", .unclosedBlock("if"), 2, 8),
            ("{% liquid\nfor x in y\n%}{% endfor %}", .unclosedBlock("for"), 2, 1),
            ("{% liquid\n  comment\n x %}", .unclosedBlock("comment"), 2, 3),
            ("{% liquid\n  = 3\n%}", .syntax("expected a tag name at the start of each line of 'liquid'"), 2, 3),
            ("{% liquid\n  echo\n  iff x\n%}", .syntax("expected a value"), 2, 7),
        ]
        for (text, reason, line, column) in cases {
            let errors = parseErrors(text)
            #expect(errors.first?.0 == reason, "\(text)")
            #expect(
                errors.first?.1 == line && errors.first?.2 == column,
                "\(text): \(errors.first.map { "\($0.1):\($0.2)" } ?? "none")")
        }
        // Errors on the lines of `liquid` point at the line, and every one is reported.
        let lines = parseErrors("{% liquid\n  echo\n  iff x\n%}")
        #expect(lines.count == 2)
        #expect(
            lines.last.map { ($0.0, $0.1, $0.2) } ?? (.tooManyErrors, 0, 0) == (
                .unknownTag("iff", suggestion: "if"), 3, 3
            ))
    }

    @Test func renderErrorsOfTheNewTags() {
        let cases: [(text: String, variables: [String: TemplateValue], reason: TemplateError.Reason, column: Int)] = [
            ("{% for i in (1..x) %}{% endfor %}", ["x": [1]], .invalidValue("expected a whole number, got a list"), 13),
            (
                "{% for i in (1..2000000) %}{% endfor %}", [:],
                .invalidValue("the range (1..2000000) has more than 1000000 numbers"), 13
            ),
            (
                "{% for i in l limit: 'a' %}{% endfor %}", ["l": [1]],
                .invalidValue("expected a whole number, got a string"), 1
            ),
            (
                "{% tablerow i in s %}{% endtablerow %}", ["s": "x"],
                .invalidValue("cannot loop over a string; 'tablerow' needs a list or a dictionary"), 18
            ),
            ("{% increment s %}", ["s": "x"], .invalidValue("cannot count with 's': it is a string, not a number"), 14),
            ("{% include n %}", ["n": 5], .invalidValue("a snippet name must be a string, got a number"), 12),
            ("{% include n %}", ["n": "nope"], .missingSnippet("nope", suggestion: nil), 12),
            ("{{ list[5].x }}", ["list": [1]], .unknownVariable("list[5].x", suggestion: nil), 4),
            (#"{{ h["nmae"] }}"#, ["h": ["name": "a"]], .unknownVariable(#"h["nmae"]"#, suggestion: nil), 4),
            ("{{ h.nmae }}", ["h": ["name": "a"]], .unknownVariable("h.nmae", suggestion: "h.name"), 4),
            ("{{ l[i] }}", ["l": [1]], .unknownVariable("i", suggestion: "l"), 6),
        ]
        for (text, variables, reason, column) in cases {
            let error = renderError(text, variables)
            #expect(error?.reason == reason, "\(text)")
            #expect(
                error?.location.line == 1 && error?.location.column == column, "\(text): \(error?.location.column ?? 0)"
            )
        }
    }
}
