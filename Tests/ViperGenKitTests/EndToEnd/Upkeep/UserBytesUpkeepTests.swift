import Foundation
import Testing
import ViperGenTestSupport

/// A user's file that is not UTF-8, or ends its lines in CRLF, through `update`, `check`, `modules` and `remove` of
/// the real binary: every byte the run does not mean to change is kept, and states and hashes are worked out on the
/// bytes. Bytes are written in Latin-1 (`\u{E9}` is the one byte 0xE9; see `ThreeWayMergeBytesTests.latin1`).
@Suite struct UserBytesUpkeepTests {
    static let presenterPath = "Sources/Search/SearchPresenter.swift"
    static let viewPath = "Sources/Search/SearchView.swift"
    static let latin1 = ViperGenTestSupport.latin1
    /// The set's change in the tests below: one line of the presenter.
    static let changedPresenter = UpkeepProject.presenter.replacingOccurrences(of: "loaded", with: "did load")

    /// A project with the Search module generated from `mini` (whose presenter is `presenter`).
    private func generated(presenter: String = UpkeepProject.presenter) throws -> UpkeepProject {
        let project = try UpkeepProject()
        try project.writeSet(presenter: presenter)
        try #require(
            try project.run(["module", "Search", "-q"])
                == ProcessResult(status: 0, standardOutput: "", standardError: ""))
        return project
    }

    @Test func aMergingUpdateKeepsEveryByteOfALatin1Edit() throws {
        let project = try generated()
        let written = try #require(project.bytes(Self.presenterPath))
        try project.write(Self.presenterPath, bytes: written + Self.latin1("// caf\u{E9} cr\u{E8}me\n"))
        try project.writeSet(presenter: Self.changedPresenter)
        #expect(
            try project.run(["update"])
                == ProcessResult(
                    status: 0, standardOutput: "merge \(Self.presenterPath) (your changes and the template's)\n",
                    standardError: ""))
        #expect(
            project.bytes(Self.presenterPath)
                == Self.latin1(
                    """
                    final class SearchPresenter {
                        func viewDidLoad() {
                            print("did load")
                        }
                    }
                    // caf\u{E9} cr\u{E8}me

                    """))
        #expect(
            try project.run(["modules"])
                == ProcessResult(
                    status: 0, standardOutput: "Search  mini  edited\n  edited     \(Self.presenterPath)\n",
                    standardError: ""))
        #expect(
            try project.run(["check"])
                == ProcessResult(status: 0, standardOutput: "1 recorded module is up to date\n", standardError: ""))
    }

    @Test func aCRLFFileIsMergedKeepingItsLineEndings() throws {
        let crlf = { (text: String) in text.replacingOccurrences(of: "\n", with: "\r\n") }
        let project = try generated(presenter: crlf(UpkeepProject.presenter))
        let written = try #require(project.bytes(Self.presenterPath))
        #expect(written.count { $0 == UInt8(ascii: "\r") } == 5)
        try project.write(Self.presenterPath, bytes: written + Self.latin1("// caf\u{E9}\r\n"))
        try project.writeSet(presenter: crlf(Self.changedPresenter))
        #expect(try project.run(["update", "-q"]) == ProcessResult(status: 0, standardOutput: "", standardError: ""))
        #expect(
            project.bytes(Self.presenterPath)
                == Self.latin1(
                    "final class SearchPresenter {\r\n    func viewDidLoad() {\r\n        print(\"did load\")\r\n"
                        + "    }\r\n}\r\n// caf\u{E9}\r\n"))
    }

    @Test func conflictMarkersAroundNonUTF8LinesAreByteExactAndCheckReportsThem() throws {
        let project = try generated()
        let written = try #require(project.bytes(Self.presenterPath))
        let mine = Self.latin1(
            String(decoding: written, as: UTF8.self).replacingOccurrences(of: "loaded", with: "caf\u{E9}"))
        try project.write(Self.presenterPath, bytes: mine)
        try project.writeSet(presenter: Self.changedPresenter)
        #expect(
            try project.run(["update"])
                == ProcessResult(
                    status: 1, standardOutput: "merge \(Self.presenterPath) with 1 conflict\n",
                    standardError: "viper-gen: 1 file has conflicts: \(Self.presenterPath); resolve the <<<<<<< "
                        + "||||||| ======= >>>>>>> blocks, or take one side of every block with 'viper-gen resolve "
                        + "Search --ours' (yours) or '--theirs' (the template's), then run 'viper-gen check'\n"))
        #expect(
            project.bytes(Self.presenterPath)
                == Self.latin1(
                    """
                    final class SearchPresenter {
                        func viewDidLoad() {
                    <<<<<<< yours
                            print("caf\u{E9}")
                    ||||||| base
                            print("loaded")
                    =======
                            print("did load")
                    >>>>>>> template
                        }
                    }

                    """))
        #expect(
            try project.run(["check"])
                == ProcessResult(
                    status: 1,
                    standardOutput: """
                        Search: conflict markers in \(Self.presenterPath); resolve them and remove the markers
                        1 of 1 recorded modules need attention

                        """, standardError: ""))
        // Resolved by hand, the Latin-1 line kept: check passes and a later update leaves the bytes alone.
        let resolved = Self.latin1(
            String(decoding: written, as: UTF8.self).replacingOccurrences(of: "loaded", with: "caf\u{E9}, did load"))
        try project.write(Self.presenterPath, bytes: resolved)
        #expect(
            try project.run(["check"])
                == ProcessResult(status: 0, standardOutput: "1 recorded module is up to date\n", standardError: ""))
        #expect(
            try project.run(["update"])
                == ProcessResult(status: 0, standardOutput: "every module is up to date\n", standardError: ""))
        #expect(project.bytes(Self.presenterPath) == resolved)
    }

    /// A generated U+FFFD replaced by the byte 0xFF decodes to the same text: only a comparison of bytes sees the
    /// edit, so `modules` reports it and `remove` refuses to delete the user's bytes.
    @Test func anEditThatDecodesAlikeIsSeenByModulesAndRemove() throws {
        let project = try UpkeepProject()
        try project.writeSet(extraFiles: [
            ("Notes.txt.liquid", "{{ module.name }}/Notes.txt", "// \u{FFFD}\n")
        ])
        #expect(try project.run(["module", "Search", "-q"]).status == 0)
        let notesPath = "Sources/Search/Notes.txt"
        #expect(project.bytes(notesPath) == Array("// \u{FFFD}\n".utf8))
        let mine = Self.latin1("// \u{FF}\n")
        try project.write(notesPath, bytes: mine)
        #expect(
            try project.run(["modules"])
                == ProcessResult(
                    status: 0, standardOutput: "Search  mini  edited\n  edited     \(notesPath)\n", standardError: ""))
        let before = try treeListing(project.url)
        #expect(
            try project.run(["remove", "Search"])
                == ProcessResult(
                    status: 73, standardOutput: "",
                    standardError: "viper-gen: error: \(project.url.path)/\(notesPath) was edited since viper-gen "
                        + "wrote it; nothing was removed; keep your work elsewhere, or pass --force to remove it too\n")
        )
        #expect(try treeListing(project.url) == before)
        #expect(project.bytes(notesPath) == mine)
    }

    /// `remove` takes the module out of an Xcode project whose file holds a Latin-1 byte: the project is back to its
    /// exact bytes (it was decoded and encoded again, the byte becoming U+FFFD).
    @Test func removeGivesBackANonUTF8ProjectFileByteForByte() throws {
        let project = try UpkeepProject(
            config: #"{ "template": "mini", "templateDirectories": ["sets"], "output": "App/Modules", "#
                + #""xcodeproj": "AppWithTests.xcodeproj", "xcodeTargets": ["App"] }"#)
        let fixture = repositoryRoot.appending(
            path: "Tests/Fixtures/XcodeProjects/AppWithTests/AppWithTests.xcodeproj/project.pbxproj")
        let projectFile = "AppWithTests.xcodeproj/project.pbxproj"
        let text = try String(contentsOf: fixture, encoding: .utf8)
        let setting = #"compatibilityVersion = "Xcode 14.0";"#
        try #require(text.contains(setting))
        let original = Self.latin1(text.replacingOccurrences(of: setting, with: setting + " /* caf\u{E9} */"))
        try project.write(projectFile, bytes: original)
        #expect(
            try project.run(["module", "Search", "-q"])
                == ProcessResult(status: 0, standardOutput: "", standardError: ""))
        let added = try #require(project.bytes(projectFile))
        #expect(added.contains(0xE9))
        #expect(String(decoding: added, as: UTF8.self).contains("SearchPresenter.swift in Sources"))
        #expect(
            try project.run(["remove", "Search", "-q"])
                == ProcessResult(status: 0, standardOutput: "", standardError: ""))
        #expect(project.bytes(projectFile) == original)
    }

    @Test func removeRefusesAnEditedNonUTF8FileAndDeletesItWithForce() throws {
        let project = try generated()
        let written = try #require(project.bytes(Self.viewPath))
        try project.write(Self.viewPath, bytes: written + Self.latin1("// \u{E9}\u{FF}\n"))
        #expect(try project.run(["remove", "Search"]).status == 73)
        #expect(project.bytes(Self.viewPath) == written + Self.latin1("// \u{E9}\u{FF}\n"))
        #expect(
            try project.run(["remove", "Search", "--force"])
                == ProcessResult(
                    status: 0,
                    standardOutput: "removed \(Self.presenterPath)\nremoved \(Self.viewPath) (edited; --force)\n"
                        + "dropped Search from viper-gen.lock\n", standardError: ""))
        #expect(project.bytes(Self.viewPath) == nil)
    }
}
