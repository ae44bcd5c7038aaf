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
    /// The key that seals the writer's journals and checks a killed run's (`JournalKey`).
    public let journalKey: JournalKey

    /// Creates a writer whose journals `journalKey` seals: the key of the user who runs it.
    public init(journalKey: JournalKey) {
        self.journalKey = journalKey
    }

    /// Writes every file and creates every new empty folder of `plan` (`GenerationPlan.changes`), after recovering
    /// any run that was killed in the plan's output roots.
    /// - Returns: A warning for each killed run's staging folder that recovery left alone (`AtomicWriter.write(_:)`).
    /// - Throws: `Diagnostics` (can't create, 73, or I/O, 74); nothing of the plan is left on disk then.
    @discardableResult
    public func write(_ plan: GenerationPlan) throws(Diagnostics) -> [Warning] {
        try write(plan.changes)
    }

    /// Makes every change of `changes`, after recovering any run that was killed in its roots.
    /// - Returns: A warning for each killed run's staging folder that recovery left alone.
    /// - Throws: `Diagnostics` (can't create, 73, or I/O, 74); nothing of the change set is left on disk then.
    @discardableResult
    package func write(_ changes: ChangeSet) throws(Diagnostics) -> [Warning] {
        try AtomicWriter(journalKey: journalKey).write(changes.writeSet)
    }

    /// Finishes or cleans up runs killed while writing into `roots` (see `AtomicWriter.recoverInterruptedRuns`).
    /// - Returns: A warning for each staging folder left alone: its journal is not sealed with `journalKey`.
    @discardableResult
    public static func recoverInterruptedRuns(in roots: [URL], journalKey: JournalKey) -> [Warning] {
        AtomicWriter.recoverInterruptedRuns(in: roots, journalKey: journalKey)
    }
}
