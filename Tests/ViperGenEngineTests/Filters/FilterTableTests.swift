import Testing
import ViperGenTestSupport

@testable import ViperGenEngine

/// The registration table: every standard Liquid 5 filter and the generator's helpers, each once, with the
/// argument counts Liquid allows.
@Suite struct FilterTableTests {
    @Test func registersEveryStandardFilterAndTheIdentifierHelpers() {
        let liquid = [
            "abs", "append", "at_least", "at_most", "base64_decode", "base64_encode", "base64_url_safe_decode",
            "base64_url_safe_encode", "capitalize", "ceil", "compact", "concat", "date", "default", "divided_by",
            "downcase", "escape", "escape_once", "find", "find_index", "first", "floor", "has", "join", "last",
            "lstrip", "map", "minus", "modulo", "newline_to_br", "plus", "prepend", "reject", "remove", "remove_first",
            "remove_last", "replace", "replace_first", "replace_last", "reverse", "round", "rstrip", "size", "slice",
            "sort", "sort_natural", "split", "strip", "strip_html", "strip_newlines", "sum", "times", "truncate",
            "truncatewords", "uniq", "upcase", "url_decode", "url_encode", "where",
        ]
        let helpers = ["camel_case", "kebab_case", "lower_first", "pascal_case", "snake_case", "upper_first"]
        #expect(Filter.names == (liquid + helpers).sorted())
    }

    @Test(arguments: [
        ("default", 0...1, ["allow_false"]), ("replace", 2...2, []), ("replace_last", 2...2, []), ("slice", 1...2, []),
        ("truncate", 0...2, []), ("truncatewords", 0...2, []), ("where", 1...2, []), ("sort", 0...1, []),
        ("round", 0...1, []), ("date", 1...1, []), ("join", 0...1, []), ("upcase", 0...0, []), ("sum", 0...1, []),
        ("reject", 1...2, []), ("has", 1...2, []), ("find", 1...2, []), ("find_index", 1...2, []),
    ])
    func arity(name: String, arity: ClosedRange<Int>, options: [String]) {
        #expect(Filter.named(name)?.arity == arity)
        #expect(Filter.named(name)?.options == options)
    }
}

/// Floats: literals, Ruby's printing, Liquid's equality and order between integers and floats.
@Suite struct FloatValueTests {
    @Test(arguments: [
        (1e15, "1.0e+15"), (1e16, "1.0e+16"), (1e22, "1.0e+22"), (123e18, "1.23e+20"), (100.0, "100.0"),
        (1e14, "100000000000000.0"), (123456789012345.6, "123456789012345.6"), (999999999999999.9, "999999999999999.9"),
        (1234567890123456.8, "1234567890123456.8"), (0.1 + 0.2, "0.30000000000000004"), (0.0001, "0.0001"),
        (0.001234, "0.001234"), (1.234e-5, "1.234e-05"), (.leastNonzeroMagnitude, "5.0e-324"),
        (1.7976931348623157e308, "1.7976931348623157e+308"), (-0.0, "-0.0"), (0.0, "0.0"), (-2.5, "-2.5"),
        (.infinity, "Infinity"), (-.infinity, "-Infinity"), (.nan, "NaN"),
    ])
    func printsLikeRuby(value: Double, text: String) {
        #expect(TemplateValue.float(value).text == text)
    }

    @Test func literalsAndConditions() throws {
        #expect(try render("{{ 2.50 }}|{{ -0.5 }}|{{ 10.0 }}") == "2.5|-0.5|10.0")
        let conditions =
            "{% if 2 == 2.0 %}a{% endif %}{% if 1.5 < 2 %}b{% endif %}{% if 2.0 > 1.9 %}c{% endif %}"
            + "{% if l contains 2.0 %}d{% endif %}{% if 2.0 != 2 %}e{% endif %}{% if 0.1 <= 0.1 %}f{% endif %}"
        #expect(try render(conditions, ["l": [2]]) == "abcdf")
        #expect(TemplateValue.integer(9_007_199_254_740_993) != .float(9_007_199_254_740_992))
        #expect(
            renderError("{% if 1.5 < 'a' %}{% endif %}")?.reason
                == .invalidValue("cannot compare a number with a string using '<'"))
    }

    @Test func decimalArithmeticIsExact() {
        let tenth = LiquidDecimal(0.1)
        #expect((tenth + LiquidDecimal(0.2)).double == 0.3)
        #expect((LiquidDecimal(0.3) / tenth).double == 3)
        #expect((LiquidDecimal(-7) % LiquidDecimal(3)).double == 2)
        #expect((LiquidDecimal(1e300) % LiquidDecimal(1e-300)).double == 0)
        #expect(LiquidDecimal(1.005).rounded(places: 2).double == 1.01)
        #expect(LiquidDecimal(-1.5).wholeNumber(up: false).integer == -2)
        #expect(LiquidDecimal(Int.min).integer == Int.min)
        #expect(LiquidDecimal(1e19).integer == nil)
    }
}
