import Testing
import ViperGenTestSupport

@testable import ViperGenEngine

/// Filter errors: names and arguments checked while parsing, wrong values while rendering, each with its exact
/// message and position; and hostile arguments that must never crash.
@Suite struct FilterErrorTests {
    @Test(arguments: [
        (
            "{{ x | truncate_words: 3 }}",
            TemplateError.Reason.unknownFilter("truncate_words", suggestion: "truncatewords"), 8
        ),
        ("{{ x | dividedby: 3 }}", .unknownFilter("dividedby", suggestion: "divided_by"), 8),
        ("{{ x | slice }}", .filterArguments(filter: "slice", expected: "1 or 2 arguments", got: 0), 8),
        ("{{ x | truncate: 1, 2, 3 }}", .filterArguments(filter: "truncate", expected: "0 to 2 arguments", got: 3), 8),
        ("{{ x | date }}", .filterArguments(filter: "date", expected: "1 argument", got: 0), 8),
        ("{{ x | where: 'a', 'b', 'c' }}", .filterArguments(filter: "where", expected: "1 or 2 arguments", got: 3), 8),
        (
            "{{ x | default: 1, allow_fals: true }}",
            .syntax("filter 'default' has only 'allow_false', not 'allow_fals'"), 20
        ),
        ("{{ x | upcase: flag: true }}", .syntax("filter 'upcase' has no options, not 'flag'"), 16),
        ("{{ x | default: 1, allow_false: }}", .syntax("expected a value"), 33),
    ])
    func parseErrors(template: String, reason: TemplateError.Reason, column: Int) {
        let errors = ViperGenEngineTests.parseErrors(template)
        #expect(errors.count == 1)
        #expect(errors.first?.0 == reason && errors.first?.1 == 1 && errors.first?.2 == column)
    }

    @Test(arguments: [
        ("{{ 1 | divided_by: 0 }}", "divided_by", "divided by 0"),
        ("{{ 7 | modulo: 0 }}", "modulo", "divided by 0"),
        ("{{ 7.5 | modulo: 0 }}", "modulo", "divided by 0"),
        ("{{ 'abc' | plus: 1 }}", "plus", "needs a number, got the string 'abc'"),
        ("{{ 1 | plus: fruits }}", "plus", "argument 1 must be a number, got a list"),
        ("{{ true | times: 2 }}", "times", "needs a number, got a boolean"),
        ("{{ 9223372036854775807 | plus: 1 }}", "plus", "the result does not fit in a 64-bit integer"),
        ("{{ -9223372036854775807 | minus: 2 }}", "minus", "the result does not fit in a 64-bit integer"),
        ("{{ -9223372036854775808 | divided_by: -1 }}", "divided_by", "the result does not fit in a 64-bit integer"),
        ("{{ 1.0 | divided_by: 0 | ceil }}", "ceil", "cannot round Infinity to a whole number"),
        ("{{ 'x' | slice: 1.5 }}", "slice", "argument 1 must be a whole number, got the number 1.5"),
        ("{{ 'x' | truncate: 'many' }}", "truncate", "argument 1 must be a whole number, got the string 'many'"),
        ("{{ 'YR==' | base64_decode }}", "base64_decode", "invalid base64 provided to base64_decode"),
        ("{{ '/w==' | base64_decode }}", "base64_decode", "invalid byte sequence in UTF-8"),
        ("{{ '%FF' | url_decode }}", "url_decode", "invalid byte sequence in UTF-8"),
        ("{{ fruits | concat: 'x' }}", "concat", "argument 1 must be a list, got a string"),
        (
            "{{ nested | map: 'x' }}", "map",
            "cannot select the property 'x' of a number; the items must be dictionaries"
        ),
        ("{{ products | sort: 'available' }}", "sort", "cannot sort values of incompatible types (a boolean)"),
        (
            "{{ numbers | concat: fruits | sort }}", "sort",
            "cannot sort values of incompatible types (a number and a string)"
        ),
        ("{{ products | sort_natural }}", "sort_natural", "cannot use a dictionary as text"),
        ("{{ fruits | sum }}", "sum", "can only add numbers, got the string 'apple'"),
        ("{{ 'x' | first }}", "first", "needs a list, got a string"),
        ("{{ 5 | reverse }}", "reverse", "needs a list, got a number"),
        ("{{ products | first | upcase }}", "upcase", "cannot use a dictionary as text"),
        (
            "{{ 'tomorrow' | date: '%Y' }}", "date",
            "cannot read the string 'tomorrow' as a date; use YYYY-MM-DD (with an optional time and offset), DD/MM/YYYY, 'now' or seconds since 1970"
        ),
        (
            "{{ '2026-02-29' | date: '%Y' }}", "date",
            "cannot read the string '2026-02-29' as a date; use YYYY-MM-DD (with an optional time and offset), DD/MM/YYYY, 'now' or seconds since 1970"
        ),
        (
            "{{ '99999999999999999999' | date: '%Y' }}", "date",
            "cannot read the string '99999999999999999999' as a date; use YYYY-MM-DD (with an optional time and offset), DD/MM/YYYY, 'now' or seconds since 1970"
        ),
        ("{{ '2026-11-22' | date: '%Y%' }}", "date", "invalid format: %Y%"),
        ("{{ '2026-11-22' | date: '%-' }}", "date", "invalid format: %-"),
        ("{{ true | date: '%Y' }}", "date", "needs a date's text or whole seconds since 1970, got a boolean"),
        ("{{ 1.5 | date: '%Y' }}", "date", "needs a date's text or whole seconds since 1970, got the number 1.5"),
        (
            "{{ 9223372036854775807 | date: '%Y' }}", "date",
            "9223372036854775807 seconds is too far from 1970 to be a date"
        ),
    ])
    func renderErrors(template: String, filter: String, message: String) {
        let error = renderError("\n  " + template, FilterExamples.variables)
        let pipe = template.firstRange(of: "| \(filter)")!.lowerBound
        // The filter's name, after the two spaces of indentation, the pipe and its space.
        let column = 2 + template.utf8.distance(from: template.startIndex, to: pipe) + 3
        #expect(error?.reason == .filterInput(filter: filter, message: message))
        #expect(error?.location.line == 2 && error?.location.column == column)
    }

