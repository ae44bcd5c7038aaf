import Testing
import ViperGenTestSupport

@testable import ViperGenEngine

/// `comment` bodies, `{%# … %}` comments and `liquid` inside `liquid`, read as Liquid reads them (issue 36).
@Suite struct CommentTagTests {
    @Test func commentsNestAndHideRaw() throws {
        #expect(try render("{% comment %}a{% comment %}b{% endcomment %}c{% endcomment %}d") == "d")
        #expect(try render("{% comment %} {% raw %} {% endcomment %} {% endraw %}{% endcomment %}x") == "x")
        #expect(try render("{% comment %}it's {{ x }{% endcomment %}y") == "y")
        #expect(try render("a {% comment %}x{%- endcomment -%}\n b") == "a b")
    }

    @Test func aBrokenTagInACommentSwallowsTheEndcomment() {
        for text in ["{% comment %}{% assign foo = '1'{% endcomment %}", "{% comment %}{% {{ {%- endcomment %}"] {
            let errors = parseErrors(text)
            #expect(errors.count == 1, "\(text)")
            #expect(errors.first?.0 == .unclosedBlock("comment"), "\(text)")
            #expect(errors.first.map { [$0.1, $0.2] } == [1, 1], "\(text)")
        }
    }

    @Test func aRawInACommentMustBeClosed() {
        let errors = parseErrors("{% comment %}{% raw %}{% endcomment %}")
        #expect(errors.first?.0 == .unclosedBlock("raw"))
        #expect(errors.first.map { [$0.1, $0.2] } == [1, 14])
    }

    @Test func inlineCommentsEndAtTheFirstClosingMarkerWhateverTheQuotes() throws {
        #expect(try render("{%# some \"comment %}x{%# it's %}y") == "xy")
        #expect(try render("{%#\n  # one\n  # two\n-%}\n z") == "z")
    }

    @Test func everyLineOfAnInlineCommentStartsWithAHash() {
        let errors = parseErrors("{%-\n  # spread inline comments\n  over multiple lines\n-%}")
        #expect(errors.count == 1)
        #expect(
            errors.first?.0 == .syntax("each line of a '{%#' comment must start with '#'; add '#' or use {% comment %}")
        )
        #expect(errors.first.map { [$0.1, $0.2] } == [3, 3])
    }

    @Test func liquidInsideLiquidHoldsTheRestOfItsLine() throws {
        #expect(try render("{%- liquid\n  liquid echo 'bar'\n  echo \"foo\"\n-%}") == "barfoo")
        #expect(try render("{%- liquid liquid liquid echo \"foo\" -%}") == "foo")
        #expect(try render("{%- liquid\n  liquid\n  echo \"foo\"\n-%}") == "foo")
        #expect(try render("{% liquid liquid # nothing %}x") == "x")
    }

    @Test func aLiquidTagCannotCloseABlockOpenedOutsideIt() {
        let errors = parseErrors("{%- if true -%}\n42\n{%- liquid endif -%}")
        #expect(
            errors.first?.0
                == .syntax("'endif' inside 'liquid' cannot end or continue a block opened outside it; move it out"))
        #expect(errors.first.map { [$0.1, $0.2] } == [3, 12])
        let inner = parseErrors("{% for x in y %}{% liquid else %}{% endfor %}")
        #expect(inner.first.map { [$0.1, $0.2] } == [1, 27])
    }
}
