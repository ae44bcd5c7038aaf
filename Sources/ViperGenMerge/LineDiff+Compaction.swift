/// Sliding runs of changed lines, as git's xdiff does after the search: a run whose first line equals the line
/// after it (or whose last line equals the line before it) can move without changing the diff. Each run is moved
/// up, merging with runs it meets, then as far down as it goes; if on the way it lined up with a run of changes on
/// the other side, it moves back to the last such place. Git's indent heuristic is off in `git merge-file`, so it is
/// not done here either.
extension DiffSide {
    /// A run of changed lines `start..<end`, possibly empty, bounded by unchanged lines or the ends of the text.
    /// Unchanged lines pair up between the sides, so the n-th run of one side belongs with the n-th of the other.
    struct Run {
        var start: Int
        var end: Int
        var isEmpty: Bool { start == end }
    }

    /// Slides this side's runs of changes, keeping `other`'s runs in step.
    mutating func compact(against other: inout DiffSide) {
        var run = firstRun()
        var otherRun = other.firstRun()
        while true {
            if !run.isEmpty {
                var earliestEnd: Int
                var endMatchingOther: Int?
                var size: Int
                repeat {
                    size = run.end - run.start
                    endMatchingOther = nil
                    while slideUp(&run) { _ = other.previousRun(&otherRun) }
                    earliestEnd = run.end
                    if !otherRun.isEmpty { endMatchingOther = run.end }
                    while slideDown(&run) {
                        _ = other.nextRun(&otherRun)
                        if !otherRun.isEmpty { endMatchingOther = run.end }
                    }
                } while size != run.end - run.start
                if run.end != earliestEnd, endMatchingOther != nil {
                    while otherRun.isEmpty {
                        _ = slideUp(&run)
                        _ = other.previousRun(&otherRun)
                    }
                }
            }
            guard nextRun(&run) else { break }
            _ = other.nextRun(&otherRun)
        }
    }

    private func firstRun() -> Run {
        var run = Run(start: 0, end: 0)
        while isChanged(run.end) { run.end += 1 }
        return run
    }

    /// Moves to the run after the unchanged line that ends `run`; false at the end of the text.
    private func nextRun(_ run: inout Run) -> Bool {
        guard run.end < count else { return false }
        run.start = run.end + 1
        run.end = run.start
        while isChanged(run.end) { run.end += 1 }
        return true
    }

    /// Moves to the run before the unchanged line that starts `run`; false at the start of the text.
    private func previousRun(_ run: inout Run) -> Bool {
        guard run.start > 0 else { return false }
        run.end = run.start - 1
        run.start = run.end
        while isChanged(run.start - 1) { run.start -= 1 }
        return true
    }

    /// Moves a non-empty run up by one line when the line before it equals its last line, joining a run it meets.
    private mutating func slideUp(_ run: inout Run) -> Bool {
        guard run.start > 0, lines[run.start - 1] == lines[run.end - 1] else { return false }
        run.start -= 1
        run.end -= 1
        changed[run.start] = true
        changed[run.end] = false
        while isChanged(run.start - 1) { run.start -= 1 }
        return true
    }

    /// Moves a non-empty run down by one line when the line after it equals its first line, joining a run it meets.
    private mutating func slideDown(_ run: inout Run) -> Bool {
        guard run.end < count, lines[run.start] == lines[run.end] else { return false }
        changed[run.start] = false
        changed[run.end] = true
        run.start += 1
        run.end += 1
        while isChanged(run.end) { run.end += 1 }
        return true
    }
}
