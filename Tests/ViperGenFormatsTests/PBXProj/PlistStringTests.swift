import Testing

@testable import ViperGenFormats

/// `PlistString` gives back the token and comment it was made with, whether kept as 32-bit ranges or apart.
@Suite struct PlistStringTests {
    @Test func readStringsKeepTheirRangesAndNewOnesTheirText() {
        let bare = PlistString(token: .original(10..<34), comment: nil)
        #expect(bare.token == .original(10..<34))
        #expect(bare.comment == nil)
        #expect(bare.offset == 10)

        let commented = PlistString(token: .original(0..<24), comment: .original(25..<40))
        #expect(commented.token == .original(0..<24))
        #expect(commented.comment == .original(25..<40))

        let new = PlistString("App.swift", comment: "App.swift in Sources")
        #expect(new.token == .new("App.swift"))
        #expect(new.comment == .new("App.swift in Sources"))
        #expect(new.offset == nil)
        #expect(PlistString("App").comment == nil)
    }

    @Test func rangesPastFourGigabytesAndOddCommentsAreKeptAsGiven() {
        let far = Int(UInt32.max)
        let past = PlistString(token: .original(far - 2..<far + 3), comment: .original(far + 4..<far + 9))
        #expect(past.token == .original(far - 2..<far + 3))
        #expect(past.comment == .original(far + 4..<far + 9))

        let pastComment = PlistString(token: .original(0..<3), comment: .original(far..<far + 4))
        #expect(pastComment.token == .original(0..<3))
        #expect(pastComment.comment == .original(far..<far + 4))

        let emptyComment = PlistString(token: .original(0..<3), comment: .original(5..<5))
        #expect(emptyComment.comment == .original(5..<5))

        let mixed = PlistString(token: .original(0..<3), comment: .new("note"))
        #expect(mixed.token == .original(0..<3))
        #expect(mixed.comment == .new("note"))
    }
}
