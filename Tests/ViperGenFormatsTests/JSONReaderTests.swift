import Testing

@testable import ViperGenEngine
@testable import ViperGenFormats
@testable import ViperGenSupport

@Suite struct JSONReaderTests {
    private func read(_ text: String) throws -> JSONNode {
        var reader = JSONReader(source: SourceText(name: "t.json", text: text))
        return try reader.read()
    }

    @Test func readsStringsWithAndWithoutEscapes() throws {
        let node = try read(#"{ "plain": "Über ✓", "escaped": "a\"b\\c\/d\n\t\u00e9", "empty": "" }"#)
        guard case .object(let members) = node.value else {
            Issue.record("expected an object")
            return
        }
        let strings = members.map { member -> String in
            if case .string(let text) = member.value.value { return text }
            return "<not a string>"
        }
        #expect(members.map(\.key) == ["plain", "escaped", "empty"])
        #expect(strings == ["Über ✓", "a\"b\\c/d\n\té", ""])
        #expect(members.map(\.keyOffset) == [2, 24, 59])  // byte offsets: Ü is 2 bytes, ✓ is 3
    }

    /// JSON writers that escape everything outside ASCII (Python's `json.dumps`, for one) write a character above
    /// U+FFFF as two `\u` escapes, the halves of a UTF-16 surrogate pair.
    @Test func readsSurrogatePairsAsOneCharacter() throws {
        let node = try read(#"["\ud83d\ude00", "J\u00FCrgen \uD834\uDD1E!", "\u0041\u00e9"]"#)
        guard case .array(let elements) = node.value else {
            Issue.record("expected an array")
            return
        }
        let strings = elements.map { element -> String in
            if case .string(let text) = element.value { return text }
            return "<not a string>"
        }
        #expect(strings == ["😀", "Jürgen 𝄞!", "Aé"])
        #expect(strings.map { $0.unicodeScalars.count } == [1, 9, 2])
    }

    @Test func readsScalarsAndNesting() throws {
        let node = try read("[1, -2.5e3, true, false, null, [], {}]")
        guard case .array(let elements) = node.value else {
            Issue.record("expected an array")
            return
        }
        #expect(
            elements.map(\.typeName) == [
                "a number", "a number", "a boolean", "a boolean", "null", "an array", "an object",
            ])
        let number: Double? = if case .number(let value) = elements[1].value { value } else { nil }
        #expect(number == -2500)
    }

    @Test(arguments: [
        ("\"a\\qb\"", "1:3: invalid JSON: invalid escape '\\q'"),
        ("\"tab\there\"", "1:5: invalid JSON: control character in a string; escape it"),
        ("\"open", "1:1: invalid JSON: string is never closed; add '\"'"),
        ("tru", "1:1: invalid JSON: unknown word; expected true, false or null"),
        ("[1 2]", "1:4: invalid JSON: expected ',' or ']'"),
        ("\"\\u12\"", "1:2: invalid JSON: invalid \\u escape; it takes four hex digits"),
        ("\"\\u+041\"", "1:2: invalid JSON: invalid \\u escape; it takes four hex digits"),
        ("\"ab\\ud83d\"", unpaired(at: 4, "d83d")),
        ("\"\\ud83dx\"", unpaired(at: 2, "d83d")),
        ("\"\\ud83d\\u0041\"", unpaired(at: 2, "d83d")),
        ("\"\\ude00\\ud83d\"", unpaired(at: 2, "de00")),
        ("\"\\ud83d\\uZZZZ\"", "1:8: invalid JSON: invalid \\u escape; it takes four hex digits"),
        ("\"\\ud83d\\u00\"", "1:8: invalid JSON: invalid \\u escape; it takes four hex digits"),
        ("{\"a\": 1, \"b\": 2, \"a\": 3}", "1:18: invalid JSON: duplicate key \"a\""),
        // Past `JSONReader.keysCheckedOneByOne` members, keys are checked through a set: a duplicate is found
        // there too.
        (
            "{\"k0\": 0, \"k1\": 1, \"k2\": 2, \"k3\": 3, \"k4\": 4, \"k5\": 5, \"k6\": 6, \"k7\": 7, \"k8\": 8, "
                + "\"k9\": 9, \"k10\": 10, \"k11\": 11, \"k12\": 12, \"k13\": 13, \"k3\": 0}",
            "1:136: invalid JSON: duplicate key \"k3\""
        ),
    ])
    func errorsHavePositions(text: String, message: String) {
        #expect(throws: (any Error).self) { try read(text) }
        do {
            _ = try read(text)
        } catch let error as SourceProblem {
            #expect("\(error.location.line):\(error.location.column): \(error.message)" == message)
        } catch {
            Issue.record("unexpected error \(error)")
        }
    }
}

/// The message for an unpaired surrogate escape at `column`.
private func unpaired(at column: Int, _ digits: String) -> String {
    "1:\(column): invalid JSON: unpaired surrogate '\\u\(digits)'; write a character above U+FFFF as both halves, "
        + "such as '\\ud83d\\ude00', or as itself"
}
