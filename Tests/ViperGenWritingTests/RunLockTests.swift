import Foundation
import Testing
import ViperGenTestSupport

@testable import ViperGenSupport
@testable import ViperGenWriting

/// `RunLock`: which file stands for a place, waiting with a message, giving up after the timeout, leaving nothing.
@Suite struct RunLockTests {
    @Test func aMissingFolderLocksItsNearestExistingParent() throws {
        let folder = try TemporaryDirectory()
        let real = folder.url.resolvingSymlinksInPath().path
        #expect(RunLock.lockFolder(folder.url.appending(path: "a/b/c")) == real)
        try FileManager.default.createDirectory(at: folder.url.appending(path: "a"), withIntermediateDirectories: true)
        #expect(RunLock.lockFolder(folder.url.appending(path: "a/b/c")) == real + "/a")
        // A link to a folder locks the folder it leads to, so that both spellings share one lock.
        try FileManager.default.createSymbolicLink(
            at: folder.url.appending(path: "link"), withDestinationURL: folder.url.appending(path: "a"))
        #expect(RunLock.lockFolder(folder.url.appending(path: "link")) == real + "/a")
    }

    @Test func aHeldPlaceMakesTheRunWaitWithAMessageThenGiveUp() throws {
        let folder = try TemporaryDirectory()
        let real = folder.url.resolvingSymlinksInPath().path
        let other = open(real + "/" + RunLock.fileName, O_RDWR | O_CREAT, 0o644)
        #expect(flock(other, LOCK_EX | LOCK_NB) == 0)
        defer { close(other) }
        var messages: [String] = []
        var ran = false
        #expect(
            throws: Diagnostics([
                Diagnostic(
                    .cannotCreate,
                    "another viper-gen run has held \(real)/\(RunLock.fileName) for more than 0 seconds; nothing "
                        + "was written, run again when it has finished")
            ])
        ) {
            try RunLock.holding([folder.url], timeout: 0.1, waiting: { messages.append($0) }) { ran = true }
        }
        #expect(messages == ["waiting for another viper-gen run on \(real)"])
        #expect(!ran)
    }

    @Test func theLockFileIsGoneAfterTheRun() throws {
        let folder = try TemporaryDirectory()
        var sawLock = false
        try RunLock.holding([folder.url, folder.url.appending(path: "new")], waiting: { _ in }) {
            sawLock = FileManager.default.fileExists(atPath: folder.url.appending(path: RunLock.fileName).path)
        }
        #expect(sawLock)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path) == [])
    }
}
