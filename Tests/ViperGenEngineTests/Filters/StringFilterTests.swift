import Testing
import ViperGenTestSupport

@testable import ViperGenEngine

/// Liquid's text filters, matching Liquid's output byte for byte. Expected outputs come from Ruby's Liquid 5.4 (the reference implementation) on the same
/// templates and `FilterExamples.variables`; many are Liquid's documented examples.
@Suite struct StringFilterTests {
    @Test(arguments: [
        ("{{ \"Parker Moore\" | upcase }}", "PARKER MOORE"),
        ("{{ \"APPLE\" | upcase }}|{{ 12 | upcase }}|{{ none | upcase }}", "APPLE|12|"),
        ("{{ \"Parker Moore\" | downcase }}", "parker moore"),
        ("{{ \"title\" | capitalize }}|{{ \"my GREAT title\" | capitalize }}", "Title|My great title"),
        ("{{ \"          So much room for activities          \" | strip }}!", "So much room for activities!"),
        (
            "{{ \"          So much room for activities          \" | lstrip }}!",
            "So much room for activities          !"
        ),
        (
            "{{ \"          So much room for activities          \" | rstrip }}!",
            "          So much room for activities!"
        ),
        ("{{ spaces | lstrip }}|{{ trailing | rstrip }}|{{ \"   \" | rstrip }}|", "x \r\n|x||"),
        ("{{ multiline | strip_newlines }}", "Hellotherefriend\r!"),
        (
            "{{ \"/my/fancy/url\" | append: \".html\" }}|{{ \"website.com\" | append: \"/index.html\" | prepend: \"https://\" }}|{{ 1 | append: 2 }}",
            "/my/fancy/url.html|https://website.com/index.html|12"
        ),
        (
            "{{ \"apples, oranges, and bananas\" | prepend: \"Some fruit: \" }}",
            "Some fruit: apples, oranges, and bananas"
        ),
        ("{{ \"John, Paul, George, Ringo\" | split: \", \" | join: \"|\" }}", "John|Paul|George|Ringo"),
        ("{{ \"a,b,,c,,\" | split: \",\" | join: \"|\" }}:{{ \"a,b,,c,,\" | split: \",\" | size }}", "a|b||c:4"),
        (
            "{{ \",a\" | split: \",\" | size }}|{{ \"\" | split: \",\" | size }}|{{ none | split: \",\" | size }}",
            "2|0|0"
        ),
        ("{{ ws | split: \" \" | join: \"|\" }}", "a|b|c"),
        ("{{ \"abc\" | split: \"\" | join: \"|\" }}|{{ \"héllo\" | split: \"\" | size }}", "a|b|c|5"),
        ("{{ crlf | split: newline | first | size }}", "2"),
        (
            "{{ \"Ground control to Major Tom.\" | size }}|{{ fruits | size }}|{{ products | first | size }}|{{ 1.5 | size }}|{{ none | size }}",
            "28|6|4|0|0"
        ),
        (
            "{{ none | default: \"2.99\" }}|{{ \"4.99\" | default: \"2.99\" }}|{{ \"\" | default: \"2.99\" }}|{{ empty_list | default: \"none\" }}",
            "2.99|4.99|2.99|none"
        ),
        (
            "{{ false | default: true, allow_false: true }}|{{ none | default: true, allow_false: true }}|{{ false | default: \"x\", allow_false: false }}",
            "false|true|x"
        ),
        ("{{ none | default }}|{{ 0 | default: 5 }}|{{ \"\" | default: \"d\", allow_false: true }}", "|0|d"),
    ])
    func textFilters(template: String, expected: String) throws {
        #expect(try render(template, FilterExamples.variables) == expected)
    }

