import Foundation
import Testing
import ViperGenTestSupport

@testable import ViperGenEngine
@testable import ViperGenFormats
@testable import ViperGenProjects

/// `project.xcproj` (Xcode 27's JSON5 project file): reading, writing back byte for byte, editing and reading the
/// edit back.
@Suite struct XCProjTests {
    static let fixtures = ["XCProjGroups", "XCProjFolders", "XCProjTargets"]

    static func bytes(_ name: String) throws -> [UInt8] {
        Array(try Data(contentsOf: XcodeProjectFixtures.project(name).appending(path: "project.xcproj")))
    }

    static func read(_ bytes: [UInt8], name: String = "p.xcproj") throws -> XCProjDocument {
        try XCProjReader.read(SourceText(name: name, bytes: bytes))
    }

    @Test(arguments: fixtures)
    func unchangedFixturesAreWrittenBackByteForByte(_ name: String) throws {
        let bytes = try Self.bytes(name)
        #expect(XCProjWriter.write(try Self.read(bytes)) == bytes)
    }

    @Test func aLargeGeneratedProjectRoundTripsAndTakesAModule() throws {
        let bytes = SyntheticXCProj.contents()
        #expect(bytes.count > 900_000 && bytes.count < 1_300_000)
        #expect(XCProjWriter.write(try Self.read(bytes)) == bytes)
        let (edited, report) = try XcodeProjectEdit.plan(
            contents: bytes, named: "Large.xcodeproj/project.xcproj", containingFolder: "/large",
            files: [
                XcodeProjectFile(path: "/large/App/Search/SearchView.swift", isTest: false),
                XcodeProjectFile(path: "/large/AppTests/Search/SearchTests.swift", isTest: true),
            ], codeTargets: ["App"], testTargets: ["AppTests"])
        #expect(report.newGroups == ["App/Search", "AppTests/Search"])
        let (removed, added) = PBXProjectLayoutTests.changedLines(bytes, edited)
        // Only lines are added: the new App/Search group follows a group on many lines, so the two are joined
        // (`}, {`) as Xcode does; the new AppTests/Search group follows a file on one line.
        #expect(removed == [])
        #expect(
            added == [
                "        }, {", "          \"kind\": \"group\",", "          \"path\": \"Search\",",
                "          \"children\": [",
                "            { \"path\": \"SearchView.swift\", \"target-membership\": [ \"App/compile-sources\" ] },",
                "          ],", "        {", "          \"kind\": \"group\",", "          \"path\": \"Search\",",
                "          \"children\": [",
                "            { \"path\": \"SearchTests.swift\", \"target-membership\": [ \"AppTests/compile-sources\" ] },",
                "          ],", "        },",
            ])
    }

    @Test func readsJSON5() throws {
        let text = """
            // a comment
            { unquoted: 'single', "hex": 0x1F, n: -1.5e3, inf: +Infinity, t: true, f: false, z: null,
              /* before */ list: [ 1, 2, ], s: "a\\u00e9\\n\\"\\\\\\x41", }

            """
        let document = try Self.read(Array(text.utf8))
        #expect(document.root[XCProjKey(rawValue: "unquoted")]?.string == "single")
        #expect(document.root[XCProjKey(rawValue: "s")]?.string == "aé\n\"\\A")
        #expect(document.root[XCProjKey(rawValue: "hex")]?.value.scalarText == "0x1F")
        #expect(document.root[XCProjKey(rawValue: "list")]?.elements?.count == 2)
        #expect(XCProjWriter.write(document) == Array(text.utf8))
    }

    /// The message of reading `text`, as `file:line:column: message`.
    static func readError(_ text: String) -> String? {
        do throws(XcodeFormatError) {
            let document = try XCProjReader.read(SourceText(name: "p.xcproj", bytes: Array(text.utf8)))
            _ = try XCProjModel(document: document, containingFolder: "/p")
            return nil
        } catch {
            return error.description
        }
    }

    @Test(arguments: [
        ("", "p.xcproj:1:1: invalid project file: the file is empty; expected '{'"),
        ("[]", "p.xcproj:1:1: invalid project file: expected '{' at the start"),
        ("{ \"files\": [ ], }\nx", "p.xcproj:2:1: invalid project file: unexpected text after the closing '}'"),
        ("{ \"a\": 1, \"a\": 2 }", "p.xcproj:1:11: invalid project file: key 'a' appears twice"),
        ("{ \"a\" 1 }", "p.xcproj:1:7: invalid project file: expected ':' after the key"),
        ("{ \"a\": 1 \"b\": 2 }", "p.xcproj:1:10: invalid project file: expected ',' or '}' after the value"),
        ("{ \"a\": [1 2] }", "p.xcproj:1:11: invalid project file: expected ',' or ']' after the element"),
        ("{ \"a\": \"x }", "p.xcproj:1:8: invalid project file: string is never closed; add '\"'"),
        ("{ \"a\": yes }", "p.xcproj:1:8: invalid project file: 'yes' is not a value; quote strings"),
        ("{ /* open", "p.xcproj:1:3: invalid project file: comment is never closed; add '*/'"),
        ("{ \"a\": \"\\u12\" }", "p.xcproj:1:9: invalid project file: invalid hexadecimal digit in an escape"),
        ("{ \"a\": 1 }", "p.xcproj:1:1: invalid project file: the project has no 'files' list"),
        ("{ \"files\": [ 1 ] }", "p.xcproj:1:14: invalid project file: a file-tree entry must be an object"),
        (
            "{ \"files\": [ { \"kind\": \"blob\" } ] }",
            "p.xcproj:1:14: invalid project file: unknown kind of file-tree entry; expected group, folder or "
                + "file-reference"
        ),
        ("{ \"files\": [], \"targets\": [ {} ] }", "p.xcproj:1:29: invalid project file: a target has no 'name'"),
        (
            "{ \"required-capabilities\": [ \"glow in the dark files\" ], \"files\": [] }",
            "p.xcproj:1:28: the project requires capabilities viper-gen does not know: glow in the dark files"
        ),
    ])
    func malformedFilesAreReportedAtTheirPosition(text: String, expected: String) {
        let message = Self.readError(text)
        #expect(message == expected)
    }

    @Test func nestingIsCapped() {
        let depth = XCProjReader.maximumDepth
        let deep = "{ \"a\": " + String(repeating: "[", count: depth) + String(repeating: "]", count: depth) + " }"
        #expect(Self.readError(deep)?.hasSuffix("nested more than \(depth) levels deep") == true)
        #expect(Self.readError("{ \"a\": " + String(repeating: "[", count: 1_000_000))?.contains("nested") == true)
    }
}

extension XCProjNode.Value {
    /// The text of a number, for tests.
    var scalarText: String? {
        if case .scalar(.number(let text)) = self { return text }
        return nil
    }
}
