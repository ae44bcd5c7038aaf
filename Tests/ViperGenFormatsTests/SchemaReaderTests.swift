import Testing

@testable import ViperGenEngine
@testable import ViperGenFormats
@testable import ViperGenSupport

@Suite struct SchemaReaderTests {
    private func read(_ text: String) throws -> (SchemaReader<JSONNode>, JSONNode) {
        let source = SourceText(name: "doc.json", text: text)
        var reader = JSONReader(source: source)
        return (SchemaReader(source: source), try reader.read())
    }

    private func messages(_ reader: SchemaReader<JSONNode>) -> [String] {
        reader.problems.map { "\($0.location!.line):\($0.location!.column) \($0.message)" }
    }

    @Test func objectReportsUnknownAndMissingKeysWithPositions() throws {
        var (reader, root) = try read("{\n  \"nmae\": \"x\",\n  \"kind\": 1\n}")
        let members = reader.object(root, "files[0]", keys: ["name", "kind"], required: ["name"])
        #expect(members == nil)
        #expect(
            messages(reader) == [
                "2:3 unknown key \"nmae\" in files[0] (did you mean \"name\"?); allowed: name, kind",
                "1:1 files[0] is missing \"name\"",
            ])
    }

    @Test func typedAccessorsNameWhatTheyExpected() throws {
        var (reader, root) = try read("[1, true, \"text\", null]")
        let list = reader.list(root, "\"list\"")
        let elements = try #require(list)
        #expect(reader.string(elements[2], "\"b\"") == "text")
        #expect(reader.string(elements[0], "\"a\"") == nil)
        #expect(reader.list(elements[1], "\"c\"", expected: "a list of folder paths") == nil)
        #expect(reader.members(elements[3], "the config", expected: "a JSON object") == nil)
        #expect(
            messages(reader) == [
                "1:2 \"a\" must be a string, not a number",
                "1:5 \"c\" must be a list of folder paths, not a boolean",
                "1:19 the config must be a JSON object, not null",
            ])
    }

    @Test func unknownKeyOfTheDocumentItselfNamesNoContainer() {
        #expect(
            SchemaProblem.unknownKey("ouptut", container: nil, allowed: ["output", "target"]).message
                == "unknown key \"ouptut\" (did you mean \"output\"?); allowed: output, target")
    }

    @Test func locatesAtMostTheReportLimitAndCountsTheRest() throws {
        var (reader, root) = try read("[" + Array(repeating: "1", count: 105).joined(separator: ",") + "]")
        let list = reader.list(root, "\"list\"")
        for element in try #require(list) { _ = reader.string(element, "\"item\"") }
        #expect(reader.problems.count == Diagnostics.reportLimit)
        #expect(reader.omittedCount == 5)
        #expect(throws: Diagnostics.reporting(reader.problems, omitted: 5)) { try reader.check() }
    }
}
