import ViperGenFormats
import ViperGenGeneration
import ViperGenSupport

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension ModuleRemovalPlanner {
    /// Takes `module` out of the users of each support file of `remaining` (the lockfile without the module), and
    /// plans deleting a support file with its last user, as the module's own files are deleted: one edited since
    /// viper-gen wrote it stops the run (73) unless `force` is set, one that is gone is reported missing. The support
    /// files' base is rewritten for the entries that stay, or deleted with the last.
    func removeSupport(
        of module: LockedModule, from remaining: inout Lockfile, force: Bool, into result: inout Result,
        problems: inout DiagnosticCollector
    ) {
        guard remaining.support.contains(where: { $0.modules.contains(module.name) }) else { return }
        var kept: [LockedSupportFile] = []
        for var entry in remaining.support {
            entry.modules.removeAll { $0 == module.name }
            guard entry.modules.isEmpty else {
                kept.append(entry)
                continue
            }
            let why = ", and \(module.name) is the last module that uses this support file"
            guard
                planDeletion(
                    of: entry.file, besides: [], why: why, force: force, into: &result, problems: &problems)
            else { continue }
            result.removedSupportFiles.append(entry.path)
            // The folders it stands in, below the output folder of its kind of the module that last used it.
            let root = entry.file.kind == "test" ? module.inputs.testsOutput : module.inputs.output
            result.changes.emptiedFolders += Self.parentFolders(of: entry.path, below: [root]).map(recorder.url)
        }
        let base = recorder.supportBase(of: kept, replacing: [:])
        let removedSome = kept.count != remaining.support.count
        remaining.support = kept
        guard removedSome else { return }
        let basePath = recorder.url(Lockfile.supportBasePath).path
        let oldBase = FileManager.default.contents(atPath: basePath).map { [UInt8]($0) }
        if kept.isEmpty || base == nil, let oldBase {
            result.changes.deletions.append(
                ChangeSet.Deletion(
                    root: recorder.lockDirectory, relativePath: Lockfile.supportBasePath, expectedContents: oldBase))
            result.changes.emptiedFolders.append(recorder.url(Lockfile.basesFolder))
        } else if let base, base != oldBase {
            result.supportBase = base
        }
    }
}
