import Testing

@testable import ViperGenMerge

@Suite struct LineDiffTests {
    typealias Hunk = LineDiff.Hunk

    @Test func linesKeepTheirEndingsAndJoinBackToTheText() {
        #expect(TextLines.split("") == [])
        #expect(TextLines.split("\n") == ["\n"])
        #expect(TextLines.split("a\nb\r\nc") == ["a\n", "b\r\n", "c"])
        #expect(TextLines.split("a\n\n") == ["a\n", "\n"])
        for text in ["", "x", "a\r\nb\r\n", "é\n\u{301}\n", "a\n\n\nb"] {
            #expect(TextLines.split(text).joined() == text)
        }
    }

    @Test func equalTextsHaveNoChanges() {
        #expect(LineDiff.edits(from: "a\nb\n", to: "a\nb\n") == [])
        #expect(LineDiff.edits(from: "", to: "") == [])
    }

    @Test func insertionsDeletionsAndReplacements() {
        #expect(
            LineDiff.edits(from: "a\nc\n", to: "a\nb\nc\n") == [
                Hunk(oldStart: 1, oldCount: 0, newStart: 1, newCount: 1)
            ])
        #expect(
            LineDiff.edits(from: "a\nb\nc\n", to: "a\nc\n") == [
                Hunk(oldStart: 1, oldCount: 1, newStart: 1, newCount: 0)
            ])
        #expect(
            LineDiff.edits(from: "a\nb\nc\nd\n", to: "x\nb\nc\ny\n") == [
                Hunk(oldStart: 0, oldCount: 1, newStart: 0, newCount: 1),
                Hunk(oldStart: 3, oldCount: 1, newStart: 3, newCount: 1),
            ])
        #expect(LineDiff.edits(from: "", to: "a\n") == [Hunk(oldStart: 0, oldCount: 0, newStart: 0, newCount: 1)])
        #expect(LineDiff.edits(from: "a\n", to: "") == [Hunk(oldStart: 0, oldCount: 1, newStart: 0, newCount: 0)])
    }

    /// Line endings are part of the line: a CRLF line, an LF line and a last line without newline all differ.
    @Test func lineEndingsAreCompared() {
        #expect(
            LineDiff.edits(from: "a\nb\n", to: "a\nb") == [Hunk(oldStart: 1, oldCount: 1, newStart: 1, newCount: 1)])
        #expect(
            LineDiff.edits(from: "a\r\nb\n", to: "a\nb\n") == [Hunk(oldStart: 0, oldCount: 1, newStart: 0, newCount: 1)]
        )
    }

    /// Bytes, not Swift's canonical equivalence: a precomposed é and e + combining acute are different lines.
    @Test func linesAreComparedByteForByte() {
        #expect(
            LineDiff.edits(from: "\u{E9}\n", to: "e\u{301}\n") == [
                Hunk(oldStart: 0, oldCount: 1, newStart: 0, newCount: 1)
            ])
    }

    /// A method added after the last of its kind could be read as inserted at several places (the closing braces
    /// repeat); like git, the change slides as far down as it can.
    @Test func changesSlideDownOverRepeatedLines() {
        let old = "func a() {\n}\n"
        let new = "func a() {\n}\nfunc a() {\n}\n"
        #expect(LineDiff.edits(from: old, to: new) == [Hunk(oldStart: 2, oldCount: 0, newStart: 2, newCount: 2)])
        #expect(
            LineDiff.edits(from: "x\n\ny\n", to: "x\n\n\ny\n") == [
                Hunk(oldStart: 2, oldCount: 0, newStart: 2, newCount: 1)
            ])
    }

    @Test func roughSquareRootIsGitsPowerOfTwo() {
        #expect(
            [0, 1, 3, 4, 15, 16, 64, 100, 1_000_000].map(DiffSide.roughSquareRoot) == [1, 2, 2, 4, 4, 8, 16, 16, 1024])
    }
}
