import Foundation
import Testing

@testable import ViperGenWriting

/// A write leaves nothing of its own in the output folder: the staging folder goes after a write that only
/// created files (its journal and owner lock unlinked, the folder removed) and after one that replaced a file (the
/// old file is kept in the staging folder until the commit, so the folder is removed with what it holds).
@Suite struct WriterCleanupTests {
    @Test func noStagingFolderIsLeftWhetherFilesWereCreatedOrReplaced() throws {
        let directory = try TemporaryDirectory()
        let root = directory.url
        func write(_ text: String, replacing: Bool) throws {
            let file = WriteSet.File(
                root: root, relativePath: "Search/SearchView.swift", bytes: Array(text.utf8),
                replacesExistingFile: replacing)
            try AtomicWriter().write(WriteSet(files: [file]))
        }
        try write("created", replacing: false)
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.path) == ["Search"])
        try write("replaced", replacing: true)
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.path) == ["Search"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.path + "/Search") == ["SearchView.swift"])
        #expect(try String(contentsOf: root.appending(path: "Search/SearchView.swift"), encoding: .utf8) == "replaced")
    }
}
