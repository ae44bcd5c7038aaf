import ViperGenSupport
import ViperGenWriting

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Writes a change set so that all of its changes happen or none do: its files, folders and deletions as one
/// `WriteSet` for `AtomicWriter` (see there for how).
public struct PlanWriter: Sendable {
    /// Creates a writer.
    public init() {}

    /// Writes every file and creates every new empty folder of `plan` (`GenerationPlan.changes`), after recovering
    /// any run that was killed in the plan's output roots.
    /// - Throws: `Diagnostics` (can't create, 73, or I/O, 74); nothing of the plan is left on disk then.
    public func write(_ plan: GenerationPlan) throws(Diagnostics) {
        try write(plan.changes)
    }

    /// Makes every change of `changes`, after recovering any run that was killed in its roots.
    /// - Throws: `Diagnostics` (can't create, 73, or I/O, 74); nothing of the change set is left on disk then.
    package func write(_ changes: ChangeSet) throws(Diagnostics) {
        try AtomicWriter().write(changes.writeSet)
    }

    /// Finishes or cleans up runs killed while writing into `roots` (see `AtomicWriter.recoverInterruptedRuns`).
    public static func recoverInterruptedRuns(in roots: [URL]) {
        AtomicWriter.recoverInterruptedRuns(in: roots)
    }
}
