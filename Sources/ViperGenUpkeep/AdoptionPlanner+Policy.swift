import ViperGenGeneration
import ViperGenSupport

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension AdoptionPlanner {
    /// `adopt`'s policy over the commit step: it locks the lockfile's folder, as every run that records modules
    /// does, finishes killed runs there, and plans on the lockfile as the last run wrote it.
    package struct Policy: CommitPolicy {
        /// The planner, which knows the lockfile's folder and the sets.
        package let planner: AdoptionPlanner
        /// The adoption asked for.
        package let asked: Request

        /// Runs `planner` for the adoption `asked`.
        package init(planner: AdoptionPlanner, asked: Request) {
            self.planner = planner
            self.asked = asked
        }

        /// The lockfile's folder, as every run that records modules locks it.
        package var places: [URL] { [planner.recorder.lockDirectory] }
        /// The places.
        package var recoveryRoots: [URL]? { nil }

        /// Plans the adoption on the lockfile as it is now (the planner reads it).
        package func plan(recovered: Bool) throws(Diagnostics) -> (changes: ChangeSet?, outcome: Result) {
            let result = try planner.plan(asked)
            return (result.changes, result)
        }
    }
}
