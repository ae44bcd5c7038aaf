import Testing
import ViperGenTestSupport

@testable import ViperGenEngine

/// `[expression]` at the start of a variable names the variable by the expression's value, as in Liquid (issue 36).
@Suite struct BracketedVariableTests {
    @Test func aBracketedNameLooksTheVariableUp() throws {
        #expect(try render("{{ ['bar baz'] }}", ["bar baz": 42]) == "42")
        #expect(try render("{{ ['bar baz'].qux }}", ["bar baz": ["qux": 42]]) == "42")
        #expect(try render("{{ ['foo'] \n\t['bar'] }}", ["foo": ["bar": 42]]) == "42")
        #expect(try render("{{ [something] }}", ["something": "hello", "hello": "goodbye"]) == "goodbye")
        #expect(
            try render("{{ [list[settings.zero]] }}", ["list": ["foo"], "settings": ["zero": 0], "foo": "bar"]) == "bar"
        )
        #expect(
            try render("{% assign x = 'v' %}{% for i in (1..2) %}{{ ['i'] }}{{ [x] }}{% endfor %}", ["v": "-"])
                == "1-2-")
    }

    @Test func anUnknownBracketedNameIsAnErrorAtTheBracket() {
        let error = renderError("ab{{ ['nope'] }}", ["nop": 1])
        #expect(error?.reason == .unknownVariable("nope", suggestion: "nop"))
        #expect(error?.location.column == 6)
        let missing = renderError("{{ ['a'].b }}", ["a": ["c": 1]])
        #expect(missing?.reason == .unknownVariable("['a'].b", suggestion: "['a'].c"))
    }

    @Test func aBracketedNameMustBeAString() {
        let error = renderError("{{ [n] }}", ["n": 5])
        #expect(error?.reason == .invalidValue("a variable name in '[ ]' must be a string, got a number"))
        #expect(error?.location.column == 4)
    }

    @Test func anUnclosedBracketIsASyntaxError() {
        let errors = parseErrors("{{ ['a' }}")
        #expect(errors.first?.0 == .syntax("expected ']' after the index"))
        #expect(errors.first.map { [$0.1, $0.2] } == [1, 9])
    }
}
