import ViperGenFormats
import ViperGenGeneration
import ViperGenSupport

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension ModuleUpdatePlanner {
    /// What one updated module's set renders of the support files, and the module's new entry.
    struct SupportRender {
        /// The module's entry as this run records it (its set's record among it).
        let module: LockedModule
        /// The support files its set renders for it now.
        let files: [SupportFile]
    }

    /// The support files' part of an update.
    struct SupportOutcome {
        /// What happens to each support file this run renders.
        var files: [FileUpdate] = []
        /// The files written.
        var writes: [GenerationPlan.File] = []
        /// The support files' new base when a file's record changed.
        var base: [UInt8]?
        /// Whether the lockfile's support entries changed (a record, or the modules using one).
        var changed = false
        /// The files created or restored, each with the first module of the run that uses it: they join that
        /// module's Xcode project, as its own new files do.
        var newFiles: [(module: String, file: GenerationPlan.File)] = []
    }

    /// The support files' part of an update: each support file that a module of this run renders is merged once,
    /// as a module's file is (rendered by the first such module, in the run's order), with the support files' base
    /// as the merge base, and its new render becomes its record and its base; the module joins its users. One the
    /// lockfile does not record yet (new in the set, or the module moved to a set that has it) is created, or
    /// adopted when the disk holds its bytes already. Support files no updated module renders stay as they are.
    /// - Throws: `Diagnostics`: data (65) when a support file must be merged and its base is missing; can't
    ///   create (73) for a new support file's path that holds another file.
    func updateSupport(of lockfile: Lockfile, renders: [SupportRender], into newLockfile: inout Lockfile)
        throws(Diagnostics) -> SupportOutcome
    {
        var outcome = SupportOutcome()
        var newBytes: [String: [UInt8]] = [:]
        var base: ModuleBase?
        // Each support file rendered, by path: the first render of it, and every module of the run that uses it.
        var order: [String] = []
        var rendered: [String: (file: SupportFile, template: LockedTemplate, modules: [String])] = [:]
        for render in renders {
            for file in render.files {
                guard let path = recorder.relativePath(normalized: file.normalizedPath) else { continue }
                if rendered[path] == nil {
                    order.append(path)
                    rendered[path] = (file, render.module.template, [])
                }
                rendered[path]!.modules.append(render.module.name)
            }
        }
        var refused = DiagnosticCollector()
        for path in order {
            let (file, template, users) = rendered[path]!
            let name = users[0]
            let yours = FileManager.default.contents(atPath: recorder.url(path).path).map { [UInt8]($0) }
            let index = newLockfile.support.firstIndex { $0.path == path }
            let update: FileUpdate
            if let index {
                let entry = newLockfile.support[index]
                let joined = Array(Set(entry.modules + users)).sorted()
                if joined != entry.modules {
                    newLockfile.support[index].modules = joined
                    outcome.changed = true
                }
                if let yours {
                    if ModuleInspector.hasConflictMarkers(yours) {
                        outcome.files.append(FileUpdate(module: name, path: path, action: .unresolved, contents: nil))
                        continue
                    }
                    if base == nil { base = try recorder.supportBase(of: lockfile) }
                    update = Self.merge(
                        module: name, path: path, base: base!.files[path]!, yours: yours, theirs: file.bytes)
                } else {
                    update = FileUpdate(module: name, path: path, action: .restored, contents: file.bytes)
                }
            } else if yours == nil || yours == file.bytes {
                update = FileUpdate(
                    module: name, path: path, action: yours == nil ? .created : .unchanged,
                    contents: yours == nil ? file.bytes : nil)
                newLockfile.support.append(
                    LockedSupportFile(
                        file: LockedFile(path: path, kind: file.kind.rawValue, size: 0, sha256: ""),
                        template: template, modules: Array(Set(users)).sorted()))
            } else {
                refused.add(
                    Diagnostic(
                        .cannotCreate,
                        "\(recorder.url(path).path) holds a file viper-gen did not write, and module \(name)'s set "
                            + "now makes a support file there; nothing was written; move your file away (or rename "
                            + "it), then run '\(Remedy.command(.update, arguments: [name]))' again"))
                continue
            }
            outcome.files.append(update)
            if let contents = update.contents {
                var write = GenerationPlan.File(
                    root: file.root, relativePath: file.relativePath, bytes: contents, kind: file.kind, module: "",
                    replacesExistingFile: yours != nil)
                write.expectedContents = yours
                outcome.writes.append(write)
                if update.action == .created || update.action == .restored { outcome.newFiles.append((name, write)) }
            }
            // The new render becomes the record and the base, as a module's files' does.
            let entryIndex = newLockfile.support.firstIndex { $0.path == path }!
            let entry = newLockfile.support[entryIndex]
            let sha256 = SHA256.hex(file.bytes)
            guard sha256 != entry.file.sha256 || entry.file.size != file.bytes.count || template != entry.template
            else { continue }
            newLockfile.support[entryIndex].file = LockedFile(
                path: path, kind: file.kind.rawValue, size: file.bytes.count, sha256: sha256)
            newLockfile.support[entryIndex].template = template
            newBytes[path] = file.bytes
            outcome.changed = true
        }
        try refused.check()
        newLockfile.support.sort { $0.path < $1.path }
        if !newBytes.isEmpty { outcome.base = recorder.supportBase(of: newLockfile.support, replacing: newBytes) }
        return outcome
    }

    /// Adds to `changes` the support files of `rendered` that are new (no entry in `lockfile`) or whose render
    /// differs from their base.
    /// - Throws: `Diagnostics` (data, 65) when the support files' base is missing.
    func addSupportChanges(of rendered: [SupportFile], in lockfile: Lockfile, to changes: inout TemplateChanges)
        throws(Diagnostics)
    {
        var base: ModuleBase?
        for file in rendered {
            guard let path = recorder.relativePath(normalized: file.normalizedPath) else { continue }
            guard lockfile.support.contains(where: { $0.path == path }) else {
                changes.added.append(path)
                continue
            }
            if base == nil { base = try recorder.supportBase(of: lockfile) }
            if base!.files[path] != file.bytes { changes.changed.append(path) }
        }
    }
}
