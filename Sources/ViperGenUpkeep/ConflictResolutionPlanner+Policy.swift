import ViperGenFormats
import ViperGenGeneration
import ViperGenMerge
import ViperGenSupport

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension ConflictResolutionPlanner {
    /// `resolve`'s policy over the commit step: it locks the lockfile's folder and finishes killed runs there first,
    /// so that the files it reads are whole.
    package struct Policy: CommitPolicy {
        /// The planner, which knows the lockfile's folder.
        package let planner: ConflictResolutionPlanner
        /// The files to resolve, relative to the lockfile's folder.
        package let paths: [String]
        /// The module they belong to.
        package let module: LockedModule
        /// The side taken of every block.
        package let side: ConflictBlocks.Side

        /// Runs `planner` on `paths`, files of `module`, taking `side`.
        package init(
            planner: ConflictResolutionPlanner, paths: [String], module: LockedModule, side: ConflictBlocks.Side
        ) {
            self.planner = planner
            self.paths = paths
            self.module = module
            self.side = side
        }

        /// The lockfile's folder, as every run that records modules locks it.
        package var places: [URL] { [planner.recorder.lockDirectory] }
        /// The places.
        package var recoveryRoots: [URL]? { nil }

        /// Plans the resolution on the files as they are now.
        package func plan(recovered: Bool) throws(Diagnostics) -> (changes: ChangeSet?, outcome: Result) {
            let result = try planner.plan(paths, of: module, taking: side)
            return (result.changes, result)
        }
    }
}
