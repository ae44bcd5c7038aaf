import Testing

@testable import ViperGenMerge

/// Reading conflict blocks back from a merged file's bytes, and taking one side of each.
@Suite struct ConflictBlocksTests {
    static let merged = Array(
        ("a\r\n<<<<<<< yours\r\nmine\r\n||||||| base\r\nold\r\n=======\r\nold\r\nnew\r\n>>>>>>> template\r\nb\n"
            + "<<<<<<<\nx\n=======\ny\n>>>>>>>\nc").utf8)

    @Test func eachSideIsTakenAndTheLinesAroundStayByteForByte() throws {
        let blocks = try ConflictBlocks(Self.merged)
        #expect(blocks.blocks.count == 2)
        #expect(blocks.resolved(taking: .yours) == Array("a\r\nmine\r\nb\nx\nc".utf8))
        #expect(blocks.resolved(taking: .theirs) == Array("a\r\nold\r\nnew\r\nb\ny\nc".utf8))
    }

    @Test func aBlockOnlyAddsTemplateLinesWhenEveryBaseLineStaysInOrder() throws {
        let blocks = try ConflictBlocks(Self.merged).blocks
        #expect(blocks.map(\.onlyAddsTemplateLines) == [true, false])
        let changed = try ConflictBlocks(
            Array("<<<<<<< yours\na\n||||||| base\nb\n=======\nc\n>>>>>>> template\n".utf8))
        #expect(changed.blocks.map(\.onlyAddsTemplateLines) == [false])
        let inserted = try ConflictBlocks(Array("<<<<<<< yours\na\n||||||| base\n=======\nc\n>>>>>>> template\n".utf8))
        #expect(inserted.blocks.map(\.onlyAddsTemplateLines) == [true])
    }

    @Test func eachBlocksOutcomeNamesItsStartLineAndTheLinesKeptAndDeleted() throws {
        let blocks = try ConflictBlocks(Self.merged)
        #expect(
            blocks.outcomes(taking: .theirs) == [
                ConflictBlocks.Outcome(line: 2, kept: ["old", "new"], dropped: ["mine"]),
                ConflictBlocks.Outcome(line: 11, kept: ["y"], dropped: ["x"]),
            ])
        #expect(
            blocks.outcomes(taking: .yours) == [
                ConflictBlocks.Outcome(line: 2, kept: ["mine"], dropped: ["old", "new"]),
                ConflictBlocks.Outcome(line: 11, kept: ["x"], dropped: ["y"]),
            ])
    }

    @Test func anUnfinishedBlockIsReportedAtItsFirstLine() {
        #expect(throws: ConflictBlocks.Unfinished(line: 2)) {
            try ConflictBlocks(Array("a\n<<<<<<< yours\nx\n=======\ny\n".utf8))
        }
    }

    @Test func linesThatOnlyLookLikeMarkersAreText() throws {
        let text = Array("<<<<<<<< eight\n=======x\n".utf8)
        let blocks = try ConflictBlocks(text)
        #expect(blocks.blocks.isEmpty)
        #expect(blocks.resolved(taking: .theirs) == text)
    }
}
