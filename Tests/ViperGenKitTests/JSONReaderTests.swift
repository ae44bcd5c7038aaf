import Testing

@testable import ViperGenKit

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
        if case .number(let value) = elements[1].value { #expect(value == -2500) }
    }

    @Test(arguments: [
        ("\"a\\qb\"", "1:3: invalid JSON: invalid escape '\\q'"),
        ("\"tab\there\"", "1:5: invalid JSON: control character in a string; escape it"),
        ("\"open", "1:1: invalid JSON: string is never closed; add '\"'"),
        ("tru", "1:1: invalid JSON: unknown word; expected true, false or null"),
        ("[1 2]", "1:4: invalid JSON: expected ',' or ']'"),
    ])
    func errorsHavePositions(text: String, message: String) {
        #expect(throws: (any Error).self) { try read(text) }
        do {
            _ = try read(text)
        } catch let error as TemplateError {
            #expect("\(error.location.line):\(error.location.column): \(error.message)" == message)
        } catch {
            Issue.record("unexpected error \(error)")
        }
    }
}
