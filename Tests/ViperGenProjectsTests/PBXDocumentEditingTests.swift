import Testing

@testable import ViperGenEngine
@testable import ViperGenFormats
@testable import ViperGenProjects

/// A document handed to an edit: `objectsAreAsRead` tells whether the edit changed it, `PBXDocumentCache.take` gives
/// the document of the bytes (cached or read) and the same errors as reading, and every object's id finds it.
@Suite struct PBXDocumentEditingTests {
    static let text = """
        // !$*UTF8*$!
        {
        \tobjects = {
        \t\tG1 = {isa = PBXGroup; children = (); sourceTree = "<group>"; };
        \t\tP1 = {isa = PBXProject; mainGroup = G1; targets = (); };
        \t};
        \trootObject = P1;
        }

        """

    @Test func objectsAreAsReadUntilAnEditChangesThem() throws {
        let document = try PBXProjectReader.read(SourceText(name: "edit-a.pbxproj", text: Self.text))
        #expect(document.objectsAreAsRead)
        var model = try PBXProjectModel(document: document, containingFolder: "/p")
        #expect(model.document.objectsAreAsRead)
        _ = model.addObject(id: "F1", comment: "A.swift", isa: .fileReference, entries: [])
        #expect(!model.document.objectsAreAsRead)

        var appended = try PBXProjectModel(document: document, containingFolder: "/p")
        try appended.append("F1", comment: nil, to: .children, of: try #require(appended.object(id: "G1")))
        #expect(!appended.document.objectsAreAsRead)
        #expect(document.objectsAreAsRead)
    }

    @Test func takingADocumentGivesTheDocumentOfTheBytesOrTheReadingError() throws {
        let bytes = Array(Self.text.utf8)
        let taken = try PBXDocumentCache.take(reading: bytes, named: "edit-b.pbxproj")
        #expect(taken.source.bytes == bytes)
        #expect(taken.objects.map { taken.value(of: $0.id) } == ["G1", "P1"])
        PBXDocumentCache.keep(taken)
        let again = try PBXDocumentCache.take(reading: bytes, named: "edit-b.pbxproj")
        #expect(again.source.bytes == bytes)
        #expect(again.objects.map { again.value(of: $0.id) } == ["G1", "P1"])
        #expect(again.objectsAreAsRead)
        #expect(throws: XcodeFormatError.self) {
            try PBXDocumentCache.take(reading: Array("{ objects = ".utf8), named: "edit-b.pbxproj")
        }
    }

    @Test func everyObjectIsFoundByItsID() throws {
        let contents = SyntheticXcodeProject.contents(folders: 20, filesPerFolder: 10)
        let document = try PBXProjectReader.read(SourceText(name: "edit-c.pbxproj", bytes: contents))
        let model = try PBXProjectModel(document: document, containingFolder: "/p")
        for (position, object) in document.objects.enumerated() {
            #expect(model.object(id: document.value(of: object.id)) == position)
            #expect(model.object(object.id) == position)
        }
        #expect(model.object(id: "000000000000000000000000") == nil)
        #expect(model.object(id: "an id longer than twenty-four bytes") == nil)
    }

    @Test func shortKeysHashByTheirWordsAndTheSeed() throws {
        let a = try #require(PBXObjectIndex.ShortKey("0123456789ABCDEF01234567"))
        let b = try #require(PBXObjectIndex.ShortKey("0123456789ABCDEF01234568"))
        #expect(a._rawHashValue(seed: 7) == a._rawHashValue(seed: 7))
        #expect(a._rawHashValue(seed: 7) != b._rawHashValue(seed: 7))
        #expect(a._rawHashValue(seed: 7) != a._rawHashValue(seed: 8))
        #expect(PBXObjectIndex.ShortKey("0123456789ABCDEF012345678") == nil)
    }
}
