import Testing
import ViperGenTestSupport

@testable import ViperGenEngine

@Suite struct EngineRenderingTests {
    let module: [String: TemplateValue] = [
        "module": ["name": "Search", "items": ["a", "b", "c"]], "flag": true, "off": false,
    ]

    @Test func outputsTextAndVariables() throws {
        #expect(try render("Hello {{ module.name }}!", module) == "Hello Search!")
        #expect(try render("{{module.name}}{{ 'x' }}{{ 42 }}{{ true }}", module) == "Searchx42true")
        #expect(try render("no markup at all\n") == "no markup at all\n")
        #expect(try render("") == "")
    }

    @Test func appliesFilterChainsWithArguments() throws {
        let text = #"{{ module.name | append: "Screen" | replace: "Screen", "" | lower_first }}"#
        #expect(try render(text, module) == "search")
        #expect(try render(#"{{ "a-b" | replace: "-", "_" | upcase | prepend: ">" }}"#) == ">A_B")
        #expect(try render("{{ module.items | join: ', ' }}", module) == "a, b, c")
        #expect(try render("{{ module.items | size }} {{ module.name | size }}", module) == "3 6")
    }

    @Test func evaluatesConditionsLikeLiquid() throws {
        #expect(try render("{% if flag %}yes{% else %}no{% endif %}", module) == "yes")
        #expect(try render("{% if off %}a{% elsif flag %}b{% else %}c{% endif %}", module) == "b")
        #expect(try render("{% unless off %}shown{% endunless %}", module) == "shown")
        #expect(try render("{% unless flag %}a{% else %}b{% endunless %}", module) == "b")
        #expect(try render("{% if module.name == 'Search' and flag %}1{% endif %}", module) == "1")
        #expect(try render("{% if module.name != 'Search' or off %}1{% else %}0{% endif %}", module) == "0")
        #expect(try render("{% if module.name contains 'ear' %}1{% endif %}", module) == "1")
        #expect(try render("{% if module.items contains 'b' %}1{% endif %}", module) == "1")
        #expect(try render("{% if 2 < 3 and 3 >= 3 and 4 > 1 and 1 <= 1 %}1{% endif %}") == "1")
        #expect(try render("{% if 'abc' < 'abd' %}1{% endif %}") == "1")
        // Liquid: empty strings are true; compare with empty to test for emptiness.
        #expect(try render("{% if '' %}true{% endif %}{% if '' == empty %}-empty{% endif %}") == "true-empty")
        // Liquid evaluates and/or right to left: false and (false or true) is false.
        #expect(try render("{% if off and off or flag %}1{% else %}0{% endif %}", module) == "0")
        #expect(try render("{% if flag or off and off %}1{% else %}0{% endif %}", module) == "1")
    }

    @Test func loopsWithForloopVariablesAndElse() throws {
        let text =
            "{% for item in module.items %}{{ forloop.index }}{{ item }}{% unless forloop.last %},{% endunless %}{% endfor %}"
        #expect(try render(text, module) == "1a,2b,3c")
        #expect(
            try render("{% for x in module.items %}{% if forloop.first %}[{% endif %}{{ x }}{% endfor %}", module)
                == "[abc")
        #expect(try render("{% for x in empty_list %}x{% else %}none{% endfor %}", ["empty_list": []]) == "none")
        #expect(
            try render(
                "{% for x in outer %}{% for y in x %}{{ y }}{% endfor %};{% endfor %}", ["outer": [["a", "b"], ["c"]]])
                == "ab;c;")
    }

    @Test func assignsVariables() throws {
        #expect(try render("{% assign T = module.name | upcase %}{{ T }}{{ T }}", module) == "SEARCHSEARCH")
        #expect(try render("{% for x in module.items %}{% assign last = x %}{% endfor %}{{ last }}", module) == "c")
    }

    @Test func includesSnippetsSharingVariables() throws {
        let output = try render("<{% include 'header' %}>", module, snippets: ["header": "// {{ module.name }}"])
        #expect(output == "<// Search>")
    }

    @Test func keepsRawAndDropsComments() throws {
        #expect(try render("{% raw %}{{ not.parsed }} {% if %}{% endraw %}") == "{{ not.parsed }} {% if %}")
        #expect(try render("a{% comment %} {{ ignored }} {% nonsense %}{% endcomment %}b") == "ab")
    }

    @Test func controlsWhitespace() throws {
        #expect(try render("a  \n  {{- 'b' -}}  \n  c") == "abc")
        #expect(try render("line\n{%- if true %}\nx{%- endif %}\n") == "line\nx\n")
        #expect(try render("[ {%- raw -%} \n r \n {%- endraw -%} ]") == "[r]")
    }

    @Test func leavesStringDelimitersInsideLiteralsAlone() throws {
        #expect(try render(#"{{ "}}" }}{{ '%}' }}"#) == "}}%}")
    }

    @Test func rendersDeepNestingWithoutRecursion() throws {
        let depth = 100_000
        let text =
            String(repeating: "{% if true %}", count: depth) + "deep" + String(repeating: "{% endif %}", count: depth)
        #expect(try render(text) == "deep")
        let loops =
            String(repeating: "{% for x in list %}", count: 2_000) + "."
            + String(repeating: "{% endfor %}", count: 2_000)
        #expect(try render(loops, ["list": ["only"]]) == ".")
    }

    @Test func rendersLongChainsAndLongInput() throws {
        let chain = "{{ 'a'" + String(repeating: " | upcase | downcase", count: 10_000) + " }}"
        #expect(try render(chain) == "a")
        let condition =
            "{% if " + Array(repeating: "false", count: 10_000).joined(separator: " or ") + " or true %}ok{% endif %}"
        #expect(try render(condition) == "ok")
        let large = String(repeating: "x{{ 'y' }}\n", count: 200_000)
        #expect(try render(large).count == 600_000)
    }
}
