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
        package let planner: AdoptionPlanner
        /// The adoption asked for.
        package let asked: Request

        package init(planner: AdoptionPlanner, asked: Request) {
            self.planner = planner
            self.asked = asked
        }

        package var places: [URL] { [planner.recorder.lockDirectory] }
        package var recoveryRoots: [URL]? { nil }

        package func plan(recovered: Bool) throws(Diagnostics) -> (changes: ChangeSet?, outcome: Result) {
            let result = try planner.plan(asked)
            return (result.changes, result)
        }
    }
}
