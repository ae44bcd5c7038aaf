import Testing

@testable import ViperGenFormats

/// Every `YAMLError` case, with its exact message and position: what is outside the supported part of YAML is an
/// error, never a silent misread.
@Suite struct YAMLErrorTests {
    @Test(arguments: [
        (
            "a: \"x\u{7}\"",
            "1:6: character U+0007 is not allowed in YAML; remove it, or write it as an escape in a double-quoted string"
        ),
        ("a:\n\tb: 1", "2:1: tab in indentation; YAML indents with spaces only, so replace the tab with spaces"),
        ("a: &anchor 1", "1:4: anchors ('&name') are not supported; write the value out in full"),
        ("a: *anchor", "1:4: aliases ('*name') are not supported; write the value out in full where it is used"),
        (
            "a: !!str 1",
            "1:4: tags ('!' and '!!') are not supported; remove the tag and quote the value if it must stay a string"
        ),
        (
            "a: |\n  text",
            "1:4: block scalars ('|') are not supported; write the text as a double-quoted string with \\n for each line break"
        ),
        (
            "- >-\n  text",
            "1:3: block scalars ('>') are not supported; write the text as a double-quoted string with \\n for each line break"
        ),
        ("%YAML 1.1\n---\na: 1", "1:1: directives ('%YAML', '%TAG') are not supported; delete the line"),
        ("? a\n: b", "1:1: explicit keys ('? ') are not supported; write 'key: value' with a plain or quoted key"),
        (": b", "1:1: a ':' with no key before it; write the key, or quote the value if the ':' belongs to it"),
        ("a: @b", "1:4: '@' is reserved in YAML and cannot start a plain value; quote the value"),
        (
            "a: 1\n---\nb: 2",
            "2:1: a second document starts here; the file holds one document, so remove this '---' or split the file"
        ),
        ("--- a: 1", "1:5: content on the '---' line; move it to the next line"),
        (
            "a: 1\n...\nb: 2",
            "3:1: content after '...', which ends the document; remove the '...' line or what follows it"
        ),
        ("name: a\nauthor: b\nname: c", "3:1: duplicate key 'name' (first at line 1); remove one of them"),
        ("- {a: 1, \"a\": 2}", "1:10: duplicate key 'a' (first at line 1); remove one of them"),
        ("a: 'open\n", "1:4: string is never closed; add '''"),
        ("a: \"open", "1:4: string is never closed; add '\"'"),
        (
            "a: \"\\q\"",
            "1:5: invalid escape '\\q'; use one of YAML's escapes (\\\\, \\\", \\n, \\t, \\xXX, \\uXXXX, \\UXXXXXXXX, …) or single quotes"
        ),
        (
            "a: \"\\u12x4\"",
            "1:5: invalid escape '\\u12x'; use one of YAML's escapes (\\\\, \\\", \\n, \\t, \\xXX, \\uXXXX, \\UXXXXXXXX, …) or single quotes"
        ),
        (
            "a: \"\\ud800\"",
            "1:5: invalid escape '\\ud800'; use one of YAML's escapes (\\\\, \\\", \\n, \\t, \\xXX, \\uXXXX, \\UXXXXXXXX, …) or single quotes"
        ),
        (
            "a: \"one\n--- two\"",
            "2:1: a document marker ('---' or '...') at the start of a line inside a quoted string; indent the line"
        ),
        ("a: [1, 2\n", "1:4: '[' is never closed; add ']'"),
        ("a: {b: [1]\n", "1:4: '{' is never closed; add '}'"),
        ("a: [\"1\" 2]", "1:9: expected ',' or ']'"),
        ("a: [1, 2\nb: 3]", "2:2: a 'key: value' pair directly inside '[ ]'; wrap it in braces: [{ key: value }]"),
        ("a: {b: \"1\" c}", "1:12: expected ',' or '}'"),
        ("a: {\"b\" c}", "1:9: expected ':', ',' or '}'"),
        ("a: [1, , 2]", "1:8: expected a value before ','; write the value, or remove the ','"),
        ("a: ]", "1:4: expected a value before ']'; write the value, or remove the ']'"),
        ("a: {[b]: 1}", "1:5: a key must be a plain or quoted scalar, not a '[ ]' or '{ }'"),
        ("a: [b: 1]", "1:6: a 'key: value' pair directly inside '[ ]'; wrap it in braces: [{ key: value }]"),
        ("a: [- b]", "1:5: '- ' items cannot appear inside '[ ]' or '{ }'; separate the items with ','"),
        ("a: [b:]", "1:6: ':' right before ',', '[', ']', '{' or '}' inside '[ ]' or '{ }'; quote the value"),
        (
            "a: b: c",
            "1:4: a nested mapping or '- ' list cannot start on its key's line; move it to the next line and indent it"
        ),
        (
            "a: - b",
            "1:4: a nested mapping or '- ' list cannot start on its key's line; move it to the next line and indent it"
        ),
        (
            "a: b\n  c: d",
            "2:4: unexpected ':' after a value; start each 'key: value' on its own line, or quote a value that holds ': '"
        ),
        ("a: \"b\" c", "1:8: unexpected text after the value; quote the whole value, or start a comment with ' #'"),
        ("a: [b]c", "1:7: unexpected text after the value; quote the whole value, or start a comment with ' #'"),
        (
            "a: \"b\"# no blank",
            "1:7: unexpected text after the value; quote the whole value, or start a comment with ' #'"
        ),
        (
            "a:\n    b: 1\n  c: 2",
            "3:3: this line's indentation matches nothing above it; indent it like the keys or items it belongs with"
        ),
        (
            "a: 1\n  b: 2",
            "2:4: unexpected ':' after a value; start each 'key: value' on its own line, or quote a value that holds ': '"
        ),
        (
            "a: \"1\"\n  b",
            "2:3: this line's indentation matches nothing above it; indent it like the keys or items it belongs with"
        ),
        (
            "a: 1\nb",
            "2:1: expected 'key: value'; add ': ' after the key, or indent the line more to continue the value above"
        ),
        (
            "a: 1\n- b",
            "2:1: a '- ' item where a 'key: value' is expected; put it under a key, or indent it under the key above"
        ),
        (
            "- a\nb: 1",
            "2:1: a 'key: value' where a '- ' item is expected; start the line with '- ', or indent it under an item"
        ),
        (
            "\"a\"\nb",
            "2:1: content after the document's value ended; a file holds one value, so indent this line under a key"
        ),
        (
            "  a: 1\nb: 2",
            "2:1: content after the document's value ended; a file holds one value, so indent this line under a key"
        ),
    ])
    func errorsHaveMessagesAndPositions(text: String, expected: String) {
        #expect(yamlError(text) == expected)
    }