    @Test func diagnosticPointsAtTheFilter() {
        let error = renderError("Total: {{ price | divided_by: count }}", ["price": 10, "count": 0])
        #expect(
            error?.description == """
                test.liquid:1:19: error: filter 'divided_by': divided by 0
                Total: {{ price | divided_by: count }}
                                  ^
                """)
    }

    /// Extreme numbers and long input give an answer or an error, never a crash or a hang.
    @Test(arguments: [
        ("{{ 'Liquid' | slice: -9223372036854775808, 9223372036854775807 }}", ""),
        ("{{ 'Liquid' | slice: 9223372036854775807, 9223372036854775807 }}", ""),
        ("{{ 'Liquid' | truncate: -9223372036854775808 }}", "..."),
        ("{{ 'a b c' | truncatewords: 9223372036854775807 }}", "a b c"),
        ("{{ 1.5 | round: -9223372036854775808 }}|{{ 1.5 | round: 9223372036854775807 }}", "0|1.5"),
        ("{{ 1.5 | times: 1.0 | round: 400 }}", "1.5"),
        ("{{ '2026-11-22' | date: '%99999999999Y' | size }}", "1000"),
    ])
    func extremeArguments(template: String, expected: String) throws {
        #expect(try render(template) == expected)
    }

    @Test func longHostileTextStaysLinear() throws {
        let opens = String(repeating: "<", count: 200_000)
        #expect(try render("{{ t | strip_html | size }}", ["t": .string(opens)]) == "200000")
        let comments = String(repeating: "<!--<script<style", count: 20_000)
        #expect(try render("{{ t | strip_html | size }}", ["t": .string(comments)]) == "\(17 * 20_000)")
    }

    @Test func deeplyNestedListsFlattenWithoutRecursion() throws {
        var value: TemplateValue = [1]
        for _ in 0..<10_000 { value = [value, 2] }
        #expect(try render("{{ v | join: '' | size }}", ["v": value]) == "10001")
        #expect(try render("{{ v | sum }}", ["v": value]) == "20001")
    }
}
