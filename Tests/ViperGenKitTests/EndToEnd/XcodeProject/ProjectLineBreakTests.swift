import Foundation
import Testing
import ViperGenTestSupport

/// A project file with CRLF line breaks (saved on Windows, or checked out with `core.autocrlf`) keeps them: a run
/// writes exactly the bytes of the LF run with each line break a CRLF, so that only the added lines differ, and
/// `remove` gives back the original bytes.
@Suite struct ProjectLineBreakTests {
    /// `bytes` with every `\n` preceded by `\r`.
    static func withCRLF(_ bytes: [UInt8]) -> [UInt8] {
        bytes.flatMap { $0 == UInt8(ascii: "\n") ? [UInt8(ascii: "\r"), $0] : [$0] }
    }

    /// A folder holding a copy of the fixture's bundle `name.xcodeproj` whose project file (`file`) is `bytes`.
    static func makeProject(_ name: String, file: String, bytes: [UInt8]) throws -> TemporaryDirectory {
        let folder = try TemporaryDirectory()
        let bundle = folder.url.appending(path: "\(name).xcodeproj")
        try FileManager.default.createDirectory(at: bundle, withIntermediateDirectories: true)
        try Data(bytes).write(to: bundle.appending(path: file))
        return folder
    }

    static func arguments(_ name: String) -> [String] {
        [
            "module", "Search", "--output", "App/Modules", "--tests-output", "AppTests", "--author", "Jane",
            "--xcodeproj", "\(name).xcodeproj", "--xcode-target", "App", "--xcode-test-target", "AppTests",
        ]
    }

    @Test(arguments: [("AppWithTests", "project.pbxproj"), ("XCProjGroups", "project.xcproj")])
    func aCRLFProjectFileKeepsItsLineBreaks(name: String, file: String) throws {
        let original = Array(
            try Data(contentsOf: XcodeProjectFixtures.project(name).appending(path: file)))
        try #require(!original.contains(UInt8(ascii: "\r")))
        let lineFeed = try Self.makeProject(name, file: file, bytes: original)
        let crlf = try Self.makeProject(name, file: file, bytes: Self.withCRLF(original))
        for folder in [lineFeed, crlf] {
            let result = try runViperGen(Self.arguments(name), in: folder.url)
            #expect(result.status == 0, "\(result.standardError)")
        }
        let path = "\(name).xcodeproj/\(file)"
        let edited = Array(try Data(contentsOf: lineFeed.url.appending(path: path)))
        #expect(edited != original)
        #expect(Array(try Data(contentsOf: crlf.url.appending(path: path))) == Self.withCRLF(edited))
    }

    @Test func removingTheModuleGivesBackTheCRLFBytes() throws {
        let original = Self.withCRLF(try XcodeProjectFixtures.bytes("AppWithTests"))
        let folder = try Self.makeProject("AppWithTests", file: "project.pbxproj", bytes: original)
        #expect(try runViperGen(Self.arguments("AppWithTests"), in: folder.url).status == 0)
        let removed = try runViperGen(["remove", "Search"], in: folder.url)
        #expect(removed.status == 0, "\(removed.standardError)")
        let path = folder.url.appending(path: "AppWithTests.xcodeproj/project.pbxproj")
        #expect(Array(try Data(contentsOf: path)) == original)
    }
}
