import Foundation
import Testing
import ViperGenTestSupport

@testable import ViperGenWriting

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

    /// A committed run's staging folder with its journal: `Search/` staged, to move into `root`.
    private func committedRun(in root: URL, processID: Int32) throws -> URL {
        let staging = root.appending(path: ".viper-gen-staging-\(processID)-7")
        try FileManager.default.createDirectory(
            at: staging.appending(path: "Search"), withIntermediateDirectories: true)
        try Data("// x\n".utf8).write(to: staging.appending(path: "Search/SearchView.swift"))
        try Data().write(to: staging.appending(path: WriteJournal.ownerLockName))
        let journal = WriteJournal(
            stagingFolders: [staging.path],
            moves: [.init(from: staging.path + "/Search", to: root.path + "/Search", backup: nil)])
        try Data(journal.encoded()).write(to: staging.appending(path: WriteJournal.fileName))
        return staging
    }

    /// A killed run whose process id this process now has (containers reuse ids) is still finished: its owner lock
    /// is free, whatever the id says.
    @Test func aDeadRunWithThisProcessesIDIsRolledForward() throws {
        let root = try TemporaryDirectory()
        let staging = try committedRun(in: root.url, processID: getpid())
        WriteJournal.recover(in: root.url)
        #expect(snapshotTree(root.url) == ["Search/SearchView.swift": "// x\n"])
        #expect(!FileManager.default.fileExists(atPath: staging.path))
    }

    /// A run whose owner lock is held is alive, even under the id of a process that no longer exists.
    @Test func aRunHoldingItsOwnerLockIsLeftAlone() throws {
        let root = try TemporaryDirectory()
        let staging = try committedRun(in: root.url, processID: 999_999_999)
        let lock = open(staging.appending(path: WriteJournal.ownerLockName).path, O_RDWR)
        #expect(flock(lock, LOCK_EX | LOCK_NB) == 0)
        defer { close(lock) }
        let before = snapshotTree(root.url)
        WriteJournal.recover(in: root.url)
        #expect(snapshotTree(root.url) == before)
    }
}
