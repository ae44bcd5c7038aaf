import Foundation
import Testing
import ViperGenTestSupport

/// The helpers every golden and snapshot test compares with see bytes: text that only reads the same, and files
/// that are not UTF-8, differ when their bytes do.
@Suite struct SnapshotComparisonTests {
    @Test func canonicallyEquivalentTextDiffers() throws {
        let precomposed = "caf\u{E9}\n"
        let decomposed = "cafe\u{301}\n"
        #expect(precomposed == decomposed)  // What a `String` comparison would let through.
        #expect(treeDifferences(["a.swift": precomposed], ["a.swift": decomposed]) == ["a.swift"])
        #expect(treeDifferences(["a.swift": precomposed], ["a.swift": precomposed]).isEmpty)
    }

    @Test func filesThatAreNotUTF8AreTheirBytes() throws {
        let folder = try TemporaryDirectory()
        try Data([0x63, 0x61, 0x66, 0xE9]).write(to: folder.url.appending(path: "latin1.txt"))
        try Data([0x63, 0x61, 0x66, 0xE8]).write(to: folder.url.appending(path: "other.txt"))
        try Data([0xEF, 0xBB, 0xBF, 0x61]).write(to: folder.url.appending(path: "bom.txt"))
        let tree = snapshotTree(folder.url)
        #expect(tree["latin1.txt"] == "<not UTF-8: 636166e9>")
        #expect(tree["other.txt"] == "<not UTF-8: 636166e8>")
        #expect(tree["bom.txt"].map { Array($0.utf8) } == [0xEF, 0xBB, 0xBF, 0x61])
    }
}
