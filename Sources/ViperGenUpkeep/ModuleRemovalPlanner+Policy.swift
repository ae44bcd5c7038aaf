import ViperGenFormats
import ViperGenGeneration
import ViperGenSupport

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension ModuleRemovalPlanner {
    /// `remove`'s policy over the commit step. The lockfile's folder stands for the module's folders: every run that
    /// records modules locks it, and a lock file inside a folder to remove would keep it. The Xcode project and the
    /// package are locked as module runs lock them. Killed runs are finished in the lockfile's folder and the
    /// module's output roots, and the module is planned as the lockfile records it then.
    package struct Policy: CommitPolicy {
        /// The lockfile as read before the run locks were taken.
        package let snapshot: LockfileSnapshot
        /// The module to remove as that lockfile records it: where the run writes.
        package let module: LockedModule
        /// The module to remove, looked up in the lockfile as it is under the run locks.
        package let select: (Lockfile) throws(Diagnostics) -> LockedModule
        /// Whether edited files, and modules wired into this one, are removed too (`--force`).
        package var force = false

        /// Removes `module`, as `snapshot` records it, looked up again by `select` after recovery.
        package init(
            snapshot: LockfileSnapshot, module: LockedModule,
            select: @escaping (Lockfile) throws(Diagnostics) -> LockedModule
        ) {
            self.snapshot = snapshot
            self.module = module
            self.select = select
        }

        /// The lockfile's folder, the module's Xcode project and its package's folder.
        package var places: [URL] {
            let recorder = snapshot.recorder
            return [recorder.lockDirectory] + (module.inputs.xcode.map { [recorder.url($0.project)] } ?? [])
                + (module.inputs.package.map { [recorder.url($0.manifest).deletingLastPathComponent()] } ?? [])
        }

        /// The lockfile's folder and the module's output roots.
        package var recoveryRoots: [URL]? {
            let recorder = snapshot.recorder
            return [
                recorder.lockDirectory, recorder.url(module.inputs.output), recorder.url(module.inputs.testsOutput),
            ]
        }

        /// Plans the removal; the outcome names the module as it was planned.
        package func plan(recovered: Bool) throws(Diagnostics)
            -> (changes: ChangeSet?, outcome: (result: Result, module: LockedModule))
        {
            var (snapshot, module) = (snapshot, module)
            if recovered {
                snapshot = try snapshot.reloaded()
                module = try select(snapshot.lockfile)
            }
            let result = try ModuleRemovalPlanner(recorder: snapshot.recorder).plan(
                module, in: snapshot.lockfile, lockfileBytes: snapshot.bytes, force: force)
            return (result.changes, (result, module))
        }
    }
}
