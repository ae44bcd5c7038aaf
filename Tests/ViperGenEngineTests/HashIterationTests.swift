import Testing
import ViperGenTestSupport

@testable import ViperGenEngine

/// Dictionaries keep insertion order, as Liquid's hashes do (issue 36): `for` and `tablerow` over one yield
/// `[key, value]` pairs in that order, and `first` of one is its first pair.
@Suite struct HashIterationTests {
    /// Keys deliberately out of alphabetical order, so that a sorted or hashed order cannot pass.
    let variables: [String: TemplateValue] = ["h": ["title": "foo", "description": "bar", "a": 1], "e": [:]]

    @Test func forOverADictionaryYieldsKeyValuePairsInInsertionOrder() throws {
        #expect(
            try render("{% for c in h %}{{ c[0] }}={{ c[1] }} {% endfor %}", variables)
                == "title=foo description=bar a=1 ")
        #expect(
            try render(
                "{% for c in h limit: 2 offset: 1 %}{{ forloop.index }}:{{ c | join: '=' }},{% endfor %}", variables)
                == "1:description=bar,2:a=1,")
        #expect(try render("{% for c in h reversed %}{{ c[0] }}{% endfor %}", variables) == "adescriptiontitle")
        #expect(try render("{% for c in e %}x{% else %}empty{% endfor %}", variables) == "empty")
    }

    @Test func tablerowOverADictionaryYieldsPairs() throws {
        #expect(
            try render("{% tablerow c in h cols: 2 %}{{ c[0] }}{% endtablerow %}", variables)
                == "<tr class=\"row1\">\n<td class=\"col1\">title</td><td class=\"col2\">description</td></tr>\n"
                + "<tr class=\"row2\"><td class=\"col1\">a</td></tr>\n")
    }

    @Test func firstAndSizeOfADictionary() throws {
        #expect(
            try render("{{ h.first | join: '=' }} {{ h | first | join: '=' }} {{ h.size }}", variables)
                == "title=foo title=foo 3")
        #expect(try render("{% if e.first == nil %}none{% endif %} {{ e | first }}{{ e.size }}", variables) == "none 0")
        // A key of that name wins, as in Liquid.
        #expect(try render("{{ d.first }} {{ d.size }}", ["d": ["first": 99, "size": 7]]) == "99 7")
    }

    @Test func lastOfADictionaryStaysAnError() {
        #expect(renderError("{{ h.last }}", variables)?.reason == .unknownVariable("h.last", suggestion: nil))
        #expect(renderError("{{ h.last }}", variables)?.location.column == 4)
    }

    @Test func settingAKeyKeepsItsPositionAndEqualityIgnoresOrder() {
        var dictionary: TemplateDictionary = ["b": 1, "a": 2]
        dictionary["b"] = 3
        dictionary["c"] = 4
        #expect(dictionary.keys == ["b", "a", "c"])
        dictionary["a"] = nil
        #expect(dictionary.entries.map(\.key) == ["b", "c"])
        #expect(dictionary == ["c": 4, "b": 3])
        #expect(dictionary != ["c": 4, "b": 1])
        #expect(TemplateDictionary(sorting: ["z": 1, "m": 2, "a": 3]).keys == ["a", "m", "z"])
    }

    @Test func loopingOverAStringIsStillAnError() {
        let error = renderError("{% for c in s %}{% endfor %}", ["s": "abc"])
        #expect(error?.reason == .invalidValue("cannot loop over a string; 'for' needs a list or a dictionary"))
        #expect(error?.location.column == 13)
    }
}
