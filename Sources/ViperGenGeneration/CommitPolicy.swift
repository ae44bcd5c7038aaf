import ViperGenSupport

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// One writing command's policy over the one pipeline (`CommitStep.run(_:dryRun:waiting:)`): which places its run
/// writes into (whose run locks it holds), where runs killed mid-commit are looked for, and how it turns what is on
/// disk into one `ChangeSet`. Each lifecycle planner has one (`module`, `update`, `adopt`, `remove`, `resolve`), so
/// that a command parses its options, builds its policy, runs it and reports, and never locks, recovers, works out
/// its places or writes itself.
package protocol CommitPolicy {
    /// What the command reports.
    associatedtype Outcome

    /// The folders and project files the run writes into: the places whose run locks it holds.
    var places: [URL] { get }
    /// Where runs killed mid-commit are looked for before planning; `places` when `nil`.
    var recoveryRoots: [URL]? { get }

    /// Plans the run, under the run locks unless it is a dry run.
    /// - Parameter recovered: Killed runs in the recovery roots were finished first, so that what was read before
    ///   the locks were taken may have changed (the lockfile above all) and must be read again.
    /// - Returns: The changes to make (`nil` when there is nothing to write) and what the command reports.
    /// - Throws: `Diagnostics` with the planning's problems; nothing is written then.
    func plan(recovered: Bool) throws(Diagnostics) -> (changes: ChangeSet?, outcome: Outcome)
}
