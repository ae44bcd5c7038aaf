import ViperGenMerge

/// The byte-level rules of an insertion, shared by planning, `remove`, `update`, `check` and `adopt`: how an anchor
/// line is compared, how inserted text is indented and ended, and how a change is shown.
package enum InsertionText {
    /// `line` without the spaces, tabs and line ending around it: anchors are compared so.
    package static func trimmed(_ line: some Collection<UInt8>) -> [UInt8] {
        let bytes = Array(line)
        guard let first = bytes.firstIndex(where: { !isBlank($0) }) else { return [] }
        let last = bytes.lastIndex(where: { !isBlank($0) })!
        return Array(bytes[first...last])
    }

    /// Whether `line` trimmed is `anchor` (trimmed already), compared in place: checking every line of a file of
    /// ten million lines must not allocate an array a line.
    package static func isAnchor(_ line: some BidirectionalCollection<UInt8>, _ anchor: [UInt8]) -> Bool {
        guard let first = line.firstIndex(where: { !isBlank($0) }) else { return anchor.isEmpty }
        let last = line.lastIndex(where: { !isBlank($0) })!
        return line[first...last].elementsEqual(anchor)
    }

    /// A space, tab, carriage return or line feed.
    private static func isBlank(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0D || byte == 0x0A
    }

    /// The leading spaces and tabs of `line`.
    static func indentation(of line: [UInt8]) -> [UInt8] {
        Array(line.prefix { $0 == 0x20 || $0 == 0x09 })
    }

    /// The rendered `text` as whole lines to put next to `anchorLine`: indented like the anchor unless the text is
    /// indented itself (its first non-blank line starts with a space or tab), every line ended as the anchor line
    /// is (`\r\n` or `\n`). No lines for text that is empty.
    package static func lines(of text: String, besides anchorLine: [UInt8]) -> [[UInt8]] {
        var lines = TextLines.split(Array(text.utf8)).map { Array($0) }
        guard !lines.isEmpty else { return [] }
        let crlf = anchorLine.count >= 2 && anchorLine.suffix(2) == [0x0D, 0x0A]
        let firstText = lines.first { !trimmed($0).isEmpty }
        let indent = firstText.map { [0x20, 0x09].contains($0.first) } == true ? [] : indentation(of: anchorLine)
        for index in lines.indices {
            var line = lines[index]
            if line.last == 0x0A { line.removeLast() }
            if line.last == 0x0D { line.removeLast() }
            if !trimmed(line).isEmpty { line = indent + line }
            lines[index] = line + (crlf ? [0x0D, 0x0A] : [0x0A])
        }
        return lines
    }

    /// A unified diff's hunk for inserting `inserted` at line index `position` of `lines`, with three lines of
    /// context each side: `@@ -a,b +c,d @@` and its lines, each ending in `\n`.
    static func hunk(lines: LineTable, inserting inserted: [[UInt8]], at position: Int) -> String {
        let before = lines[max(0, position - 3)..<position]
        let after = lines[position..<min(lines.count, position + 3)]
        let start = position - before.count + 1
        let oldCount = before.count + after.count
        func range(_ start: Int, _ count: Int) -> String { count == 0 ? "\(start - 1),0" : "\(start),\(count)" }
        var text = "@@ -\(range(start, oldCount)) +\(range(start, oldCount + inserted.count)) @@\n"
        func shown(_ line: some Collection<UInt8>) -> String {
            var line = Array(line)
            if line.last == 0x0A { line.removeLast() }
            if line.last == 0x0D { line.removeLast() }
            return String(decoding: line, as: UTF8.self) + "\n"
        }
        for line in before { text += " " + shown(line) }
        for line in inserted { text += "+" + shown(line) }
        for line in after { text += " " + shown(line) }
        return text
    }
}
