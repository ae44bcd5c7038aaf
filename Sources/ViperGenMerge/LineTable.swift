/// The lines of a text as `TextLines.split` cuts them, kept as one offset a line into the text's bytes rather than an
/// array a line: a 20 MB file of short lines was ten million arrays (0.9 GB) to insert one line into it. Lines put in
/// or changed later keep their bytes in a second buffer. Each line is an `ArraySlice` of one of the two buffers, so
/// reading one allocates nothing.
package struct LineTable: RandomAccessCollection, Sendable {
    /// The text as read.
    private let text: [UInt8]
    /// The bytes of the lines put in or changed since.
    private var added: [UInt8] = []
    /// Where each line starts: an offset into `text` when it is `>= 0`, else `-1 - offset` into `added`. A line runs
    /// to its newline, or to the end of its buffer.
    private var starts: [Int]

    /// The lines of `bytes`.
    package init(_ bytes: [UInt8]) {
        text = bytes
        var starts: [Int] = []
        var start = 0
        bytes.withUnsafeBufferPointer { buffer in
            while start < buffer.count {
                starts.append(start)
                var end = start
                while end < buffer.count, buffer[end] != UInt8(ascii: "\n") { end += 1 }
                start = end + 1
            }
        }
        self.starts = starts
    }

    package var startIndex: Int { 0 }
    package var endIndex: Int { starts.count }

    /// Line `position`, with its line ending.
    package subscript(position: Int) -> ArraySlice<UInt8> {
        let start = starts[position]
        if start >= 0 { return Self.line(in: text, from: start) }
        return Self.line(in: added, from: -1 - start)
    }

    private static func line(in bytes: [UInt8], from start: Int) -> ArraySlice<UInt8> {
        bytes.withUnsafeBufferPointer { buffer in
            var end = start
            while end < buffer.count, buffer[end] != UInt8(ascii: "\n") { end += 1 }
            return bytes[start..<Swift.min(end + 1, buffer.count)]
        }
    }

    /// Puts `lines` (each ending in a newline) before line `position`.
    package mutating func insert(contentsOf lines: [[UInt8]], at position: Int) {
        var positions: [Int] = []
        for line in lines {
            positions.append(-1 - added.count)
            added += line
        }
        starts.insert(contentsOf: positions, at: position)
    }

    /// Makes line `position` hold `line`, which ends in a newline.
    package mutating func replace(_ position: Int, with line: [UInt8]) {
        starts[position] = -1 - added.count
        added += line
    }

    /// The lines' bytes, one after the other.
    package var bytes: [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.count + added.count)
        for line in self { bytes += line }
        return bytes
    }
}
