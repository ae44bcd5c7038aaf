/// A line-level diff between two files split into lines of bytes (see `TextLines.split`), computed the way git's
/// xdiff does by default, so that merges built on it agree with `git merge-file`:
/// 1. lines are compared byte for byte, line endings included (`"a\n"`, `"a\r\n"` and a last `"a"` all differ);
/// 2. the common first and last lines are set aside;
/// 3. lines of one side that the other side never has are changed without search, and lines that occur very often
///    are too when they sit among such lines (git's "discard" step, which keeps the search small);
/// 4. the rest goes through Myers' O(ND) search, bisecting on the middle snake (`LineDiff+Myers.swift`);
/// 5. each run of changed lines slides as far down as equal lines allow, unless it can line up with a change on the
///    other side (`LineDiff+Compaction.swift`).
///
/// Where this differs from git: git gives up on an exact search once a bisection costs more than 256 edits (or
/// meets its "good snake" heuristic past that cost); this search is always exact, so only large rewrites can differ.
package struct LineDiff {
    /// One change: `oldCount` lines of the old text from `oldStart` became `newCount` lines of the new text from
    /// `newStart` (0-based line indices; a count of 0 is a pure insertion or deletion before that line).
    package struct Hunk: Sendable, Equatable {
        package let oldStart: Int
        package let oldCount: Int
        package let newStart: Int
        package let newCount: Int

        /// The old line just after this change.
        package var oldEnd: Int { oldStart + oldCount }
        /// The new line just after this change.
        package var newEnd: Int { newStart + newCount }

        package init(oldStart: Int, oldCount: Int, newStart: Int, newCount: Int) {
            self.oldStart = oldStart
            self.oldCount = oldCount
            self.newStart = newStart
            self.newCount = newCount
        }
    }

    /// The changes that turn `old` into `new`, in order, separated by at least one unchanged line.
    package static func edits(from old: [ArraySlice<UInt8>], to new: [ArraySlice<UInt8>]) -> [Hunk] {
        var classes = LineClasses()
        let oldLines = classes.classify(old, isOld: true)
        let newLines = classes.classify(new, isOld: false)
        var oldSide = DiffSide(lines: oldLines)
        var newSide = DiffSide(lines: newLines)
        markChanges(old: &oldSide, new: &newSide, classes: classes)
        oldSide.compact(against: &newSide)
        newSide.compact(against: &oldSide)
        return hunks(old: oldSide, new: newSide)
    }

    /// Marks the changed lines of both sides: trims the common ends, discards lines without a counterpart and runs
    /// the search on what is left.
    private static func markChanges(old: inout DiffSide, new: inout DiffSide, classes: LineClasses) {
        let shorter = min(old.count, new.count)
        var prefix = 0
        while prefix < shorter, old.lines[prefix] == new.lines[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < shorter - prefix, old.lines[old.count - 1 - suffix] == new.lines[new.count - 1 - suffix] {
            suffix += 1
        }
        let oldRange = prefix..<(old.count - suffix)
        let newRange = prefix..<(new.count - suffix)
        let oldKept = old.keepOrDiscard(in: oldRange, otherCounts: classes.newCounts)
        let newKept = new.keepOrDiscard(in: newRange, otherCounts: classes.oldCounts)
        var search = MyersSearch(
            old: oldKept.map { old.lines[$0] }, new: newKept.map { new.lines[$0] })
        search.run()
        for (index, changed) in search.oldChanged.enumerated() where changed { old.changed[oldKept[index]] = true }
        for (index, changed) in search.newChanged.enumerated() where changed { new.changed[newKept[index]] = true }
    }

    /// The runs of changed lines, paired up between the sides by the unchanged lines between them.
    private static func hunks(old: DiffSide, new: DiffSide) -> [Hunk] {
        var hunks: [Hunk] = []
        var oldIndex = 0
        var newIndex = 0
        while oldIndex < old.count || newIndex < new.count {
            if old.isChanged(oldIndex) || new.isChanged(newIndex) {
                let oldStart = oldIndex
                let newStart = newIndex
                while old.isChanged(oldIndex) { oldIndex += 1 }
                while new.isChanged(newIndex) { newIndex += 1 }
                hunks.append(
                    Hunk(
                        oldStart: oldStart, oldCount: oldIndex - oldStart, newStart: newStart,
                        newCount: newIndex - newStart))
            } else {
                oldIndex += 1
                newIndex += 1
            }
        }
        return hunks
    }
}

/// One side of a diff: its lines as class numbers and which of them are changed.
struct DiffSide {
    let lines: [Int]
    var changed: [Bool]

    init(lines: [Int]) {
        self.lines = lines
        changed = Array(repeating: false, count: lines.count)
    }

    var count: Int { lines.count }

    /// Whether line `index` is changed; lines outside the text are not.
    func isChanged(_ index: Int) -> Bool {
        index >= 0 && index < changed.count && changed[index]
    }

    /// Git's discard step for the lines in `range`: a line the other side never has is marked changed; a line the
    /// other side has at least about √n times is marked changed when more lines around it lack a counterpart than
    /// not. Returns the indices of the lines left for the search.
    mutating func keepOrDiscard(in range: Range<Int>, otherCounts: [Int]) -> [Int] {
        let limit = min(Self.roughSquareRoot(count), 1024)
        var kinds = [LineKind](repeating: .unique, count: count)
        for index in range {
            let matches = otherCounts[lines[index]]
            kinds[index] = matches == 0 ? .unmatched : matches >= limit ? .frequent : .unique
        }
        var kept: [Int] = []
        for index in range {
            let kind = kinds[index]
            if kind == .unique || (kind == .frequent && !Self.isAmongUnmatched(index, kinds: kinds, range: range)) {
                kept.append(index)
            } else {
                changed[index] = true
            }
        }
        return kept
    }

    /// What the discard step knows about a line.
    enum LineKind { case unmatched, unique, frequent }

    /// Whether the frequent line at `index` sits in a run of unmatched and frequent lines that reaches unmatched
    /// lines on both sides and has more than three unmatched lines for each frequent one (looking at most 100 lines
    /// either way, as git does).
    private static func isAmongUnmatched(_ index: Int, kinds: [LineKind], range: Range<Int>) -> Bool {
        let window = 100
        let first = max(range.lowerBound, index - window)
        let last = min(range.upperBound - 1, index + window)
        var unmatchedBefore = 0
        var frequentBefore = 1
        var cursor = index - 1
        while cursor >= first, kinds[cursor] != .unique {
            if kinds[cursor] == .unmatched { unmatchedBefore += 1 } else { frequentBefore += 1 }
            cursor -= 1
        }
        if unmatchedBefore == 0 { return false }
        var unmatchedAfter = 0
        var frequentAfter = 1
        cursor = index + 1
        while cursor <= last, kinds[cursor] != .unique {
            if kinds[cursor] == .unmatched { unmatchedAfter += 1 } else { frequentAfter += 1 }
            cursor += 1
        }
        if unmatchedAfter == 0 { return false }
        let unmatched = unmatchedBefore + unmatchedAfter
        let frequent = frequentBefore + frequentAfter
        return frequent * 4 < frequent + unmatched
    }

    /// Git's cheap square root: the power of two with about half the bits of `n` (1 for 0, 2 for 1…3, 4 for 4…15).
    static func roughSquareRoot(_ n: Int) -> Int {
        var value = n
        var root = 1
        while value > 0 {
            root <<= 1
            value >>= 2
        }
        return root
    }
}