    @Test func theErrorNamesTheFileAndShowsTheLine() {
        do {
            _ = try readYAML("templates:\n- {name: viper, git: 'x}\n")
            Issue.record("expected an error")
        } catch {
            #expect(error.reason == .unclosedQuote("'"))
            #expect(
                error.description
                    == "t.yml:2:22: error: string is never closed; add '''\n- {name: viper, git: 'x}\n"
                    + "                     ^")
            #expect(error.sourceProblem.message == "invalid YAML: string is never closed; add '''")
            #expect(error.sourceProblem.location == error.location)
        }
    }

    /// Deep nesting is an error at the limit, never a stack overflow, however deep the input goes.
    @Test func nestingDeeperThanTheLimitIsAnError() {
        let limit = YAMLReader.maximumDepth
        #expect(
            yamlError(String(repeating: "[", count: limit) + String(repeating: "]", count: limit)).hasPrefix("no error")
        )
        #expect(
            yamlError(String(repeating: "[", count: 100_000))
                == "1:\(limit + 1): nested more than \(limit) levels deep; flatten the structure")
        #expect(
            yamlError(String(repeating: "- ", count: 100_000) + "x")
                == "1:\(2 * limit + 1): nested more than \(limit) levels deep; flatten the structure")
        var blocks = ""
        for level in 0...limit { blocks += String(repeating: " ", count: level) + "k:\n" }
        #expect(
            yamlError(blocks)
                == "\(limit + 1):\(limit + 1): nested more than \(limit) levels deep; flatten the structure")
        #expect(
            yamlError("a: " + String(repeating: "{b: ", count: 100_000))
                == "1:\(3 + 4 * (limit - 1) + 1): nested more than \(limit) levels deep; flatten the structure")
    }
}
