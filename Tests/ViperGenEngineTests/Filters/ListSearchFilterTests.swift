import Testing
import ViperGenTestSupport

@testable import ViperGenEngine

/// `reject`, `has`, `find`, `find_index` (issue 36) and the URL-safe Base64 filters. Expected results are the Golden
/// Liquid suite's (`jg-rp/golden-liquid`, cases named in each entry), from Shopify's Liquid; where the suite's case
/// uses a loop over a hash, which the engine does not have, the same result is printed another way.
@Suite struct ListSearchFilterTests {
    private let hashes: [String: TemplateValue] = [
        "a": [["x": 99], ["z": 42, "foo": "bar"]],
        "titles": [["title": "foo"], ["title": "bar"], ["title": .nil], ["heading": "baz"]],
        "flags": [["title": "foo"], ["title": false], ["title": .nil], ["heading": "baz"]],
        "trues": [["title": true], ["title": "bar"], ["title": .nil]],
        "nested": [[["title": "foo"], ["title": "bar"]], [[["title": .nil]]]],
        "nothing": .nil, "strings": ["x", "y", "z"],
    ]

    @Test func hasFindAndFindIndex() throws {
        let cases: [(name: String, template: String, expected: String)] = [
            ("has, array of hashes, int value, match", "{{ a | has: 'z', 42 }}", "true"),
            ("has, array of hashes, int value, no match", "{{ a | has: 'z', 7 }}", "false"),
            ("has, a truthy property", "{{ a | has: 'foo' }}", "true"),
            ("has, nothing", "{{ nothing | has: 'foo' }}", "false"),
            ("find, array of hashes, int value, match", "{% assign b = a | find: 'z', 42 %}{{ b.foo }}", "bar"),
            ("find, no match", "[{{ a | find: 'z', 7 }}]", "[]"),
            ("find_index, match", "{{ a | find_index: 'z', 42 }}", "1"),
            ("find_index, truthy", "{{ a | find_index: 'x' }}", "0"),
            ("find_index, no match", "[{{ a | find_index: 'z', 7 }}]", "[]"),
        ]
        for (name, template, expected) in cases {
            #expect(try render(template, hashes) == expected, "\(name)")
        }
    }

    @Test func rejectKeepsTheItemsThatFail() throws {
        let print = "{{ b | size }}:{{ b | map: 'title' | join: ',' }}|{{ b | map: 'heading' | join: ',' }}"
        let cases: [(name: String, template: String, expected: String)] = [
            (
                "reject, array of hashes, string value", "{% assign b = titles | reject: 'title', 'bar' %}",
                "3:foo,,|,,baz"
            ),
            ("reject, array of hashes, default value", "{% assign b = flags | reject: 'title' %}", "3:false,,|,,baz"),
            (
                "reject, array of hashes, explicit nil", "{% assign b = flags | reject: 'title', nil %}",
                "3:false,,|,,baz"
            ),
            (
                "reject, array of hashes, explicit false", "{% assign b = flags | reject: 'title', false %}",
                "3:foo,,|,,baz"
            ),
            ("reject, array of hashes, explicit true", "{% assign b = trues | reject: 'title', true %}", "2:bar,|,"),
            (
                "reject, nested array of hashes gets flattened", "{% assign b = nested | reject: 'title', 'bar' %}",
                "2:foo,|,"
            ),
            ("reject, input is undefined (here nil)", "{% assign b = nothing | reject: 'c' %}", "0:|"),
        ]
        for (name, assign, expected) in cases {
            #expect(try render(assign + print, hashes) == expected, "\(name)")
        }
    }

    /// As with `where` and `map`, the items must be dictionaries: Liquid's substring test on text items is an error.
    @Test func itemsThatAreNotDictionariesAreAnError() {
        for filter in ["reject", "has", "find", "find_index"] {
            #expect(
                renderError("{{ strings | \(filter): 'z' }}", hashes)?.reason
                    == .filterInput(
                        filter: filter,
                        message: "cannot select the property 'z' of a string; the items must be dictionaries"
                    ))
        }
        #expect(
            parseErrors("{{ a | reject }}").map(\.0) == [
                .filterArguments(filter: "reject", expected: "1 or 2 arguments", got: 0)
            ])
    }

    @Test func urlSafeBase64() throws {
        let text = "abcdefghijklmnopqrstuvwxyz ABCDEFGHIJKLMNOPQRSTUVWXYZ 1234567890 !@#$%^&*()-=_+/?.:;[]{}\\|"
        let encoded =
            "YWJjZGVmZ2hpamtsbW5vcHFyc3R1dnd4eXogQUJDREVGR0hJSktMTU5PUFFSU1RVVldYWVogMTIzNDU2Nzg5MCAhQCMkJV4mKigpLT1fKy8_"
            + "Ljo7W117fVx8"
        #expect(try render("{{ a | base64_url_safe_encode }}", ["a": .string(text)]) == encoded)
        #expect(try render("{{ a | base64_url_safe_decode }}", ["a": .string(encoded)]) == text)
        #expect(
            try render("{{ \"_#/.\" | base64_url_safe_encode }}|{{ 5 | base64_url_safe_encode }}") == "XyMvLg==|NQ==")
        // Ruby's `urlsafe_decode64` takes text without its padding too.
        #expect(
            try render("{{ 'XyMvLg==' | base64_url_safe_decode }}|{{ 'XyMvLg' | base64_url_safe_decode }}")
                == "_#/.|_#/.")
        #expect(
            renderError("{{ 5 | base64_url_safe_decode }}")?.reason
                == .filterInput(
                    filter: "base64_url_safe_decode", message: "invalid base64 provided to base64_url_safe_decode"))
        #expect(renderError("{{ 'XyMvLg+/' | base64_url_safe_decode }}") != nil)
    }

    /// Issue 36: as in Liquid, reaching a `nil` item makes `where`, `reject`, `has`, `find` and `find_index` give
    /// `nil`; a match before it still counts for the searches, which stop there.
    @Test func aNilItemMakesTheFilterGiveNil() throws {
        let items: [String: TemplateValue] = ["a": [["x": 99], .nil, ["z": 42, "foo": "bar"]]]
        for filter in ["where", "reject", "has", "find", "find_index"] {
            #expect(
                try render("{% assign b = a | \(filter): 'z', 42 %}{% if b == nil %}nil{% endif %}", items) == "nil",
                "\(filter)")
        }
        let matchFirst: [String: TemplateValue] = ["a": [["z": 42, "foo": "bar"], .nil]]
        #expect(
            try render(
                "{% assign b = a | find: 'z', 42 %}{{ a | has: 'z', 42 }} {{ b.foo }} {{ a | find_index: 'z' }}",
                matchFirst)
                == "true bar 0")
        #expect(try render("{{ a | where: 'z' | size }}", matchFirst) == "0")
        #expect(try render("{{ a | map: 'foo' | join: ',' }}", matchFirst) == "bar,")
    }
}
