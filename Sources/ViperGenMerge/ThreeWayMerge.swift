/// A diff3 merge of two files that both started from a common base, on their bytes, with git's rules
/// (`git merge-file --diff3`): diff base → yours and base → theirs (`LineDiff`); a change only one side made is
/// taken; the same change made by both (same base lines, same result) is taken once; changes of the two sides that
/// overlap in the base, or touch (one ends on the base line where the other starts, an insertion at the edge of the
/// other's change included), become one conflict; a one-sided change that touches a conflict joins it.
package enum ThreeWayMerge {
    /// Merges `yours` and `theirs`, which both started from `base`. Nothing is decoded: lines end at `\n` (a `\r`
    /// before it stays in the line) and are compared and copied byte for byte, so a file in any encoding keeps every
    /// byte the merge does not change.
    /// - Parameters:
    ///   - base: what was last written (the common ancestor).
    ///   - yours: what is on disk (the user's side, whose lines fill everything outside the changes).
    ///   - theirs: the new render.
    ///   - labels: the names on the conflict markers.
    /// - Returns: the merged bytes and the number of conflicts, byte for byte what
    ///   `git merge-file -p --diff3 -L yours -L base -L template yours base theirs` prints and its exit status.
    package static func merge(
        base: [UInt8], yours: [UInt8], theirs: [UInt8], labels: MergeLabels = MergeLabels()
    ) -> MergeResult {
        let baseLines = TextLines.split(base)
        let yourLines = TextLines.split(yours)
        let theirLines = TextLines.split(theirs)
        let yourChanges = LineDiff.edits(from: baseLines, to: yourLines)
        let theirChanges = LineDiff.edits(from: baseLines, to: theirLines)
        if yourChanges.isEmpty { return MergeResult(bytes: theirs, conflicts: 0) }
        if theirChanges.isEmpty { return MergeResult(bytes: yours, conflicts: 0) }
        let regions = MergeRegion.regions(
            yourChanges: yourChanges, theirChanges: theirChanges, baseCount: baseLines.count,
            yourCount: yourLines.count, theirCount: theirLines.count,
            sameLines: { yourStart, theirStart, count in
                (0..<count).allSatisfy { yourLines[yourStart + $0] == theirLines[theirStart + $0] }
            })
        let output = MergeOutput(base: baseLines, yours: yourLines, theirs: theirLines, labels: labels)
        return MergeResult(bytes: output.bytes(regions), conflicts: regions.count { $0.kind == .conflict })
    }
}

/// A stretch of the merge that differs from the user's text: lines of base, yours and theirs (start and count in
/// each) and which side wins.
struct MergeRegion: Equatable {
    /// Whose lines the merge takes.
    enum Kind { case yours, theirs, conflict }

    var kind: Kind
    var baseStart: Int
    var baseCount: Int
    var yourStart: Int
    var yourCount: Int
    var theirStart: Int
    var theirCount: Int

    /// The regions of a merge from the two diffs, in order; `sameLines(yourStart, theirStart, count)` says whether
    /// the two sides' lines are equal there.
    static func regions(
        yourChanges: [LineDiff.Hunk], theirChanges: [LineDiff.Hunk], baseCount: Int, yourCount: Int,
        theirCount: Int, sameLines: (Int, Int, Int) -> Bool
    ) -> [MergeRegion] {
        var regions: [MergeRegion] = []
        var mine = yourChanges[...]
        var others = theirChanges[...]
        while let my = mine.first, let other = others.first {
            if my.oldEnd < other.oldStart {
                append(.onlyYours(my, theirShift: other.newStart - other.oldStart), to: &regions)
                mine.removeFirst()
                continue
            }
            if other.oldEnd < my.oldStart {
                append(.onlyTheirs(other, yourShift: my.newStart - my.oldStart), to: &regions)
                others.removeFirst()
                continue
            }
            let identical =
                my.oldStart == other.oldStart && my.oldCount == other.oldCount && my.newCount == other.newCount
                && sameLines(my.newStart, other.newStart, my.newCount)
            if !identical { append(.conflict(my, other), to: &regions) }
            if my.oldEnd >= other.oldEnd { others.removeFirst() }
            if other.oldEnd >= my.oldEnd { mine.removeFirst() }
        }
        for my in mine { append(.onlyYours(my, theirShift: theirCount - baseCount), to: &regions) }
        for other in others { append(.onlyTheirs(other, yourShift: yourCount - baseCount), to: &regions) }
        return regions
    }

    /// Adds `region`, or widens the last region over it when they overlap or touch on either side (a different
    /// kind makes the widened region a conflict).
    private static func append(_ region: MergeRegion, to regions: inout [MergeRegion]) {
        guard var last = regions.last,
            region.yourStart <= last.yourStart + last.yourCount
                || region.theirStart <= last.theirStart + last.theirCount
        else {
            regions.append(region)
            return
        }
        if region.kind != last.kind { last.kind = .conflict }
        last.baseCount = region.baseStart + region.baseCount - last.baseStart
        last.yourCount = region.yourStart + region.yourCount - last.yourStart
        last.theirCount = region.theirStart + region.theirCount - last.theirStart
        regions[regions.count - 1] = last
    }

    /// A change only the user made; theirs has the base's lines there, shifted by `theirShift`.
    private static func onlyYours(_ change: LineDiff.Hunk, theirShift: Int) -> MergeRegion {
        MergeRegion(
            kind: .yours, baseStart: change.oldStart, baseCount: change.oldCount, yourStart: change.newStart,
            yourCount: change.newCount, theirStart: change.oldStart + theirShift, theirCount: change.oldCount)
    }

    /// A change only the template made; yours has the base's lines there, shifted by `yourShift`.
    private static func onlyTheirs(_ change: LineDiff.Hunk, yourShift: Int) -> MergeRegion {
        MergeRegion(
            kind: .theirs, baseStart: change.oldStart, baseCount: change.oldCount,
            yourStart: change.oldStart + yourShift, yourCount: change.oldCount, theirStart: change.newStart,
            theirCount: change.newCount)
    }

    /// Two overlapping changes as one conflict over the union of their base lines, each side widened by the base
    /// lines the other change covers beyond its own.
    private static func conflict(_ my: LineDiff.Hunk, _ other: LineDiff.Hunk) -> MergeRegion {
        let startShift = my.oldStart - other.oldStart
        let endShift = my.oldEnd - other.oldEnd
        let baseStart = min(my.oldStart, other.oldStart)
        let yourStart = my.newStart - max(startShift, 0)
        let theirStart = other.newStart + min(startShift, 0)
        return MergeRegion(
            kind: .conflict, baseStart: baseStart,
            baseCount: max(my.oldEnd, other.oldEnd) - baseStart,
            yourStart: yourStart, yourCount: my.newEnd + max(-endShift, 0) - yourStart,
            theirStart: theirStart, theirCount: other.newEnd + max(endShift, 0) - theirStart)
    }
}
