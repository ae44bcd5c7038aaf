import ViperGenFormats
import ViperGenGeneration
import ViperGenMerge
import ViperGenSupport

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Finding a recorded insertion (`LockedInsertion`) in its target file's bytes again, for `remove`, `update`,
/// `check` and `adopt`: the anchor line, and the inserted lines, byte for byte, at the place they were put.
///
/// The place is next to the anchor, on the insertion's side: right after it (before it), or past the lines other
/// recorded insertions put there (later runs insert nearer the anchor, entries of one run keep their order). The text
/// is looked for there only, never elsewhere in the file: an identical line further on is someone else's.
enum RecordedInsertion {
    /// Where `insertion` stands in `lines` (a file split by `TextLines`).
    struct Place: Equatable {
        /// The index of the anchor line, `nil` when no line is the anchor.
        var anchor: Int?
        /// The lines that hold the inserted text exactly, `nil` when they are not at their place (edited or gone).
        var text: Range<Int>?
        /// How many lines of other recorded insertions stand between the anchor and where the text would begin
        /// (`after`) or end (`before`) when it is not found: the place the text was put.
        var gap = 0

        /// The index of the line where the text begins (`after`) or ends (`before`), or would: the line messages
        /// name. `nil` without an anchor.
        func line(placement: String, count: Int) -> Int? {
            guard let anchor else { return nil }
            if let text { return placement == "after" ? text.lowerBound : text.upperBound - 1 }
            return placement == "after" ? min(anchor + 1 + gap, max(count - 1, 0)) : max(anchor - 1 - gap, 0)
        }
    }

    /// Finds `insertion` in `lines`: its anchor (the first line equal to it after trimming) and its text as whole
    /// lines at its place next to the anchor, past whole texts of `others` (the other recorded insertions; those at
    /// the same anchor count).
    /// Generic over the lines, so that `check` reads a large file as one offset a line into its bytes
    /// (`lines(at:)`, a `LineTable`), not as an array a line; the lines on the insertion's side are looked at in
    /// place, never copied.
    static func place<Lines: RandomAccessCollection>(
        of insertion: LockedInsertion, in lines: Lines, besides others: [LockedInsertion]
    ) -> Place where Lines.Index == Int, Lines.Element: Collection<UInt8> {
        let anchorBytes = Array(insertion.anchor.utf8)
        guard let anchor = lines.firstIndex(where: { InsertionText.trimmed($0) == anchorBytes }) else {
            return Place(anchor: nil, text: nil)
        }
        let after = insertion.placement == "after"
        // The lines on the insertion's side, nearest the anchor first, and every text oriented the same way.
        let sideCount = after ? lines.count - anchor - 1 : anchor - lines.startIndex
        func sideLine(_ position: Int) -> Lines.Element {
            after ? lines[anchor + 1 + position] : lines[anchor - 1 - position]
        }
        func oriented(_ text: String) -> [[UInt8]] {
            let lines = TextLines.split(Array(text.utf8)).map { Array($0) }
            return after ? lines : lines.reversed()
        }
        let text = oriented(insertion.text)
        let neighbourInsertions = others.filter {
            $0 != insertion && $0.file == insertion.file && $0.anchor == insertion.anchor
                && $0.placement == insertion.placement && !$0.text.isEmpty
        }
        let neighbours = neighbourInsertions.map { oriented($0.text) }
        func holds(_ part: [[UInt8]], at position: Int) -> Bool {
            guard !part.isEmpty, sideCount - position >= part.count else { return false }
            for (offset, line) in part.enumerated() where !sideLine(position + offset).elementsEqual(line) {
                return false
            }
            return true
        }
        func found(at position: Int) -> Place {
            let range =
                after
                ? (anchor + 1 + position)..<(anchor + 1 + position + text.count)
                : (anchor - position - text.count)..<(anchor - position)
            return Place(anchor: anchor, text: range, gap: position)
        }
        // The positions reached from the anchor past whole neighbour texts, nearest first.
        var reached = [Bool](repeating: false, count: sideCount + 1)
        reached[0] = true
        var furthest = 0
        for position in 0...sideCount where reached[position] {
            furthest = position
            if holds(text, at: position) { return found(at: position) }
            for neighbour in neighbours where holds(neighbour, at: position) {
                reached[position + neighbour.count] = true
            }
        }
        // A neighbour the user edited (a line added to it) hides the texts past it: look again, past the lines each
        // edited neighbour's text aligns with (`editedRegion`), for this text as written only. An edited text of its
        // own keeps the place found above, which its own `editedRegion` starts from.
        guard !neighbourInsertions.isEmpty else { return Place(anchor: anchor, text: nil, gap: furthest) }
        // The anchor and the lines on the insertion's side only, copied once, with the anchor's index in them.
        let sideLines = (after ? Array(lines[anchor...]) : Array(lines[...anchor])).map { Array($0) }
        let sideAnchor = after ? 0 : anchor - lines.startIndex
        var edited = [Bool](repeating: false, count: sideCount + 1)
        edited[0] = true
        for position in 0...sideCount where edited[position] {
            if holds(text, at: position) { return found(at: position) }
            for (index, neighbour) in neighbours.enumerated() {
                if holds(neighbour, at: position) {
                    edited[position + neighbour.count] = true
                } else if let region = editedRegion(
                    of: neighbourInsertions[index], in: sideLines,
                    at: Place(anchor: sideAnchor, text: nil, gap: position)),
                    region.count > 0, position + region.count <= sideCount,
                    after ? region.lowerBound == sideAnchor + 1 + position : region.upperBound == sideAnchor - position
                {
                    edited[position + region.count] = true
                }
            }
        }
        return Place(anchor: anchor, text: nil, gap: furthest)
    }

