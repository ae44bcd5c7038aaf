#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Plans `viper-gen remove`: deleting a recorded module's files (and the folders they leave empty), its base file,
/// and its lockfile entry, all in one all-or-nothing write. Files edited since viper-gen wrote them stop the run
/// unless `force` is set.
struct ModuleRemovalPlanner {
    let recorder: ModuleRecorder

    /// The run: the files removed, those already gone, and the plan that writes it.
    struct Result {
        /// Files deleted (paths relative to the lockfile's folder).
        var removed: [String] = []
        /// Files that were gone already.
        var missing: [String] = []
        /// Files deleted although edited (`--force`).
        var editedRemoved: [String] = []
        var plan: GenerationPlan
    }

    /// Plans removing `module` from `lockfile`.
    /// - Throws: `Diagnostics` (can't create, 73) naming every edited file when `force` is not set.
    func plan(_ module: LockedModule, in lockfile: Lockfile, lockfileBytes: [UInt8]?, force: Bool)
        throws(Diagnostics) -> Result
    {
        var result = Result(plan: GenerationPlan(templateName: module.template.name, parameters: [:], files: []))
        var problems = DiagnosticCollector()
        for file in module.files {
            let url = recorder.url(file.path)
            guard let data = FileManager.default.contents(atPath: url.path) else {
                result.missing.append(file.path)
                continue
            }
            let bytes = [UInt8](data)
            let edited = bytes.count != file.size || SHA256.hex(bytes) != file.sha256
            if edited, !force {
                problems.add(
                    Diagnostic(
                        .cannotCreate,
                        "\(url.path) was edited since viper-gen wrote it; nothing was removed; keep your work "
                            + "elsewhere, or pass --force to remove it too"))
                continue
            }
            if edited { result.editedRemoved.append(file.path) }
            result.removed.append(file.path)
            result.plan.deletions.append(
                GenerationPlan.Deletion(root: recorder.lockDirectory, relativePath: file.path, expectedContents: bytes))
        }
        try problems.check()
        var remaining = lockfile
        remaining.modules[module.name] = nil
        if remaining.modules.isEmpty, let lockfileBytes {
            // The last module: the lockfile goes too, so that a project that only ever had this module is as before.
            result.plan.deletions.append(
                GenerationPlan.Deletion(
                    root: recorder.lockDirectory, relativePath: Lockfile.fileName, expectedContents: lockfileBytes))
        } else {
            result.plan.recordFiles = [
                recorder.recordFiles(remaining, bases: [:], previousBytes: lockfileBytes)[0]
            ]
        }
        let basePath = Lockfile.basePath(of: module.name)
        if let base = FileManager.default.contents(atPath: recorder.url(basePath).path) {
            result.plan.deletions.append(
                GenerationPlan.Deletion(
                    root: recorder.lockDirectory, relativePath: basePath, expectedContents: [UInt8](base)))
        }
        return result
    }
}
