import ViperGenSupport
import ViperGenWriting

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Writes a plan so that all of its files appear or none do: the plan's files and folders as one `WriteSet` for
/// `AtomicWriter` (see there for how).
public struct PlanWriter: Sendable {
    /// Creates a writer.
    public init() {}

    /// Writes every file and creates every new empty folder of `plan`, after recovering any run that was killed in
    /// the plan's output roots.
    /// - Throws: `Diagnostics` (can't create, 73, or I/O, 74); nothing of the plan is left on disk then.
    public func write(_ plan: GenerationPlan) throws(Diagnostics) {
        try AtomicWriter().write(plan.writeSet)
    }

    /// Finishes or cleans up runs killed while writing into `roots` (see `AtomicWriter.recoverInterruptedRuns`).
    public static func recoverInterruptedRuns(in roots: [URL]) {
        AtomicWriter.recoverInterruptedRuns(in: roots)
    }
}