    @Test(arguments: [
        (
            "{{ \"Liquid\" | slice: 0 }}|{{ \"Liquid\" | slice: 2 }}|{{ \"Liquid\" | slice: 2, 5 }}|{{ \"Liquid\" | slice: -3, 2 }}",
            "L|q|quid|ui"
        ),
        (
            "{{ \"Liquid\" | slice: 6 }}|{{ \"Liquid\" | slice: 7 }}|{{ \"Liquid\" | slice: 2, -1 }}|{{ \"Liquid\" | slice: -7 }}|{{ \"Liquid\" | slice: -6, 100 }}",
            "||||Liquid"
        ),
        (
            "{{ fruits | slice: 1, 2 | join: \",\" }}|{{ numbers | slice: 2 | size }}|{{ fruits | slice: -2, 5 | join: \",\" }}|{{ \"Liquid\" | slice: \"1\", \"2\" }}",
            "Banana,cherry|1|,banana|iq"
        ),
        ("{{ \"Ünïcödé\" | slice: 1, 3 }}|{{ 12345 | slice: 1, 2 }}|{{ none | slice: 0 }}", "nïc|23|"),
        ("{{ \"Ground control to Major Tom.\" | truncate: 20 }}", "Ground control to..."),
        ("{{ \"Ground control to Major Tom.\" | truncate: 25, \", and so on\" }}", "Ground control, and so on"),
        ("{{ \"Ground control to Major Tom.\" | truncate: 20, \"\" }}", "Ground control to Ma"),
        (
            "{{ \"ABC\" | truncate: 2 }}|{{ \"ABC\" | truncate: 3 }}|{{ \"ABCD\" | truncate: 3, \"\" }}|{{ \"ABCD\" | truncate: 0 }}|{{ \"ABCD\" | truncate: -1 }}",
            "...|ABC|ABC|...|..."
        ),
        (
            "{{ text | truncate }}|{{ \"Ünïcödé text here\" | truncate: 8, \"…\" }}|{{ none | truncate: 3 }}",
            "Ground control to Major Tom.|Ünïcödé…|"
        ),
        ("{{ \"Ground control to Major Tom.\" | truncatewords: 3 }}", "Ground control to..."),
        ("{{ \"Ground control to Major Tom.\" | truncatewords: 3, \"--\" }}", "Ground control to--"),
        ("{{ \"Ground control to Major Tom.\" | truncatewords: 3, \"\" }}", "Ground control to"),
        (
            "{{ \"  a   b  c \" | truncatewords: 2 }}|{{ \"a b \" | truncatewords: 2 }}|{{ \"a b\" | truncatewords: 2 }}|{{ \"a b\" | truncatewords: 0 }}|{{ tabs | truncatewords: 1 }}",
            "a b...|a b...|a b|a...|a..."
        ),
        (
            "{{ \"one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen\" | truncatewords }}",
            "one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen..."
        ),
        ("{{ none | truncatewords: 2 }}|{{ \"x\" | truncatewords: -3 }}", "|x"),
    ])
    func cuttingFilters(template: String, expected: String) throws {
        #expect(try render(template, FilterExamples.variables) == expected)
    }

    @Test(arguments: [
        (
            "{{ \"Take my protein pills and put my helmet on\" | replace: \"my\", \"your\" }}",
            "Take your protein pills and put your helmet on"
        ),
        (
            "{{ \"Take my protein pills and put my helmet on\" | replace_first: \"my\", \"your\" }}",
            "Take your protein pills and put my helmet on"
        ),
        (
            "{{ \"Take my protein pills and put my helmet on\" | replace_last: \"my\", \"your\" }}",
            "Take my protein pills and put your helmet on"
        ),
        (
            "{{ \"I strained to see the train through the rain\" | remove: \"rain\" }}",
            "I sted to see the t through the "
        ),
        (
            "{{ \"I strained to see the train through the rain\" | remove_first: \"rain\" }}",
            "I sted to see the train through the rain"
        ),
        (
            "{{ \"I strained to see the train through the rain\" | remove_last: \"rain\" }}",
            "I strained to see the train through the "
        ),
        (
            "{{ \"aaa\" | replace: \"aa\", \"b\" }}|{{ \"aaa\" | replace_last: \"aa\", \"b\" }}|{{ \"a.b.c\" | replace_first: \".\", \"\" }}|{{ 1001 | remove: 0 }}",
            "ba|ab|ab.c|11"
        ),
        (
            "{{ crlf | replace: newline, \"|\" }}|{{ \"x\" | replace_last: \"y\", \"z\" }}|{{ none | remove: \"a\" }}",
            "a\r|b|x|"
        ),
    ])
    func replaceFilters(template: String, expected: String) throws {
        #expect(try render(template, FilterExamples.variables) == expected)
    }

