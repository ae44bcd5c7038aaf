import Foundation
import Testing
import ViperGenTestSupport

@testable import ViperGenMerge
@testable import ViperGenSupport

/// The merge on bytes that are not UTF-8 and on CRLF files: every byte it does not change is kept, the markers are
/// written around such lines byte for byte, and lines that decode alike but differ in bytes stay different. Each
/// case is written in Latin-1 (one byte a character, `\u{E9}` is the byte 0xE9), and each expected result is what
/// `git merge-file -p --diff3` prints (checked by `pinnedCasesAreWhatGitPrints` when git is there).
@Suite struct ThreeWayMergeBytesTests {
    /// A pinned case: inputs and the exact merge, as Latin-1 text.
    struct Pinned {
        let name: String
        let base: String
        let yours: String
        let theirs: String
        let merged: String
        let conflicts: Int
    }

    static let pinned: [Pinned] = [
        // The user's Latin-1 comment and a template change elsewhere: both taken, the 0xE9 byte kept.
        Pinned(
            name: "Latin-1 line of yours, clean",
            base: "// Search\nlet a = 1\nlet b = 2\nlet c = 3\n",
            yours: "// caf\u{E9}\nlet a = 1\nlet b = 2\nlet c = 3\n",
            theirs: "// Search\nlet a = 1\nlet b = 2\nlet c = 4\n",
            merged: "// caf\u{E9}\nlet a = 1\nlet b = 2\nlet c = 4\n", conflicts: 0),
        // Non-UTF-8 lines on all three sides of a conflict: markers around them, every byte as it was.
        Pinned(
            name: "conflict around non-UTF-8 lines",
            base: "a\nx \u{E9}\nc\n", yours: "a\ny \u{E9}\u{FF}\nc\n", theirs: "a\nz \u{E9}\nc\n",
            merged:
                "a\n<<<<<<< yours\ny \u{E9}\u{FF}\n||||||| base\nx \u{E9}\n=======\nz \u{E9}\n>>>>>>> template\nc\n",
            conflicts: 1),
        // Two invalid bytes that decoding would both turn into U+FFFD are different lines: the user's edit stays.
        Pinned(
            name: "invalid bytes that decode alike differ",
            base: "a\nb\n\u{FF}\nc\n", yours: "a\nb\n\u{FE}\nc\n", theirs: "A\nb\n\u{FF}\nc\n",
            merged: "A\nb\n\u{FE}\nc\n", conflicts: 0),
        // A CRLF file merged cleanly keeps every \r\n, a Latin-1 byte among them.
        Pinned(
            name: "CRLF, clean",
            base: "a\r\nb\r\nc\r\nd\r\ne\r\n", yours: "a\r\nb caf\u{E9}\r\nc\r\nd\r\ne\r\n",
            theirs: "a\r\nb\r\nc\r\nD\r\ne\r\n", merged: "a\r\nb caf\u{E9}\r\nc\r\nD\r\ne\r\n", conflicts: 0),
        // A CRLF conflict over non-UTF-8 lines: markers in \r\n.
        Pinned(
            name: "CRLF conflict around non-UTF-8 lines",
            base: "a\r\nb\r\nc\r\n", yours: "a\r\nb \u{E9}\r\nc\r\n", theirs: "a\r\nb \u{FF}\r\nc\r\n",
            merged: "a\r\n<<<<<<< yours\r\nb \u{E9}\r\n||||||| base\r\nb\r\n=======\r\nb \u{FF}\r\n>>>>>>> template\r\n"
                + "c\r\n", conflicts: 1),
        // A lone \r ends no line.
        Pinned(
            name: "lone CR inside a line",
            base: "a\rb\nc\nd\n", yours: "a\rB\nc\nd\n", theirs: "a\rb\nc\nD\n", merged: "a\rB\nc\nD\n", conflicts: 0),
    ]

    @Test(arguments: pinned.map(\.name))
    func pinnedCase(_ name: String) throws {
        let pinned = try #require(Self.pinned.first { $0.name == name })
        let result = ThreeWayMerge.merge(
            base: latin1(pinned.base), yours: latin1(pinned.yours), theirs: latin1(pinned.theirs))
        #expect(result == MergeResult(bytes: latin1(pinned.merged), conflicts: pinned.conflicts))
    }

    @Test func everyCaseHoldsBytesThatAreNotUTF8OrCRLF() {
        for pinned in Self.pinned {
            let yours = latin1(pinned.yours)
            #expect(String(strictUTF8: yours) == nil || yours.contains(UInt8(ascii: "\r")), "\(pinned.name)")
        }
    }

    @Test func linesEndAtLFKeepingCRAndJoinBackToTheBytes() {
        let bytes = latin1("a\rb\n\u{E9}\r\n\n\u{FF}")
        #expect(TextLines.split(bytes) == [latin1("a\rb\n")[...], latin1("\u{E9}\r\n")[...], [10], [255]])
        #expect(Array(TextLines.split(bytes).joined()) == bytes)
        #expect(TextLines.split([]) == [])
    }

    /// The expected bytes above are git's, so that a wrong pin cannot pass.
    @Test(.enabled(if: ThreeWayMergeGitTests.hasGit, "needs git"))
    func pinnedCasesAreWhatGitPrints() throws {
        let folder = try TemporaryDirectory()
        for (index, pinned) in Self.pinned.enumerated() {
            for (side, text) in [("yours", pinned.yours), ("base", pinned.base), ("theirs", pinned.theirs)] {
                try Data(latin1(text)).write(to: folder.url.appending(path: "\(index).\(side)"))
            }
            // Through files, so that git's output is compared as bytes, never decoded.
            let script =
                "\"$GIT\" merge-file -p --diff3 -L yours -L base -L template \(index).yours \(index).base "
                + "\(index).theirs > \(index).out; echo $? > \(index).status"
            let result = try runProcess(
                URL(fileURLWithPath: "/bin/sh"), ["-c", script], in: folder.url,
                environment: ["GIT": ThreeWayMergeGitTests.git.path])
            #expect(result == ProcessResult(status: 0, standardOutput: "", standardError: ""))
            let merged = try Data(contentsOf: folder.url.appending(path: "\(index).out"))
            let status = try String(contentsOf: folder.url.appending(path: "\(index).status"), encoding: .utf8)
            #expect([UInt8](merged) == latin1(pinned.merged), "\(pinned.name)")
            #expect(status == "\(pinned.conflicts)\n", "\(pinned.name)")
        }
    }
}
