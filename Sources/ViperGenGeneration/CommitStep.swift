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
    /// What the commit step takes from the run around it: the key of the user who runs it, which seals the run's
    /// journals and tells a killed run of this user's from a staging folder that came with a checkout
    /// (`JournalKey`), and where it says that it waits for another run and what recovery left alone.
    package struct Surroundings {
        /// The journal key of the user who runs the command.
        package var journalKey: JournalKey
        /// Tells the user the run waits for another run's lock.
        package var waiting: (String) -> Void
        /// Reports a staging folder that recovery left alone, once.
        package var warn: (Warning) -> Void

        /// Surroundings with the journal key `journalKey`, reporting through `waiting` and `warn`.
        package init(
            journalKey: JournalKey, waiting: @escaping (String) -> Void, warn: @escaping (Warning) -> Void
        ) {
            self.journalKey = journalKey
            self.waiting = waiting
            self.warn = warn
        }
    }

    /// Plans under the run locks of `places` and writes what was planned.
    /// - Parameters:
    ///   - places: the folders and project files the run writes into; the folders whose locks it holds.
    ///   - recoveryRoots: where runs killed mid-commit are looked for; `places` when `nil`.
    ///   - dryRun: plan only: no locks, no recovery, no writing.
    ///   - surroundings: the user's journal key, and where waits and warnings are told.
    ///   - plan: the run's planning: the changes to make (`nil` when there is nothing to write) and what the command
    ///     reports.
    /// - Throws: `Diagnostics`: a lock not given in time (73), the planning's problems, a file the writer refuses to
    ///   replace (a link or a read-only file, 73; a dry run says so too), the writer's (73, 74).
    package static func run<Result>(
        places: [URL], recoveryRoots: [URL]? = nil, dryRun: Bool, in surroundings: Surroundings,
        _ plan: () throws(Diagnostics) -> (changes: ChangeSet?, result: Result)
    ) throws(Diagnostics) -> Result {
        if dryRun {
            let planned = try plan()
            // What the writer would refuse, a dry run refuses too.
            try planned.changes?.writeSet.checkTargets()
            return planned.result
        }
        return try RunLock.holding(places, waiting: surroundings.waiting) { () throws(Diagnostics) -> Result in
            let writer = PlanWriter(journalKey: surroundings.journalKey)
            var warnings = PlanWriter.recoverInterruptedRuns(
                in: recoveryRoots ?? places, journalKey: surroundings.journalKey)
            defer {
                // Each left-alone folder once, whether recovery before planning or the writer's found it.
                var seen: Set<String> = []
                for warning in warnings where seen.insert(warning.message).inserted { surroundings.warn(warning) }
            }
            let planned = try plan()
            if let changes = planned.changes { warnings += try writer.write(changes) }
            return planned.result
        }
    }
}
