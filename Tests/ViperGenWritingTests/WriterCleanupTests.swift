import Foundation
import Testing
import ViperGenTestSupport

@testable import ViperGenWriting

/// A write leaves nothing of its own in the output folder: the staging folder goes after a write that only
/// created files (its journal and owner lock unlinked, the folder removed) and after one that replaced a file (the
/// old file is kept in the staging folder until the commit, so the folder is removed with what it holds). What a
/// killed run left while making its staging folder goes with the next run, as soon as its process is gone.
@Suite struct WriterCleanupTests {
    @Test func noStagingFolderIsLeftWhetherFilesWereCreatedOrReplaced() throws {
        let directory = try TemporaryDirectory()
        let root = directory.url
        func write(_ text: String, replacing: Bool) throws {
            let file = WriteSet.File(
                root: root, relativePath: "Search/SearchView.swift", bytes: Array(text.utf8),
                replacesExistingFile: replacing)
            try AtomicWriter(journalKey: JournalKey(environment: testEnvironment)).write(WriteSet(files: [file]))
        }
        try write("created", replacing: false)
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.path) == ["Search"])
        try write("replaced", replacing: true)
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.path) == ["Search"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.path + "/Search") == ["SearchView.swift"])
        #expect(try String(contentsOf: root.appending(path: "Search/SearchView.swift"), encoding: .utf8) == "replaced")
    }

    @Test func aFolderLeftByAKilledRunWhileMakingItsStagingFolderGoesOnceItsProcessIsGone() throws {
        let directory = try TemporaryDirectory()
        let root = directory.url
        let finished = Process()
        finished.executableURL = URL(fileURLWithPath: "/bin/sh")
        finished.arguments = ["-c", "exit 0"]
        try finished.run()
        finished.waitUntilExit()
        let running = Process()
        running.executableURL = URL(fileURLWithPath: "/bin/sh")
        running.arguments = ["-c", "sleep 30"]
        try running.run()
        defer { running.terminate() }
        // Both just made, as a run killed between mkdir and locking its owner file leaves them: the lock is free.
        let gone = ".viper-gen-new-\(finished.processIdentifier)-1"
        let alive = ".viper-gen-new-\(running.processIdentifier)-2"
        for name in [gone, alive] {
            try FileManager.default.createDirectory(at: root.appending(path: name), withIntermediateDirectories: false)
            #expect(FileManager.default.createFile(atPath: root.appending(path: name + "/.owner").path, contents: nil))
        }

        AtomicWriter.recoverInterruptedRuns(in: [root], journalKey: JournalKey(environment: testEnvironment))

        // A live process's folder may be one it is still making: it stays until it is a minute old.
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.path) == [alive])
    }
}
