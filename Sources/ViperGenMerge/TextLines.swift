/// Splitting a file's bytes into lines that keep their line endings, so that joining them gives back the exact
/// bytes, as git does: a line ends at `\n` (a `\r` before it stays in the line); nothing is decoded, so a file that
/// is not UTF-8 splits and joins back just the same.
package enum TextLines {
    /// The lines of `bytes`, each with its `\n` (and a `\r` before it, if any); a last line without a newline is
    /// kept as it is. No bytes, no lines.
    package static func split(_ bytes: [UInt8]) -> [ArraySlice<UInt8>] {
        var lines: [ArraySlice<UInt8>] = []
        var start = bytes.startIndex
        while let newline = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) {
            lines.append(bytes[start...newline])
            start = newline + 1
        }
        if start != bytes.endIndex { lines.append(bytes[start...]) }
        return lines
    }

    /// Whether `line` ends with a newline.
    static func endsWithNewline(_ line: ArraySlice<UInt8>) -> Bool {
        line.last == UInt8(ascii: "\n")
    }

    /// Whether `line` ends with `\r\n`.
    static func endsWithCRLF(_ line: ArraySlice<UInt8>) -> Bool {
        line.count >= 2 && line.last == UInt8(ascii: "\n") && line[line.endIndex - 2] == UInt8(ascii: "\r")
    }
}

/// Lines numbered by content: equal lines (byte for byte, line ending included) get the same number, so the diff
/// compares integers. The key is the bytes, never decoded text: Swift's `==` on strings uses canonical equivalence,
/// and a merge must not.
struct LineClasses {
    private var numbers: [ArraySlice<UInt8>: Int] = [:]
    /// How many times each class occurs in the old and in the new text.
    private(set) var oldCounts: [Int] = []
    private(set) var newCounts: [Int] = []

    /// The class numbers of `lines`, counted as old (`isOld`) or new lines.
    mutating func classify(_ lines: [ArraySlice<UInt8>], isOld: Bool) -> [Int] {
        lines.map { line in
            let number: Int
            if let known = numbers[line] {
                number = known
            } else {
                number = numbers.count
                numbers[line] = number
                oldCounts.append(0)
                newCounts.append(0)
            }
            if isOld { oldCounts[number] += 1 } else { newCounts[number] += 1 }
            return number
        }
    }
}
