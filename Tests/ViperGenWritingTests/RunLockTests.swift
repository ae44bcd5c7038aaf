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

    /// Issue 50: a repository can commit a dangling link named `.viper-gen.run-lock`; opening it to lock created a file
    /// where it led (anywhere, as root), and releasing the lock deleted the link. A lock file that is a link, or not a
    /// regular file, is refused: nothing is created where it leads, and it stays.
    @Test func aLockFileThatIsALinkOrNotAFileIsRefusedAndKept() throws {
        let folder = try TemporaryDirectory()
        let real = folder.url.resolvingSymlinksInPath().path
        let lockPath = real + "/Project/" + RunLock.fileName
        try FileManager.default.createDirectory(atPath: real + "/Project", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: lockPath, withDestinationPath: "../planted")
        var ran = false
        let refusal = { (what: String) in
            Diagnostics([
                Diagnostic(
                    .cannotCreate,
                    "\(lockPath) is \(what), not a run lock viper-gen made; nothing was written: remove it (viper-gen "
                        + "neither follows nor deletes it) and run again")
            ])
        }
        #expect(throws: refusal("a symbolic link")) {
            try RunLock.holding([URL(fileURLWithPath: real + "/Project")], waiting: { _ in }) { ran = true }
        }
        #expect(!ran)
        #expect(FileSystem.fileType(real + "/planted") == nil)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: lockPath) == "../planted")

        try FileManager.default.removeItem(atPath: lockPath)
        try FileManager.default.createDirectory(atPath: lockPath, withIntermediateDirectories: false)
        #expect(throws: refusal("not a regular file")) {
            try RunLock.holding([URL(fileURLWithPath: real + "/Project")], waiting: { _ in }) { ran = true }
        }
        #expect(!ran)
        #expect(FileSystem.fileType(lockPath) == .directory)
    }
}
