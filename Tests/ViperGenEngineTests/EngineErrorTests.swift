import Testing
import ViperGenTestSupport

@testable import ViperGenEngine

/// The errors parsing `text` throws, as (reason, line, column).
func parseErrors(_ text: String) -> [(TemplateError.Reason, Int, Int)] {
    do {
        _ = try LiquidTemplate(parsing: text, name: "t.liquid")
        return []
    } catch {
        return error.errors.map { ($0.reason, $0.location.line, $0.location.column) }
    }
}

@Suite struct EngineErrorTests {
    @Test func unknownFilterSuggestsTheNearestName() {
        let errors = parseErrors("line one\n  {{ module.name | lowerfirst }}")
        #expect(errors.count == 1)
        #expect(errors[0].0 == .unknownFilter("lowerfirst", suggestion: "lower_first"))
        #expect(errors[0].1 == 2 && errors[0].2 == 20)
    }

    @Test func diagnosticShowsFileLineColumnSourceAndCaret() {
        do {
            _ = try LiquidTemplate(
                parsing: "a\n\tb {{ name | lowerfirst }}\n", name: "Templates/viper/Presenter.swift.liquid")
            Issue.record("expected an error")
        } catch {
            #expect(
                error.description == """
                    Templates/viper/Presenter.swift.liquid:2:14: error: unknown filter 'lowerfirst' (did you mean 'lower_first'?)
                    \tb {{ name | lowerfirst }}
                    \t            ^
                    """)
        }
    }

    @Test func reportsEveryTagErrorOfOneTemplate() {
        let errors = parseErrors("{{ a | nope }}\n{% iff x %}\n{{ b | upcase: 1 }}\n{% assign = 3 %}")
        #expect(errors.count == 4)
        #expect(errors[0].0 == .unknownFilter("nope", suggestion: nil) && errors[0].1 == 1 && errors[0].2 == 8)
        #expect(errors[1].0 == .unknownTag("iff", suggestion: "if") && errors[1].1 == 2 && errors[1].2 == 1)
        #expect(
            errors[2].0 == .filterArguments(filter: "upcase", expected: "no arguments", got: 1) && errors[2].1 == 3
                && errors[2].2 == 8)
        #expect(
            errors[3].0 == .syntax("expected a variable name after 'assign'") && errors[3].1 == 4 && errors[3].2 == 11)
    }

    @Test func unclosedDelimitersAndBlocks() {
        #expect(parseErrors("ok\n  {{ name").first! == (.unclosedDelimiter("{{"), 2, 3))
        #expect(parseErrors("{% if x").first! == (.unclosedDelimiter("{%"), 1, 1))
        #expect(
            parseErrors("{% for x in y %}\n{% if x %}\n{% endfor %}").first!.0
                == .unexpectedTag("endfor", expected: ["elsif", "else", "endif"]))
        #expect(parseErrors("{% for x in y %}\n{% if x %}\n{% endfor %}").first!.1 == 3)
        #expect(parseErrors("a\n {% if x %}b").first! == (.unclosedBlock("if"), 2, 2))
        #expect(parseErrors("{% raw %}never closed").first! == (.unclosedBlock("raw"), 1, 1))
        #expect(parseErrors("{% endif %}").first! == (.unexpectedTag("endif", expected: []), 1, 1))
        #expect(
            parseErrors("{% if a %}{% else %}{% else %}{% endif %}").first! == (
                .unexpectedTag("else", expected: ["endif"]), 1, 21
            ))
        #expect(
            parseErrors("{% for x in y %}{% elsif z %}{% endfor %}").first! == (
                .unexpectedTag("elsif", expected: ["else", "endfor"]), 1, 17
            ))
    }

    @Test func expressionSyntaxErrors() {
        #expect(parseErrors("{{ 'open }}").first! == (.unclosedDelimiter("{{"), 1, 1))
        #expect(parseErrors("{{ a b }}").first! == (.syntax("unexpected 'b' after the value"), 1, 6))
        #expect(parseErrors("{{ a. }}").first! == (.syntax("expected a name after '.'"), 1, 7))
        #expect(parseErrors("{{ }}").first! == (.syntax("expected a value"), 1, 4))
        #expect(parseErrors("{{ a | }}").first! == (.syntax("expected a filter name after '|'"), 1, 8))
        #expect(parseErrors("{% if a === b %}{% endif %}").first! == (.syntax("expected a value, found '='"), 1, 11))
        #expect(
            parseErrors("{% for x of y %}{% endfor %}").first! == (
                .syntax("expected 'in' after the loop variable"), 1, 10
            ))
        // `include` takes a variable as the name, as in Liquid; `render` takes only a quoted name.
        #expect(parseErrors("{% render header %}").first! == (.syntax("expected a snippet name in quotes"), 1, 11))
        #expect(parseErrors("{{ a ? b }}").first! == (.syntax("unexpected character '?'"), 1, 6))
        #expect(parseErrors("{% %}").first! == (.syntax("expected a tag name after '{%'"), 1, 1))
    }

    @Test func unknownVariablesAreErrorsWithSuggestions() {
        let variables: [String: TemplateValue] = ["module": ["name": "Search"]]
        let error = renderError("\n  {{ module.nmae }}", variables)
        #expect(error?.reason == .unknownVariable("module.nmae", suggestion: "module.name"))
        #expect(error?.location.line == 2 && error?.location.column == 6)
        #expect(renderError("{{ modul.name }}", variables)?.reason == .unknownVariable("modul", suggestion: "module"))
        #expect(renderError("{% if missing %}{% endif %}")?.reason == .unknownVariable("missing", suggestion: nil))
        #expect(
            renderError("{{ module.name.first.x }}", variables)?.reason
                == .unknownVariable("module.name.first", suggestion: nil))
    }

    @Test func snippetsMustExistAndNotCycle() {
        #expect(
            renderError("{% include 'hedaer' %}", snippets: ["header": "h"])?.reason
                == .missingSnippet("hedaer", suggestion: "header"))
        let cycle = renderError("{% include 'a' %}", snippets: ["a": "{% include 'b' %}", "b": "{% include 'a' %}"])
        #expect(cycle?.reason == .includeCycle(["a", "b", "a"]))
        #expect(cycle?.location.file == "snippets/b.liquid")
    }

    @Test func valueErrors() {
        #expect(
            renderError("{% for x in s %}{% endfor %}", ["s": "text"])?.reason
                == .invalidValue("cannot loop over a string; 'for' needs a list or a dictionary"))
        #expect(
            renderError("{% if 1 < 'a' %}{% endif %}")?.reason
                == .invalidValue("cannot compare a number with a string using '<'"))
        #expect(
            renderError("{{ d }}", ["d": ["k": "v"]])?.reason
                == .invalidValue("cannot print a dictionary; print one of its keys"))
        #expect(
            renderError("{{ s | join }}", ["s": "text"])?.reason
                == .filterInput(filter: "join", message: "needs a list, got a string"))
    }
}
