import ViperGenSupport
import ViperGenWriting

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The one step of a run that writes: it takes the run locks of the places the run writes (`RunLock`), finishes
/// runs that were killed mid-commit there (`PlanWriter.recoverInterruptedRuns`) before planning, has the run planned
/// under those locks (so that it plans on what the last run wrote), and makes the planned changes (`ChangeSet`) all or nothing (the writer
/// finishes killed runs in its own roots too, as it always does before it stages). Every command that writes goes
/// through it, and no command takes run locks, recovers or writes itself (`CommitStepTests`). A dry run plans without
/// locks, recovery or writing. It is not re-entrant: a run lock is a `flock(2)`, which a second hold in the same
/// process waits for, so a commit step never runs inside another.
package enum CommitStep {
    /// Plans under the run locks of `places` and writes what was planned.
    /// - Parameters:
    ///   - places: the folders and project files the run writes into; the folders whose locks it holds.
    ///   - recoveryRoots: where runs killed mid-commit are looked for; `places` when `nil`.
    ///   - dryRun: plan only: no locks, no recovery, no writing.
    ///   - waiting: tells the user the run waits for another run's lock.
    ///   - plan: the run's planning: the changes to make (`nil` when there is nothing to write) and what the command
    ///     reports.
    /// - Throws: `Diagnostics`: a lock not given in time (73), the planning's problems, the writer's (73, 74).
    package static func run<Result>(
        places: [URL], recoveryRoots: [URL]? = nil, dryRun: Bool, waiting: (String) -> Void,
        _ plan: () throws(Diagnostics) -> (changes: ChangeSet?, result: Result)
    ) throws(Diagnostics) -> Result {
        if dryRun { return try plan().result }
        return try RunLock.holding(places, waiting: waiting) { () throws(Diagnostics) -> Result in
            PlanWriter.recoverInterruptedRuns(in: recoveryRoots ?? places)
            let planned = try plan()
            if let changes = planned.changes { try PlanWriter().write(changes) }
            return planned.result
        }
    }
}