    /// Takes the lines of `insertion` out of `lines` at its place (`place(of:in:besides:)`), with the line break it
    /// added to an anchor that ended the file; `false` when they are not there. Take several out last inserted
    /// first.
    static func takeOut(_ insertion: LockedInsertion, from lines: inout [[UInt8]], besides others: [LockedInsertion])
        -> Bool
    {
        guard let range = place(of: insertion, in: lines, besides: others).text else { return false }
        lines.removeSubrange(range)
        // The run added `\n` to the anchor, the file's last line then: once the anchor is the last line again, the
        // file ends as it did.
        if insertion.addedLineBreak, range.lowerBound == lines.count, range.lowerBound > 0,
            InsertionText.trimmed(lines[range.lowerBound - 1]) == Array(insertion.anchor.utf8),
            lines[range.lowerBound - 1].last == UInt8(ascii: "\n")
        {
            lines[range.lowerBound - 1].removeLast()
        }
        return true
    }

    /// The lines at `place` (found by `place(of:in:besides:)` without the text) that hold the user's edit of
    /// `insertion`'s text: the stretch of the file on the insertion's side, from its place on, that the recorded
    /// text's lines align with (by a line diff), up to the last aligned line. `nil` when the text was deleted: no
    /// line of it with a letter or digit stands there (a lone `}` of the next function is not the text's), or a line
    /// aligns only further away than the text has lines (an identical line further on is someone else's).
    static func editedRegion(of insertion: LockedInsertion, in lines: [[UInt8]], at place: Place) -> Range<Int>? {
        guard let anchor = place.anchor else { return nil }
        let recorded = TextLines.split(Array(insertion.text.utf8))
        let after = insertion.placement == "after"
        let start = after ? anchor + 1 + place.gap : anchor - place.gap
        guard after ? start <= lines.count : start >= 0 else { return nil }
        let window = after ? Array(lines[start...]) : Array(lines[..<start].reversed())
        let old = after ? recorded : Array(recorded.reversed())
        let hunks = LineDiff.edits(from: old, to: window.map { $0[...] })
        // Walk the recorded lines: each unchanged one maps to a window line; the region ends after the last.
        var lastMatched: Int?
        var meaningful = false
        var oldIndex = 0
        var newIndex = 0
        for hunk in hunks + [LineDiff.Hunk(oldStart: old.count, oldCount: 0, newStart: Int.max, newCount: 0)] {
            while oldIndex < min(hunk.oldStart, old.count) {
                guard newIndex - oldIndex <= old.count else { return nil }
                lastMatched = newIndex
                meaningful = meaningful || old[oldIndex].contains(where: Self.isWordByte)
                oldIndex += 1
                newIndex += 1
            }
            guard hunk.newStart != Int.max else { break }
            oldIndex = hunk.oldEnd
            newIndex = hunk.newEnd
            // The recorded text's last lines changed: the region takes as many lines as replaced them, at most as
            // many as there were (what follows in the file is not the text's).
            if hunk.oldEnd == old.count, hunk.oldCount > 0, hunk.newCount > 0, lastMatched != nil {
                lastMatched = min(hunk.newEnd, hunk.newStart + hunk.oldCount) - 1
            }
        }
        guard meaningful, let last = lastMatched else { return nil }
        return after ? start..<(start + 1 + last) : (start - 1 - last)..<start
    }