    @Test(arguments: [
        (
            "{{ \"Have you read 'James & the Giant Peach'?\" | escape }}",
            "Have you read &#39;James &amp; the Giant Peach&#39;?"
        ),
        (
            "{{ \"Tetsuro Takara\" | escape }}|{{ tag | escape }}|{{ none | escape }}|{{ 5 | escape }}",
            "Tetsuro Takara|&lt;p class=&quot;x&quot;&gt;||5"
        ),
        ("{{ \"1 < 2 & 3\" | escape_once }}", "1 &lt; 2 &amp; 3"),
        ("{{ \"1 &lt; 2 &amp; 3\" | escape_once }}", "1 &lt; 2 &amp; 3"),
        ("{{ entities | escape_once }}", "&lt; &amp;amp &#39; &amp;#x27; &amp; &AMP; &amp;#; &lt;&#39;&quot;&gt;"),
        ("{{ \"Have <em>you</em> read <strong>Ulysses</strong>?\" | strip_html }}", "Have you read Ulysses?"),
        ("{{ html_block | strip_html }}", "abcde<b"),
        (
            "{{ \"a<b>c<\" | strip_html }}|{{ \"<scr<b>ipt>x\" | strip_html }}|{{ \"<!-- open\" | strip_html }}",
            "ac<|ipt>x|<!-- open"
        ),
        ("{{ html_nl | newline_to_br }}", "Hello<br />\nthere<br />\nfriend"),
        ("{{ crs | newline_to_br }}", "a\r<br />\nb\rc"),
    ])
    func htmlFilters(template: String, expected: String) throws {
        #expect(try render(template, FilterExamples.variables) == expected)
    }

    @Test(arguments: [
        ("{{ \"john@liquid.com\" | url_encode }}", "john%40liquid.com"),
        ("{{ \"Tetsuro Takara\" | url_encode }}", "Tetsuro+Takara"),
        (
            "{{ \"a~b*c d/é+_.-\" | url_encode }}|{{ none | url_encode }}|{{ 12 | url_encode }}",
            "a~b%2Ac+d%2F%C3%A9%2B_.-||12"
        ),
        ("{{ \"%27Stop%21%27+said+Fred\" | url_decode }}", "'Stop!' said Fred"),
        (
            "{{ \"a+b%20c%zz%4%\" | url_decode }}|{{ \"%C3%A9t%C3%A9\" | url_decode }}|{{ none | url_decode }}",
            "a b c%zz%4%|été|"
        ),
        (
            "{{ \"one two three\" | base64_encode }}|{{ \"\" | base64_encode }}|{{ \"a\" | base64_encode }}|{{ \"ab\" | base64_encode }}|{{ \"été\" | base64_encode }}",
            "b25lIHR3byB0aHJlZQ==||YQ==|YWI=|w6l0w6k="
        ),
        (
            "{{ \"b25lIHR3byB0aHJlZQ==\" | base64_decode }}|{{ \"\" | base64_decode }}|{{ \"w6l0w6k=\" | base64_decode }}|{{ \"YWJj\" | base64_decode }}",
            "one two three||été|abc"
        ),
    ])
    func encodingFilters(template: String, expected: String) throws {
        #expect(try render(template, FilterExamples.variables) == expected)
    }

}
