import Foundation
import Testing
import ViperGenTestSupport

@testable import ViperGenProjects

/// `ProjectFileContentsCache` gives back the array it read while the file holds the same bytes, and reads a file
/// whose bytes changed (even to others of the same length) afresh.
@Suite struct ProjectFileContentsCacheTests {
    @Test func theSameFileGivesTheSameArrayAndAChangedOneIsReadAgain() throws {
        let folder = try TemporaryDirectory()
        let path = folder.url.appending(path: "project.pbxproj").path
        try Data("first bytes".utf8).write(to: URL(fileURLWithPath: path))
        let cache = ProjectFileContentsCache()
        var reads = 0
        let read = { (path: String) -> [UInt8]? in
            reads += 1
            return FileManager.default.contents(atPath: path).map { Array($0) }
        }
        let first = try #require(cache.contents(of: path, reading: read))
        let again = try #require(cache.contents(of: path, reading: read))
        #expect(first == Array("first bytes".utf8))
        #expect(reads == 1)
        #expect(PBXDocumentCache.sameArray(first, again))

        try Data("other bytes".utf8).write(to: URL(fileURLWithPath: path))
        let changed = try #require(cache.contents(of: path, reading: read))
        #expect(changed == Array("other bytes".utf8))
        #expect(reads == 2)
        #expect(!PBXDocumentCache.sameArray(first, changed))

        try FileManager.default.removeItem(atPath: path)
        #expect(cache.contents(of: path, reading: read) == nil)
        #expect(reads == 3)
    }

    @Test func equalArraysThatAreNotOneAreNotTheSameArray() {
        let bytes: [UInt8] = [1, 2, 3]
        let copy = bytes.map { $0 }
        #expect(PBXDocumentCache.sameArray(bytes, bytes))
        #expect(!PBXDocumentCache.sameArray(bytes, copy))
        #expect(!PBXDocumentCache.sameArray(bytes, Array(bytes.prefix(2))))
    }
}
