import Testing

@testable import ViperGenKit

@Suite struct WriteJournalTests {
    @Test func roundTripsAnyPath() throws {
        let journal = WriteJournal(
            stagingFolders: ["/out/.viper-gen-staging-1-2", "/a:b/new\nline/.viper-gen-staging-1-2"],
            moves: [
                .init(from: "/out/.viper-gen-staging-1-2/Search", to: "/out/Search", backup: nil),
                .init(from: "/x/Ü 12:3", to: "/y/Ü 12:3", backup: "/x/.backup/Ü 12:3"),
            ])
        let decoded = try #require(WriteJournal(decoding: journal.encoded()))
        #expect(decoded.stagingFolders == journal.stagingFolders)
        #expect(decoded.moves.map(\.from) == journal.moves.map(\.from))
        #expect(decoded.moves.map(\.to) == journal.moves.map(\.to))
        #expect(decoded.moves.map(\.backup) == journal.moves.map(\.backup))
        #expect(WriteJournal(decoding: WriteJournal(stagingFolders: [], moves: []).encoded())?.moves.isEmpty == true)
    }

    @Test func refusesAnythingThatIsNotAWholeJournal() {
        let bytes = WriteJournal(stagingFolders: ["/s"], moves: [.init(from: "/a", to: "/b", backup: nil)]).encoded()
        #expect(WriteJournal(decoding: Array(bytes.dropLast())) == nil)
        #expect(WriteJournal(decoding: Array("{\"moves\": []}".utf8)) == nil)
        #expect(WriteJournal(decoding: Array("2:ab".utf8)) == nil)
    }
}
