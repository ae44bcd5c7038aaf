import Testing
import ViperGenTestSupport

@testable import ViperGenEngine

/// Names as Liquid reads them (issue 36): a `-` after the first character, one trailing `?`, and digits only as the
/// target of `assign` and `capture`.
@Suite struct NameSyntaxTests {
    @Test func namesHoldHyphens() throws {
        #expect(try render("{% assign foo-a = 'hello' %}{{ foo-a }} {{ bar-b }}", ["bar-b": "bye"]) == "hello bye")
        #expect(try render("{% capture this-thing %}x{% endcapture %}{{ this-thing }}") == "x")
        #expect(try render("{% for x-y in f-oo %}{{ x-y }}{% endfor %}", ["f-oo": [1, 2]]) == "12")
        #expect(try render("{% increment f-oo %}{% increment f-oo %}{% decrement g-1 %}") == "01-1")
        #expect(try render("{{ product-title.name }}", ["product-title": ["name": "car"]]) == "car")
    }

    @Test func aHyphenBeforeTheClosingMarkerStillTrims() throws {
        #expect(try render("{{ x-}} \n!", ["x": "a"]) == "a!")
        #expect(try render("{%- assign y = x-%} \n{{ y }}", ["x": "a"]) == "a")
    }

    @Test func aHyphenatedNameIsOneNameInErrors() {
        let error = renderError("{{ a-1 }}", ["a": 5])
        #expect(error?.reason == .unknownVariable("a-1", suggestion: nil))
        #expect(error?.location.column == 4)
    }

    @Test func namesEndInOneQuestionMark() throws {
        #expect(try render("{{ bar? }}", ["bar?": "goodbye"]) == "goodbye")
        #expect(try render("{% for x? in foo? %}{{ x? }}{% endfor %}", ["foo?": [1, 2, 3]]) == "123")
    }

    @Test func assignAndCaptureCannotSetANameEndingInAQuestionMark() {
        let errors = parseErrors("{% assign foo? = 'hello' %}")
        #expect(errors.count == 1)
        #expect(errors.first?.0 == .syntax("a variable that ends in '?' cannot be set; remove the '?' from 'foo?'"))
        #expect(errors.first.map { [$0.1, $0.2] } == [1, 11])
        #expect(parseErrors("{% capture x? %}{% endcapture %}").first.map { [$0.1, $0.2] } == [1, 12])
    }

    @Test func assignAndCaptureTakeNamesOfDigitsThatOutputNeverReads() throws {
        #expect(try render("{% assign 123 = 'hello' %}{{ 123 }} {{ 456 }}") == "123 456")
        #expect(try render("{% capture 007 %}hello{% endcapture %}{{ 007 }}") == "7")
        let errors = parseErrors("{% assign -1 = 'x' %}")
        #expect(errors.first?.0 == .syntax("expected a variable name after 'assign'"))
        #expect(errors.first.map { [$0.1, $0.2] } == [1, 11])
    }
}
