import Testing
import ViperGenTestSupport

@testable import ViperGenEngine
@testable import ViperGenFormats

@Suite struct PBXProjectRoundTripTests {
    @Test(arguments: XcodeProjectFixtures.allNames)
    func unchangedFixturesAreWrittenBackByteForByte(_ name: String) throws {
        let bytes = try XcodeProjectFixtures.bytes(name)
        let written = PBXProjectWriter.write(try XcodeProjectFixtures.document(name))
        #expect(written.count == bytes.count)
        #expect(
            written == bytes,
            "\(lineDiff(expected: String(decoding: bytes, as: UTF8.self), actual: String(decoding: written, as: UTF8.self)))"
        )
    }
}

/// What stands before the top-level `{` is the user's: a comment there survives a write, and a file without the
/// `// !$*UTF8*$!` header gets it (Xcode writes one).
@Suite struct PBXProjectOpeningTests {
    static let body = "{\n\tarchiveVersion = 1;\n\tobjects = {\n\t};\n\trootObject = 0;\n}\n"

    static func rewritten(_ text: String) throws -> String {
        let document = try PBXProjectReader.read(SourceText(name: "project.pbxproj", bytes: Array(text.utf8)))
        return String(decoding: PBXProjectWriter.write(document), as: UTF8.self)
    }

    @Test func aCommentBetweenTheHeaderAndTheBraceIsKept() throws {
        let text = "// !$*UTF8*$!\n/* Keep: generated for the Search team */\n" + Self.body
        #expect(try Self.rewritten(text) == text)
    }

    @Test func aFileWithoutTheHeaderGetsIt() throws {
        #expect(try Self.rewritten("/* no header */\n" + Self.body) == "// !$*UTF8*$!\n/* no header */\n" + Self.body)
    }
}
