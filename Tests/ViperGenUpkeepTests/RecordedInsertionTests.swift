import Testing

@testable import ViperGenFormats
@testable import ViperGenMerge
@testable import ViperGenUpkeep

/// Finding a recorded insertion again (issue 50): at its place next to the anchor only, past the lines of the other
/// recorded insertions there, never an identical line elsewhere; taking it out gives back the exact bytes, the line
/// break added to an anchor that ended the file included; a deleted text is not aligned with the next function.
@Suite struct RecordedInsertionTests {
    static func lines(_ text: String) -> [[UInt8]] {
        TextLines.split(Array(text.utf8)).map { Array($0) }
    }

    static func insertion(_ text: String, placement: String = "after", entry: Int = 0) -> LockedInsertion {
        LockedInsertion(file: "R.swift", anchor: "// routes", placement: placement, text: text, entry: entry)
    }

    @Test func theTextIsFoundPastTheLinesOfOtherInsertionsAtItsAnchor() {
        let detail = Self.insertion("    func showDetail() {}\n")
        let cart = Self.insertion("    func showCart() {}\n", entry: 1)
        let file = Self.lines("class R {\n    // routes\n    func showCart() {}\n    func showDetail() {}\n}\n")
        #expect(RecordedInsertion.place(of: detail, in: file, besides: [detail, cart]).text == 3..<4)
        // Without Cart's record the line between is not an insertion's: Detail's is not at its place.
        #expect(RecordedInsertion.place(of: detail, in: file, besides: []).text == nil)
    }

    @Test func anIdenticalLineElsewhereIsNeverTakenForTheText() {
        let detail = Self.insertion("    func showDetail() {}\n")
        let text = "class R {\n    // routes\n    func close() {}\n}\nclass S {\n    func showDetail() {}\n}\n"
        var file = Self.lines(text)
        let place = RecordedInsertion.place(of: detail, in: file, besides: [detail])
        #expect(place == RecordedInsertion.Place(anchor: 1, text: nil, gap: 0))
        #expect(place.line(placement: "after", count: file.count) == 2)
        #expect(RecordedInsertion.editedRegion(of: detail, in: file, at: place) == nil)
        #expect(!RecordedInsertion.takeOut(detail, from: &file, besides: [detail]))
        #expect(Array(file.joined()) == Array(text.utf8))
    }

    @Test func beforeTheAnchorTheNearestLinesComeFirst() {
        let detail = Self.insertion("// Detail\n", placement: "before")
        let cart = Self.insertion("// Cart\n", placement: "before", entry: 1)
        var file = Self.lines("}\n// Detail\n// Cart\n// routes\n")
        #expect(RecordedInsertion.place(of: detail, in: file, besides: [cart]).text == 1..<2)
        #expect(RecordedInsertion.takeOut(detail, from: &file, besides: [cart]))
        #expect(Array(file.joined()) == Array("}\n// Cart\n// routes\n".utf8))
    }

    @Test func takingOutTheTextAfterAnAnchorThatEndedTheFileTakesItsLineBreakToo() {
        var detail = Self.insertion("func showDetail() {}\n")
        detail.addedLineBreak = true
        var file = Self.lines("class R {}\n// routes\nfunc showDetail() {}\n")
        #expect(RecordedInsertion.takeOut(detail, from: &file, besides: [detail]))
        #expect(Array(file.joined()) == Array("class R {}\n// routes".utf8))
    }

    @Test func deletedLinesAreNotAlignedWithTheNextFunction() {
        let detail = Self.insertion("    func showDetail() {\n    }\n")
        let file = Self.lines("class R {\n    // routes\n    func other() {\n    }\n}\n")
        let place = RecordedInsertion.place(of: detail, in: file, besides: [detail])
        #expect(place.text == nil)
        #expect(RecordedInsertion.editedRegion(of: detail, in: file, at: place) == nil)
        // An edit keeps a line with a word: it is the text's, merged.
        let edited = Self.lines("class R {\n    // routes\n    func showDetail(id: Int) {\n        open()\n    }\n}\n")
        let multi = Self.insertion("    func showDetail() {\n        open()\n    }\n")
        let editedPlace = RecordedInsertion.place(of: multi, in: edited, besides: [])
        #expect(RecordedInsertion.editedRegion(of: multi, in: edited, at: editedPlace) == 2..<5)
    }
}
