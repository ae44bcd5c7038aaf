import Testing
import ViperGenTestSupport

@testable import ViperGenEngine

/// Behaviours where the engine differed from Shopify's Liquid (issue 36), each checked with the Golden Liquid suite's
/// cases (`jg-rp/golden-liquid`, named in each entry) and the expected result the suite records from Ruby's Liquid.
@Suite struct LiquidConformanceFixTests {
    /// Runs each case and compares its output.
    private func expectCases(
        _ cases: [(name: String, template: String, variables: [String: TemplateValue], expected: String)]
    )
        throws
    {
        for (name, template, variables, expected) in cases {
            #expect(try render(template, variables) == expected, "\(name)")
        }
    }

    @Test func unlessTakesElsif() throws {
        try expectCases([
            (
                "unless, conditional alternative block", "{% unless true %}foo{% elsif true %}bar{% endunless %}", [:],
                "bar"
            ),
            (
                "unless, conditional alternative block with default",
                "{% unless true %}foo{% elsif false %}bar{% else %}hello{% endunless %}", [:], "hello"
            ),
            ("only the first condition is negated", "{% unless x %}a{% elsif x %}b{% endunless %}", ["x": true], "b"),
            ("unless, alternative block", "{% unless true %}foo{% else %}bar{% endunless %}", [:], "bar"),
            ("unless, literal false condition", "{% unless false %}foo{% endunless %}", [:], "foo"),
        ])
    }

    @Test func nothingContainsNilOrFalse() throws {
        try expectCases([
            (
                "if, array contains false", "{% if a contains false %}TRUE{% else %}FALSE{% endif %}",
                ["a": [1, 2, 3, false]], "FALSE"
            ),
            (
                "if, array contains nil", "{% if a contains nil %}TRUE{% else %}FALSE{% endif %}", ["a": [1, 2, .nil]],
                "FALSE"
            ),
            (
                "if, string contains nil", "{% if s contains nil %}TRUE{% else %}FALSE{% endif %}", ["s": "hello"],
                "FALSE"
            ),
            (
                "a string holding 'false'", "{% if s contains false %}TRUE{% else %}FALSE{% endif %}",
                ["s": "is false"], "FALSE"
            ),
            ("if, string contains int", "{% if 'hel9lo' contains 9 %}TRUE{% else %}FALSE{% endif %}", [:], "TRUE"),
            ("a list holding true", "{% if a contains true %}TRUE{% else %}FALSE{% endif %}", ["a": [true]], "TRUE"),
        ])
    }

    @Test func blankAndEmptyNeverEqualEachOther() throws {
        try expectCases([
            (
                "blank and empty, blank does not equal empty", "{% if blank == empty %}TRUE{% else %}FALSE{% endif %}",
                [:], "FALSE"
            ),
            (
                "blank and empty, empty does not equal blank", "{% if empty == blank %}TRUE{% else %}FALSE{% endif %}",
                [:], "FALSE"
            ),
            ("!= is the opposite", "{% if blank != empty %}TRUE{% else %}FALSE{% endif %}", [:], "TRUE"),
            (
                "blank and empty, string of length 0 is equal to blank",
                "{% if '' == blank %}TRUE{% else %}FALSE{% endif %}", [:], "TRUE"
            ),
            (
                "blank and empty, false is not equal to empty", "{% if false == empty %}TRUE{% else %}FALSE{% endif %}",
                [:], "FALSE"
            ),
        ])
    }

    @Test func offsetContinueAfterALoopWithoutOffset() throws {
        let array: [String: TemplateValue] = ["array": [1, 2, 3, 4, 5, 6]]
        try expectCases([
            (
                "for, nothing to continue from",
                "{% for item in array %}a{{ item }} {% endfor %}{% for item in array offset: continue %}b{{ item }} {% endfor %}",
                array, "a1 a2 a3 a4 a5 a6 "
            ),
            (
                "for, offset continue from a broken loop with preceding limit",
                "{% for item in (1..6) limit: 3 %}a{{ item }} {% endfor %}{% for item in (1..6) %}{% if item == 3 %}{% break %}{% endif %}b{{ item }} {% endfor %}{% for item in (1..6) offset: continue %}c{{ item }} {% endfor %}",
                [:], "a1 a2 a3 b1 b2 "
            ),
            (
                "for, offset continue without preceding loop",
                "{% for item in array offset: continue %}{{ item }} {% endfor %}", array, "1 2 3 4 5 6 "
            ),
            (
                "for, continue with changing loop var",
                "{% for foo in array limit: 3 %}{{ foo }} {% endfor %}{% for bar in array offset: continue %}{{ bar }} {% endfor %}",
                array, "1 2 3 1 2 3 4 5 6 "
            ),
        ])
    }

