import ViperGenFormats
import ViperGenGeneration
import ViperGenSupport

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension ModuleUpdatePlanner {
    /// `update`'s policy over the commit step: it locks the lockfile's folder (every run that records modules locks
    /// it) and each Xcode project the modules joined (as module runs lock them), finishes killed runs in the
    /// lockfile's folder, every output root and those projects, and plans on the lockfile as it is then.
    package struct Policy: CommitPolicy {
        /// The planner, with this run's settings.
        package var planner: ModuleUpdatePlanner
        /// The lockfile as read before the run locks were taken.
        package let snapshot: LockfileSnapshot
        /// The modules to update as that lockfile records them: where the run writes.
        package let modules: [LockedModule]
        /// The modules to update, looked up in the lockfile as it is under the run locks.
        package let select: (Lockfile) throws(Diagnostics) -> [LockedModule]
        /// The `--param` values over the recorded ones.
        package var overrides: [ParameterAssignment] = []
        /// The date and time the modules render with instead of their recorded ones (`--new-date`).
        package var newDate: (date: GenerationDate, now: Int?)?

        /// Updates `modules`, as `snapshot` records them, looked up again by `select` when planning.
        package init(
            planner: ModuleUpdatePlanner, snapshot: LockfileSnapshot, modules: [LockedModule],
            select: @escaping (Lockfile) throws(Diagnostics) -> [LockedModule]
        ) {
            self.planner = planner
            self.snapshot = snapshot
            self.modules = modules
            self.select = select
        }

        /// The lockfile's folder and each Xcode project the modules joined. A project named by several modules is
        /// locked once: `RunLock` locks each folder once, however often it is named.
        package var places: [URL] { [snapshot.recorder.lockDirectory] + xcodeProjects }

        /// The lockfile's folder, every output root, the projects. A root named twice is looked at once
        /// (`AtomicWriter.recoverInterruptedRuns`).
        package var recoveryRoots: [URL]? {
            let recorder = snapshot.recorder
            return [recorder.lockDirectory]
                + modules.flatMap { [recorder.url($0.inputs.output), recorder.url($0.inputs.testsOutput)] }
                + xcodeProjects
        }

        /// The Xcode projects the modules joined.
        private var xcodeProjects: [URL] {
            modules.compactMap { $0.inputs.xcode.map { snapshot.recorder.url($0.project) } }
        }

        /// Plans the update on the lockfile as it is now; nothing to write when no file and no record changes.
        package func plan(recovered: Bool) throws(Diagnostics) -> (changes: ChangeSet?, outcome: Result) {
            let snapshot = recovered ? try snapshot.reloaded() : snapshot
            let result = try planner.plan(
                try select(snapshot.lockfile), in: snapshot.lockfile, lockfileBytes: snapshot.bytes,
                overrides: overrides, newDate: newDate)
            return (result.changes.filesToWrite.isEmpty ? nil : result.changes, result)
        }
    }
}
