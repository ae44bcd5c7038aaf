import Testing
import ViperGenTestSupport

@testable import ViperGenEngine

/// The rest of Liquid 5's standard tags. Each expected output was produced by Ruby's Liquid 5.4.0 from the same
/// template and variables (mostly Shopify's documented examples); viper-gen stays strict, so snippets here only use
/// variables they are given.
@Suite struct LiquidTagTests {
    @Test func caseRendersEveryMatchingWhenAndElseWhenNothingBeforeItMatched() throws {
        let text =
            "{% case x %}{% when 1, 2 %}one-two{% when 3 or 4 %}three-four{% when 3 %}again{% else %}other{% endcase %}"
        #expect(try render(text, ["x": 3]) == "three-fouragain")
        #expect(try render(text, ["x": 2]) == "one-two")
        #expect(try render(text, ["x": 9]) == "other")
        #expect(try render("{% case x %}{% when 1 %}a{% else %}b{% when 2 %}c{% endcase %}", ["x": 2]) == "bc")
        #expect(
            try render("{% case x %} junk {% when 'cake' %}cake{% else %}none{% endcase %}", ["x": "pie"]) == "none")
        #expect(try render("{% case x %}{% endcase %}", ["x": 1]) == "")
    }

    @Test func captureSetsAVariable() throws {
        let text =
            "{% capture about %}I am {{ age }} and my favorite food is {{ food }}.{% endcapture %}{{ about }}"
        #expect(try render(text, ["age": 72, "food": "pizza"]) == "I am 72 and my favorite food is pizza.")
        #expect(try render("a{% capture c %}b{% endcapture %}c{{ c | size }}") == "ac1")
        let nested = "{% capture d %}a{% capture d %}x{% endcapture %}b{{ d }}{% endcapture %}{{ d }}"
        #expect(try render(nested) == "abx")
    }

    @Test func cycleGoesThroughItsValuesByGroup() throws {
        #expect(
            try render("{% for i in (1..4) %}{% cycle 'one', 'two', 'three' %} {% endfor %}") == "one two three one ")
        let groups =
            "{% for i in (1..3) %}{% cycle 'first': 'one', 'two', 'three' %}{% cycle 'second': 'one', 'two', 'three' %}"
            + "{% cycle 'second': 'one', 'two', 'three' %} {% endfor %}"
        #expect(try render(groups) == "oneonetwo twothreeone threetwothree ")
        #expect(
            try render("{% cycle 'a', 'b' %}{% cycle 'a', 'b' %}{% cycle v, 'b' %}{% cycle v, 'b' %}", ["v": "Q"])
                == "abQQ")
    }

    /// Cycles of one group with different values or numbers of values, as the Golden Liquid suite's cases (named
    /// after them) show Shopify's Liquid does: a position past a tag's last value prints nothing and starts the
    /// group again. Three of these crashed the engine (issue 36).
    @Test func cycleGroupsWithDifferentValues() throws {
        let cases: [(name: String, template: String, variables: [String: TemplateValue], expected: String)] = [
            ("the crash of issue 36", "{% cycle 'g': 'x', 'y' %}{% cycle 'g': 'z' %}{% cycle 'g': 'z' %}", [:], "xz"),
            (
                "named with different items",
                "{% cycle 'a': 1, 2, 3 %}{% cycle 'a': 7, 8, 9 %}{% cycle 'a': 1, 2, 3 %}", [:], "183"
            ),
            (
                "named with different number of arguments",
                "{% cycle a: '1', '2' %}{% cycle a: '1', '2', '3' %}{% cycle a: '1' %}", ["a": "g"], "12"
            ),
            (
                "named with growing number of arguments",
                "{% cycle a: '1' %}{% cycle a: '1', '2' %}{% cycle a: '1', '2', '3' %}", ["a": "g"], "112"
            ),
            (
                "named with shrinking number of arguments",
                "{% cycle a: '1', '2', '3' %}{% cycle a: '1', '2' %}{% cycle a: '1' %}", ["a": "g"], "121"
            ),
            ("different items", "{% cycle '1', '2', '3' %}{% cycle '1', '2' %}{% cycle '1', '2', '3' %}", [:], "112"),
            (
                "changing variable name",
                "{% cycle a: 1, 2, 3 %}{% assign a = 'bar' %}{% cycle a: 1, 2, 3 %}{% cycle a: 1, 2, 3 %}",
                ["a": "foo"], "112"
            ),
            (
                "with identifier",
                "{% cycle 'foo': 'some', 'other' %}{% cycle 'some', 'other' %}{% cycle 'foo': 'some', 'other' %}", [:],
                "somesomeother"
            ),
            ("integers", "{% cycle 1, 2, 3 %}{% cycle 1, 2, 3 %}{% cycle 1, 2, 3 %}", [:], "123"),
        ]
        for (name, template, variables, expected) in cases {
            #expect(try render(template, variables) == expected, "\(name)")
        }
        let loop = "{% for i in (1..4) %}{% cycle 'g': 'z' %}{% cycle 'g': 'a', 'b', 'c' %}|{% endfor %}"
        #expect(try render(loop) == "za|a|a|a|")
    }

    @Test func countersLiveApartFromAssign() throws {
        #expect(
            try render("{% increment my_counter %} {% increment my_counter %} {% increment my_counter %}") == "0 1 2")
        #expect(try render("{% decrement variable %} {% decrement variable %} {% decrement variable %}") == "-1 -2 -3")
        let assigned = "{% assign var = 10 %}{% increment var %} {% increment var %} {% increment var %} {{ var }}"
        #expect(try render(assigned) == "0 1 2 10")
        #expect(try render("{% increment v %}{{ v }}", ["v": 10]) == "1011")
    }

    @Test func breakAndContinue() throws {
        let loop = "{% for i in (1..5) %}{% if i == 4 %}{% TAG %}{% else %}{{ i }}{% endif %}{% endfor %}"
        #expect(try render(loop.replacingAll("TAG", with: "break")) == "123")
        #expect(try render(loop.replacingAll("TAG", with: "continue")) == "1235")
        #expect(try render("a{% break %}b{% for i in (1..3) %}{{ i }}{% endfor %}") == "a")
        let nested =
            "{% for a in (1..2) %}{% for b in (1..3) %}{% if b == 2 %}{% break %}{% endif %}{{ a }}{{ b }} {% endfor %}{% endfor %}"
        #expect(try render(nested) == "11 21 ")
    }

    @Test func forTakesLimitOffsetReversedAndRanges() throws {
        let array: [String: TemplateValue] = ["array": [1, 2, 3, 4, 5, 6]]
        let text =
            "{% for item in array limit:2 %}{{ item }} {% endfor %}|{% for item in array offset:2 %}{{ item }} {% endfor %}"
            + "|{% for item in array reversed %}{{ item }} {% endfor %}"
        #expect(try render(text, array) == "1 2 |3 4 5 6 |6 5 4 3 2 1 ")
        let continued =
            "{% for item in array limit: 3 %}{{ item }}{% endfor %}|{% for item in array offset: continue %}{{ item }}{% endfor %}"
        #expect(try render(continued, ["array": [1, 2, 3, 4, 5, 6, 7]]) == "123|4567")
        #expect(
            try render(
                "{% for i in (3..5) %}{{ i }} {% endfor %}{% assign num = 4 %}{% for i in (1..num) %}{{ i }} {% endfor %}"
            )
                == "3 4 5 1 2 3 4 ")
        #expect(try render("{% for i in (1..6) reversed limit:2 offset:3 %}{{ i }}{% endfor %}") == "54")
        #expect(try render("{% for i in (5..1) %}{{ i }}{% else %}empty{% endfor %}") == "empty")
    }

    @Test func forloopHasRindexAndParentloop() throws {
        let text =
            "{% for a in (1..2) %}{% for b in (1..2) %}{{ forloop.parentloop.index }}.{{ forloop.index }}/"
            + "{{ forloop.rindex }}/{{ forloop.rindex0 }} {% endfor %}{% endfor %}"
        #expect(try render(text) == "1.1/2/1 1.2/1/0 2.1/2/1 2.2/1/0 ")
        #expect(try render("{% for a in (1..1) %}[{{ forloop.parentloop }}]{% endfor %}") == "[]")
    }

    /// `forloop.name` is Liquid's `"#{variable}-#{collection as written}"`; `blank` equals nil, false, a string of
    /// blanks and an empty list (ActiveSupport's `blank?`, as Liquid documents it), and prints nothing.
    @Test func forloopNameAndBlank() throws {
        #expect(
            try render("{% for item in items limit: 1 %}{{ forloop.name }}{% endfor %}", ["items": [1, 2]])
                == "item-items")
        #expect(try render("{% for i in (1..2) %}[{{ forloop.name }}]{% endfor %}") == "[i-(1..2)][i-(1..2)]")
        let test = "{% if v == blank %}b{% else %}n{% endif %}{% if v != blank %}!{% endif %}"
        let values: [(TemplateValue, String)] = [
            (.nil, "b"), (false, "b"), ("", "b"), (" \t\n", "b"), ([], "b"), ([:], "b"), ("x", "n!"), (0, "n!"),
            (true, "n!"), (["a"], "n!"),
        ]
        for (value, expected) in values {
            #expect(try render(test, ["v": value]) == expected, "\(value)")
        }
        #expect(try render("[{{ blank }}]{% if blank == v %}b{% endif %}", ["v": ""]) == "[]b")
        #expect(throws: TemplateError.self) { try render("{% if v > blank %}{% endif %}", ["v": 1]) }
    }

    @Test func tablerowWritesLiquidsTable() throws {
        let collection: [String: TemplateValue] = ["collection": ["a", "b", "c", "d", "e"]]
        #expect(
            try render("{% tablerow product in collection limit:3 %}{{ product }}{% endtablerow %}", collection)
                == "<tr class=\"row1\">\n<td class=\"col1\">a</td><td class=\"col2\">b</td><td class=\"col3\">c</td></tr>\n"
        )
        #expect(
            try render("{% tablerow product in collection cols:2 %}{{ product }}{% endtablerow %}", collection)
                == "<tr class=\"row1\">\n<td class=\"col1\">a</td><td class=\"col2\">b</td></tr>\n"
                + "<tr class=\"row2\"><td class=\"col1\">c</td><td class=\"col2\">d</td></tr>\n"
                + "<tr class=\"row3\"><td class=\"col1\">e</td></tr>\n")
        let loop =
            "{% tablerow product in collection cols:2 limit:3 offset:1 %}{{ tablerowloop.col }}{{ tablerowloop.row }}"
            + "{{ tablerowloop.col_first }}{{ tablerowloop.col_last }}{{ tablerowloop.index }}{{ tablerowloop.rindex0 }}"
            + "{% endtablerow %}"
        #expect(
            try render(loop, collection)
                == "<tr class=\"row1\">\n<td class=\"col1\">11truefalse12</td><td class=\"col2\">21falsetrue21</td></tr>\n"
                + "<tr class=\"row2\"><td class=\"col1\">12truefalse30</td></tr>\n")
        #expect(
            try render("{% tablerow i in list %}{{ i }}{% endtablerow %}", ["list": []])
                == "<tr class=\"row1\">\n</tr>\n")
    }

    @Test func ifchangedEchoAndInlineComments() throws {
        #expect(
            try render(
                "{% for i in list %}{% ifchanged %}{{ i }}{% endifchanged %}{% endfor %}", ["list": [1, 1, 2, 2, 1]])
                == "121")
        #expect(try render("{% echo 'hello' | upcase %}!{%- echo x -%}", ["x": "y"]) == "HELLO!y")
        #expect(try render("{% # a comment %}x{%- # another -%} y") == "xy")
    }

    @Test func liquidTagHoldsOneTagALine() throws {
        let text = """
            {% liquid
            case section
            when 'a'
              echo 'A'
            else
              echo 'other'
            endcase
            # a comment
            assign n = 2
            for i in (1..n)
              echo i
            endfor
            comment
             ignored {{ nope
            endcomment
            %}
            """
        #expect(try render(text, ["section": "a"]) == "A12")
    }

    @Test func indexAccess() throws {
        let variables: [String: TemplateValue] = [
            "list": [1, 2, 3], "h": ["k": "v"], "i": 1, "nested": [[1], [2]], "key": "k",
        ]
        let text =
            #"{{ list[0] }} {{ h["k"] }} {{ list[i] }} {{ list.first }} {{ list.size }} {{ list[-1] }} {{ list[9] }}|"#
            + "{{ nested[1][0] }}{{ h[key] }}{{ nested.last[0] }}"
        #expect(try render(text, variables) == "1 v 2 1 3 3 |2v2")
        #expect(try render(#"{% if h["k"] == "v" and list[2] > 2 %}yes{% endif %}"#, variables) == "yes")
    }

    @Test func includeAndRenderTakeWithForAsAndArguments() throws {
        let variables: [String: TemplateValue] = ["x": "X", "list": [1, 2], "t": "q"]
        let includes = [
            "p": "[{{ p }}]", "y": "[{{ y }}]", "ab": "[{{ a }}{{ b }}]", "q": "Q",
        ]
        let text =
            #"{% include "p" with x %}|{% include "p" for list %}|{% include "y" with x as y %}|"#
            + #"{% include "ab", a: 1, b: "z" %}|{% include t %}"#
        #expect(try render(text, variables, snippets: includes) == "[X]|[1][2]|[X]|[1z]|Q")
        let renders = [
            "r": "[{{ r }}]", "rf": "[{{ rf }}{{ forloop.index }}]", "y": "[{{ y }}]", "a": "[{{ a }}]",
            "yf": "[{{ y }}{{ forloop.index }}]",
        ]
        #expect(
            try render(
                #"{% render "r" with x %}|{% render "rf" for list %}|{% render "y" with x as y %}|{% render "a", a: 1 %}|{% render "yf" for list as y %}"#,
                variables, snippets: renders) == "[X]|[11][22]|[X]|[1]|[11][22]")
    }

    @Test func renderIsIsolatedAndIncludeIsNot() throws {
        let snippets = ["inc": "{% assign q = 5 %}", "brk": "{{ i }}{% break %}", "brk2": "{% break %}"]
        #expect(
            try render(
                "{% include 'inc' %}{{ q }}|{% for i in (1..3) %}{% include 'brk' %}{% endfor %}"
                    + "|{% for i in (1..3) %}{% render 'brk2' %}{{ i }}{% endfor %}", snippets: snippets)
                == "5|1|123")
        #expect(
            renderError("{% render 'inc' %}{{ q }}", snippets: snippets)?.reason
                == .unknownVariable("q", suggestion: nil))
        #expect(
            renderError("{% render 'x' %}", ["outer": 1], snippets: ["x": "{{ outer }}"])?.reason
                == .unknownVariable("outer", suggestion: nil))
        let scoped = ["x": "{% assign a = 2 %}{{ a }}", "f": "[{{ forloop.parentloop }}{{ f }}]"]
        let text = #"{% render "x", a: 1 %}|{% render "f" for list %}|{% include "x", a: 1 %}{{ a }}"#
        #expect(try render(text, ["list": [1, 2]], snippets: scoped) == "2|[1][2]|12")
        let parsed = try LiquidTemplate(parsing: "{% render 'a' %}{% include 'b' %}{% include c %}", name: "t")
        #expect(parsed.includedSnippets.map(\.name) == ["a", "b"])
    }
}