    @Test func tablerowColLastWithoutCols() throws {
        let template =
            "{% tablerow i in (1..2) %}\ncol: {{ tablerowloop.col }}\ncol0: {{ tablerowloop.col0 }}\ncol_first: "
            + "{{ tablerowloop.col_first }}\ncol_last: {{ tablerowloop.col_last }}\nfirst: {{ tablerowloop.first }}\n"
            + "index: {{ tablerowloop.index }}\nindex0: {{ tablerowloop.index0 }}\nlast: {{ tablerowloop.last }}\n"
            + "length: {{ tablerowloop.length }}\nrindex: {{ tablerowloop.rindex }}\nrindex0: {{ tablerowloop.rindex0 }}\n"
            + "row: {{ tablerowloop.row }}\n{% endtablerow %}"
        let expected =
            "<tr class=\"row1\">\n<td class=\"col1\">\ncol: 1\ncol0: 0\ncol_first: true\ncol_last: false\nfirst: true\n"
            + "index: 1\nindex0: 0\nlast: false\nlength: 2\nrindex: 2\nrindex0: 1\nrow: 1\n</td><td class=\"col2\">\n"
            + "col: 2\ncol0: 1\ncol_first: false\ncol_last: true\nfirst: false\nindex: 2\nindex0: 1\nlast: true\n"
            + "length: 2\nrindex: 1\nrindex0: 0\nrow: 1\n</td></tr>\n"
        try expectCases([
            ("tablerow, no cols param", template, [:], expected),
            (
                "tablerow, one row with limit",
                "{% tablerow label in collection.labels limit: 2 %}{{ label }}{{ tablerowloop.col_last }}{% endtablerow %}",
                ["collection": ["labels": ["label1", "label2", "label3", "label4"]]],
                "<tr class=\"row1\">\n<td class=\"col1\">label1false</td><td class=\"col2\">label2true</td></tr>\n"
            ),
        ])
    }
    @Test func docIsNeverRenderedNorParsed() throws {
        try expectCases([
            ("doc, don't render docs", "{% doc %}don't render me{% enddoc %}", [:], ""),
            (
                "doc, doc text is not parsed",
                "{% doc %}    {% if true %}    {% if ... %}    {%- for ? -%}    {% while true %}    {%    unless if    %}"
                    + "    {% endcase %}    {% raw %}{% enddoc %}", [:], ""
            ),
            ("doc, docs containing unclosed output are ok", "{% doc %}{{ foo {% enddoc %}", [:], ""),
            ("doc, whitespace control", "foo\n {%- doc %}I'm a doc comment{% enddoc -%}  \tbar", [:], "foobar"),
            // As in Liquid, a `doc` with text leaves its body not blank; an empty one leaves it blank.
            ("a doc with text in an if", "{% if true %}\n{% doc %}x{% enddoc %}\n{% endif %}", [:], "\n\n"),
            ("an empty doc in an if", "{% if true %}\n{% doc %}{% enddoc %}\n{% endif %}", [:], ""),
        ])
        let noArguments = "'doc' takes no arguments; write the text between {% doc %} and {% enddoc %}"
        #expect(
            parseErrors("{% doc hello %}don't render me{% enddoc %}").map { "\($0.0) \($0.1):\($0.2)" }
                == ["\(TemplateError.Reason.syntax(noArguments)) 1:8"])
        #expect(
            parseErrors("{% doc %}Hello{% doc %}{% enddoc %}").map { "\($0.0) \($0.1):\($0.2)" }
                == [
                    "\(TemplateError.Reason.syntax("a 'doc' cannot hold another 'doc'; end the first with {% enddoc %}")) 1:15"
                ])
        #expect(
            parseErrors("{% doc %}don't render me").map { "\($0.0) \($0.1):\($0.2)" }
                == ["\(TemplateError.Reason.unclosedBlock("doc")) 1:1"])
    }

    @Test func alternateNotEqualAndCommasBetweenForArguments() throws {
        try expectCases([
            (
                "if, alternate not equal condition", "{% if product.title <> 'foo' %}baz{% endif %}",
                ["product": ["title": "foo"]], ""
            ),
            ("<> is !=", "{% if 1 <> 2 %}yes{% endif %}", [:], "yes"),
            (
                "for, comma separated arguments", "{% for i in (1..6), limit: 4, offset: 2 %}{{ i }} {% endfor %}", [:],
                "3 4 5 6 "
            ),
            (
                "for, some comma separated arguments",
                "{% for i in (1..6) limit: 4, offset: 2, %}{{ i }} {% endfor %}", [:], "3 4 5 6 "
            ),
        ])
    }
}
