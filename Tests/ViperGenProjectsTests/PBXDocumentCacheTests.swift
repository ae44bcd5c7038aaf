import Testing

@testable import ViperGenFormats
@testable import ViperGenProjects

/// `PBXDocumentCache` gives back the document of the same name and bytes, and reads any other bytes afresh.
@Suite struct PBXDocumentCacheTests {
    @Test func theSameBytesGiveTheSameDocumentAndOtherBytesAreReadAgain() throws {
        let text = "// !$*UTF8*$!\n{\n\tobjects = {\n\t};\n\trootObject = ROOT;\n}\n"
        let first = try PBXDocumentCache.document(reading: Array(text.utf8), named: "cache-a.pbxproj")
        let again = try PBXDocumentCache.document(reading: Array(text.utf8), named: "cache-a.pbxproj")
        #expect(again.source.bytes == first.source.bytes)
        #expect(again.rootEntries.count == first.rootEntries.count)

        let changed = text.replacingOccurrences(of: "ROOT", with: "OTHER")
        let other = try PBXDocumentCache.document(reading: Array(changed.utf8), named: "cache-a.pbxproj")
        #expect(other.source.bytes == Array(changed.utf8))

        let broken = Array("{ objects = ".utf8)
        #expect(throws: XcodeFormatError.self) {
            try PBXDocumentCache.document(reading: broken, named: "cache-a.pbxproj")
        }
        let renamed = try PBXDocumentCache.document(reading: Array(text.utf8), named: "cache-b.pbxproj")
        #expect(renamed.source.name == "cache-b.pbxproj")
    }
}
