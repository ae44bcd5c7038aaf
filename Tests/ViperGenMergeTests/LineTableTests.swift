import Testing

@testable import ViperGenMerge

/// `LineTable`: the lines `TextLines.split` cuts, kept as offsets, with lines put in and changed.
@Suite struct LineTableTests {
    @Test(arguments: ["", "a", "a\n", "a\r\nb\n\nc", "\n\n", "one\ntwo\nthree\n"])
    func itHoldsTheLinesTextLinesCuts(text: String) {
        let bytes = Array(text.utf8)
        let table = LineTable(bytes)
        #expect(table.map(Array.init) == TextLines.split(bytes).map(Array.init))
        #expect(table.bytes == bytes)
    }

    @Test func linesPutInAndChangedReadBackInPlace() {
        var table = LineTable(Array("a\nb\nlast".utf8))
        table.insert(contentsOf: [Array("x\n".utf8), Array("y\n".utf8)], at: 1)
        table.replace(4, with: Array("last\n".utf8))
        table.insert(contentsOf: [Array("z\n".utf8)], at: 5)
        #expect(table.map { String(decoding: $0, as: UTF8.self) } == ["a\n", "x\n", "y\n", "b\n", "last\n", "z\n"])
        #expect(table.bytes == Array("a\nx\ny\nb\nlast\nz\n".utf8))
    }
}
