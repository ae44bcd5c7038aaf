import Foundation
import Testing
import ViperGenTestSupport

@testable import ViperGenSupport

/// `FileSystem.entryNames(inFolder:)` lists what `FileManager.contentsOfDirectory(atPath:)` lists.
@Suite struct FolderEntryNamesTests {
    @Test func aFolderListsEveryEntryButDotAndDotDot() throws {
        let folder = try TemporaryDirectory()
        let path = folder.url.path
        for name in ["Search.swift", ".viper-gen-staging-1-2", "Se\u{301}arch notes.txt"] {
            #expect(FileManager.default.createFile(atPath: path + "/" + name, contents: Data("x".utf8)))
        }
        try FileManager.default.createDirectory(atPath: path + "/Views", withIntermediateDirectories: false)
        try FileManager.default.createSymbolicLink(atPath: path + "/link", withDestinationPath: "nowhere")

        let names = try #require(FileSystem.entryNames(inFolder: path))
        #expect(
            names.sorted() == [".viper-gen-staging-1-2", "Search.swift", "Se\u{301}arch notes.txt", "Views", "link"])
        #expect(names.sorted() == (try FileManager.default.contentsOfDirectory(atPath: path)).sorted())
        #expect(FileSystem.entryNames(inFolder: path + "/Views") == [])
    }

    @Test func whatIsNotAFolderHasNoListing() throws {
        let folder = try TemporaryDirectory()
        #expect(FileSystem.entryNames(inFolder: folder.url.path + "/missing") == nil)
        #expect(FileManager.default.createFile(atPath: folder.url.path + "/file", contents: Data()))
        #expect(FileSystem.entryNames(inFolder: folder.url.path + "/file") == nil)
    }
}