    /// A letter, a digit, or a byte of a character beyond ASCII.
    private static func isWordByte(_ byte: UInt8) -> Bool {
        (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || byte >= 0x80
    }

    /// The recorded text as messages show it: its first line, trimmed, and how many more lines it has.
    static func shown(_ insertion: LockedInsertion) -> String {
        let lines = TextLines.split(Array(insertion.text.utf8))
        let first = lines.first { !InsertionText.trimmed($0).isEmpty } ?? lines.first ?? []
        let more = lines.count - 1
        return "'\(String(decoding: InsertionText.trimmed(first), as: UTF8.self))'"
            + (more > 0 ? " and \(more) more line\(more == 1 ? "" : "s")" : "")
    }

    /// The lines of the file at `url`, one offset a line into its bytes (a 20 MB file of short lines as arrays a
    /// line took 0.9 GB); `nil` when it cannot be read.
    static func lines(at url: URL) -> LineTable? {
        FileSystem.readBytes(atPath: url.path).map(LineTable.init)
    }

    /// How `insertion` is named in messages: `the text Detail inserted into F after 'A'`.
    static func description(of insertion: LockedInsertion, module: String, file: String) -> String {
        "the text \(module) inserted into \(file) \(insertion.placement) '\(insertion.anchor)'"
    }

    /// The insertions of `rendered` whose text stands in their file already, as the lockfile records them (`adopt`):
    /// the text indented and ended as it would be inserted, found whole on the anchor's side.
    /// A file the project's confinement refuses (a link leading out) is not read, and its insertion not recorded.
    static func found(_ rendered: [GenerationPlan.RenderedInsertion], recorder: ModuleRecorder) -> [LockedInsertion] {
        var found: [LockedInsertion] = []
        let confinement = recorder.confinement
        for insertion in rendered {
            guard let file = recorder.relativePath(insertion.url),
                confinement.problem(with: insertion.url.path) == nil, let lines = lines(at: insertion.url),
                let anchor = lines.firstIndex(where: { InsertionText.trimmed($0) == Array(insertion.anchor.utf8) })
            else { continue }
            let text = Array(InsertionText.lines(of: insertion.text, besides: Array(lines[anchor])).joined())
            guard !text.isEmpty else { continue }
            let candidate = LockedInsertion(
                file: file, anchor: insertion.anchor, placement: insertion.placement.rawValue,
                text: String(decoding: text, as: UTF8.self),
                entry: insertion.index)
            if place(of: candidate, in: lines, besides: found).text != nil { found.append(candidate) }
        }
        return found
    }
}
