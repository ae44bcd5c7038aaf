/// Splitting a text into lines that keep their line endings, so that joining them gives back the exact text.
enum TextLines {
    /// The lines of `text`, each with its `\n` (and a `\r` before it, if any); a last line without a newline is kept
    /// as it is. An empty text has no lines.
    static func split(_ text: String) -> [Substring] {
        var lines: [Substring] = []
        let bytes = text.utf8
        var start = bytes.startIndex
        var index = start
        while index != bytes.endIndex {
            let next = bytes.index(after: index)
            if bytes[index] == UInt8(ascii: "\n") {
                lines.append(text[start..<next])
                start = next
            }
            index = next
        }
        if start != bytes.endIndex { lines.append(text[start...]) }
        return lines
    }

    /// Whether `line` ends with a newline.
    static func endsWithNewline(_ line: Substring) -> Bool {
        line.utf8.last == UInt8(ascii: "\n")
    }

    /// Whether `line` ends with `\r\n`.
    static func endsWithCRLF(_ line: Substring) -> Bool {
        let bytes = line.utf8
        guard bytes.count >= 2, bytes.last == UInt8(ascii: "\n") else { return false }
        return bytes[bytes.index(bytes.endIndex, offsetBy: -2)] == UInt8(ascii: "\r")
    }
}

/// Lines numbered by content: equal lines (byte for byte, line ending included) get the same number, so the diff
/// compares integers. Swift's `==` on strings uses canonical equivalence; a merge must not, so the key is the bytes.
struct LineClasses {
    private var numbers: [[UInt8]: Int] = [:]
    /// How many times each class occurs in the old and in the new text.
    private(set) var oldCounts: [Int] = []
    private(set) var newCounts: [Int] = []

    /// The class numbers of `lines`, counted as old (`isOld`) or new lines.
    mutating func classify(_ lines: [Substring], isOld: Bool) -> [Int] {
        lines.map { line in
            let key = Array(line.utf8)
            let number: Int
            if let known = numbers[key] {
                number = known
            } else {
                number = numbers.count
                numbers[key] = number
                oldCounts.append(0)
                newCounts.append(0)
            }
            if isOld { oldCounts[number] += 1 } else { newCounts[number] += 1 }
            return number
        }
    }
}
