import ViperGenConfig
import ViperGenFormats
import ViperGenGeneration
import ViperGenMerge
import ViperGenSupport
import ViperGenTemplateSets

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Plans `viper-gen update`: renders each module again with its recorded inputs and the set as it is now, and decides
/// per file, with base = what viper-gen last wrote, yours = the file on disk, theirs = the new render: yours
/// unchanged → theirs; theirs unchanged → yours; both changed → a three-way line merge (conflict markers where the
/// changes overlap). Every file is bytes throughout: the user's file is never decoded, so one that is not UTF-8
/// keeps every byte the merge does not change. Files new in the set are created (and added to the module's Xcode
/// project); files the set no longer makes are reported, never deleted; a path new in the set that holds a file
/// viper-gen did not write is refused. A module whose files still hold conflict markers is left alone until they are
/// resolved. Two modules never claim one path. The new render becomes the module's base.
package struct ModuleUpdatePlanner {
    let recorder: ModuleRecorder
    let sets: LockedSetResolver
    let library: TemplateLibrary
    /// The render limits this run sets (`RenderLimits.given`), over those each module recorded.
    package var renderLimits: [String: Int] = [:]
    /// Files recorded as absent (`LockedModule.absent`) that this run writes on purpose (`update --restore`),
    /// relative to the lockfile's folder; every other absent file is left out.
    package var restoring: Set<String> = []
    /// This run's date and author, which files it creates carry (`nil`: they take the module's).
    package var creation: Creation?
    /// Told after each module is planned; it may stop the run before anything is written.
    package var progress: ModuleProgress?
    /// The set the modules move to (`update --template`), found as `module --template` finds it; `nil` renders each
    /// with its recorded set. A moved module's files the new set does not make are deleted when they are as
    /// written, and left (orphaned) when edited.
    package var movingTo: String?

    package init(recorder: ModuleRecorder, sets: LockedSetResolver, library: TemplateLibrary) {
        self.recorder = recorder
        self.sets = sets
        self.library = library
    }

    /// The run: what happens to each file, and the changes that make it (files, lockfile, bases, Xcode projects).
    package struct Result {
        package var files: [FileUpdate] = []
        package var changes: ChangeSet
        /// What the run left alone and the user should know: inserted lines gone from their place.
        package var warnings: [Warning] = []
    }

    /// Plans the update of `modules`.
    /// - Throws: `Diagnostics` with every problem: a set that no longer exists, a missing base (65), bad `--param`
    ///   values (64), template errors (65), an Xcode project's problems.
    package func plan(
        _ modules: [LockedModule], in lockfile: Lockfile, lockfileBytes: [UInt8]?,
        overrides: [ParameterAssignment],
        newDate: (date: GenerationDate, now: Int?)?
    ) throws(Diagnostics) -> Result {
        var problems = DiagnosticCollector()
        var updates: [FileUpdate] = []
        var writes: [GenerationPlan.File] = []
        var newLockfile = lockfile
        var bases: [String: [UInt8]] = [:]
        // The files each module adds to its Xcode project, gathered by project settings.
        var xcodeEdits: [(settings: XcodeProjectSettings, files: [GenerationPlan.File])] = []
        var claims = PathClaims(lockfile: lockfile, lockfileURL: recorder.lockfileURL)
        var supportRenders: [SupportRender] = []
        var deletions: [ChangeSet.Deletion] = []
        var outcomes: [ModuleOutcome] = []
        for (index, module) in modules.enumerated() {
            do {
                let outcome = try update(module, in: lockfile, overrides: overrides, newDate: newDate)
                // Absent files too: the entry keeps them, and a path is one module's, whether written or left out.
                for file in outcome.files where file.action != .orphaned && file.action != .removed {
                    if let problem = claims.claim(file.path, by: module.name) { problems.add(problem) }
                }
                updates += outcome.files
                writes += outcome.writes
                deletions += outcome.deletions
                supportRenders.append(SupportRender(module: outcome.entry, files: outcome.support))
                if outcome.entry != module {
                    newLockfile.modules[module.name] = outcome.entry
                    bases[module.name] = outcome.base
                }
                if let settings = outcome.xcode { Self.add(outcome.newFiles, joining: settings, to: &xcodeEdits) }
                outcomes.append(outcome)
            } catch {
                problems.add(error)
            }
            try progress?.planned(index + 1, of: modules.count, module: module.name)
        }
        if movingTo != nil, let problem = wiringLeftBehind(moving: modules, in: lockfile) { problems.add(problem) }
        try problems.check()
        // Insertions go into the files as this run leaves them: a parent's file the run merges takes its children's
        // wiring over the merged text, in one write.
        var planned: [String: [UInt8]] = [:]
        for write in writes {
            if let path = recorder.relativePath(write.url) { planned[path] = write.bytes }
        }
        var insertions = InsertionUpdate(recorder: recorder, lockfile: lockfile, planned: planned)
        var insertionsChanged = false
        // A module that waits on conflict markers was not rendered: its insertions stay as they are.
        for outcome in outcomes where !outcome.waiting {
            let recordedVersion = lockfile.modules[outcome.entry.name]?.template.version
            let addingNew = movingTo != nil || outcome.entry.template.version != recordedVersion
            let recorded = insertions.update(
                outcome.entry, rendered: outcome.renderedInsertions, ownFiles: Set(outcome.entry.files.map(\.path)),
                addingNew: addingNew)
            if recorded != outcome.entry.insertions {
                newLockfile.modules[outcome.entry.name]?.insertions = recorded
                insertionsChanged = true
            }
        }
        let edited = insertions.edited
        writes = writes.map { write in
            guard let path = recorder.relativePath(write.url), let bytes = edited[path] else { return write }
            var merged = GenerationPlan.File(
                root: write.root, relativePath: write.relativePath, bytes: bytes, kind: write.kind,
                module: write.module, replacesExistingFile: write.replacesExistingFile)
            merged.expectedContents = write.expectedContents
            return merged
        }
        // A file the run merges is reported once, as its insertions leave it.
        let merged = updates.count
        for update in insertions.updates {
            guard let index = updates[..<merged].lastIndex(where: { $0.path == update.path && $0.isWritten }) else {
                updates.append(update)
                continue
            }
            updates[index] = updates[index].combined(with: update)
        }
        let support = try updateSupport(of: lockfile, renders: supportRenders, into: &newLockfile)
        updates += support.files
        for (module, file) in support.newFiles {
            guard let settings = outcomes.first(where: { $0.entry.name == module })?.xcode else { continue }
            Self.add([file], joining: settings, to: &xcodeEdits)
        }
        var changes = ChangeSet(files: writes + insertions.writes + support.writes, confinement: recorder.confinement)
        changes.deletions = deletions
        if !bases.isEmpty || insertionsChanged || support.changed {
            changes.recordFiles = recorder.recordFiles(
                newLockfile, bases: bases, previousBytes: lockfileBytes, supportBase: support.base)
        }
        changes.xcodeProjects = try xcodeProjectUpdates(xcodeEdits)
        var result = Result(files: updates, changes: changes)
        result.warnings = insertions.warnings
        return result
    }

    /// Adds `files` to the files that join the Xcode project of `settings`, gathered by settings.
    private static func add(
        _ files: [GenerationPlan.File], joining settings: XcodeProjectSettings,
        to edits: inout [(settings: XcodeProjectSettings, files: [GenerationPlan.File])]
    ) {
        guard !files.isEmpty else { return }
        if let index = edits.firstIndex(where: { $0.settings == settings }) {
            edits[index].files += files
        } else {
            edits.append((settings, files))
        }
    }

    /// One update per Xcode project, in the order the modules name them: modules that joined the same project with
    /// other targets or groups are added in turn, in memory, so that each project file is written once.
    /// - Throws: `Diagnostics` with every project's problems.
    private func xcodeProjectUpdates(_ edits: [(settings: XcodeProjectSettings, files: [GenerationPlan.File])])
        throws(Diagnostics) -> [XcodeProjectUpdate]
    {
        var problems = DiagnosticCollector()
        var updates: [XcodeProjectUpdate] = []
        var failed: Set<String> = []
        for edit in edits {
            guard let project = edit.settings.project else { continue }
            let path = project.normalizedPath
            guard !failed.contains(path) else { continue }
            do {
                if let index = updates.firstIndex(where: { $0.project.normalizedPath == path }) {
                    updates[index] = try updates[index].adding(edit.files, settings: edit.settings)
                } else {
                    updates.append(
                        try XcodeProjectUpdate.plan(adding: edit.files, to: project, settings: edit.settings))
                }
            } catch {
                failed.insert(path)
                problems.add(error)
            }
        }
        try problems.check()
        return updates
    }

    /// The update of a file viper-gen wrote as `base`, now `yours` on disk, that the set renders as `theirs`: yours
    /// unchanged → theirs; theirs unchanged → yours; both changed → the three-way line merge.
    static func merge(module: String, path: String, base: [UInt8], yours: [UInt8], theirs: [UInt8]) -> FileUpdate {
        if yours == base || yours == theirs {
            return FileUpdate(
                module: module, path: path, action: yours == theirs ? .unchanged : .updated,
                contents: yours == theirs ? nil : theirs)
        }
        if theirs == base { return FileUpdate(module: module, path: path, action: .kept, contents: nil) }
        let merged = ThreeWayMerge.merge(base: base, yours: yours, theirs: theirs)
        var update = FileUpdate(
            module: module, path: path, action: merged.hasConflicts ? .conflicted : .merged, contents: merged.bytes,
            conflicts: merged.conflicts)
        if merged.hasConflicts, let blocks = try? ConflictBlocks(merged.bytes) {
            update.templateAdditions = blocks.blocks.count(where: \.onlyAddsTemplateLines)
        }
        return update
    }

    private struct ModuleOutcome {
        var files: [FileUpdate] = []
        var writes: [GenerationPlan.File] = []
        var entry: LockedModule
        var base: [UInt8]
        var xcode: XcodeProjectSettings?
        /// Files created or restored, which join the Xcode project.
        var newFiles: [GenerationPlan.File] = []
        /// The module's insertions as rendered now.
        var renderedInsertions: [GenerationPlan.RenderedInsertion] = []
        /// The set's support files as rendered now for the module.
        var support: [SupportFile] = []
        /// The files a move to another set deletes (`movingTo`).
        var deletions: [ChangeSet.Deletion] = []
        /// Whether the module waits on conflict markers of an earlier update: nothing of it was rendered.
        var waiting = false
    }

    private func update(
        _ module: LockedModule, in lockfile: Lockfile, overrides: [ParameterAssignment],
        newDate: (date: GenerationDate, now: Int?)?
    ) throws(Diagnostics) -> ModuleOutcome {
        let base = try recorder.base(of: module)
        let set: TemplateSet
        if let movingTo {
            set = try library.load(movingTo)
        } else {
            set = try sets.load(module.template, module: module.name)
        }
        let request = GenerationRequest(
            recorded: module, set: set, recorder: recorder, overrides: overrides, newDate: newDate,
            limits: renderLimits)
        var render = try GenerationPlanner(library: library).plan(request, using: set, checkingDisk: false)
        // Files left out by the user's choice stay out: not written, not recorded, not in the base.
        let absent = Set(module.absent).subtracting(restoring)
        let leftOut = render.files.filter { recorder.relativePath($0.url).map(absent.contains) ?? false }
        render.files.removeAll { recorder.relativePath($0.url).map(absent.contains) ?? false }
        // Files this run writes first (new in the set, or restored on purpose) carry its date and author.
        var creating: Set<String> = []
        for file in render.files {
            guard let path = recorder.relativePath(file.url) else { continue }
            if restoring.contains(path)
                || (base.files[path] == nil && FileManager.default.contents(atPath: file.url.path) == nil)
            {
                creating.insert(path)
            }
        }
        let fileInputs: [String: FileInputs]
        (render, fileInputs) = try applyingFileInputs(
            render, of: module, request: request, set: set, creating: creating, newDate: newDate != nil)
        guard var entry = recorder.lockedModule(module.name, files: render.files, plan: render, request: request) else {
            throw Diagnostics([
                Diagnostic(.data, "\(recorder.lockfileURL.path): module \(module.name) renders outside the project")
            ])
        }
        entry.absent = leftOut.compactMap { recorder.relativePath($0.url) }.sorted()
        entry.insertions = module.insertions
        for index in entry.files.indices {
            entry.files[index].date = fileInputs[entry.files[index].path]?.date
            entry.files[index].author = fileInputs[entry.files[index].path]?.author
        }
        // A lockfile from before the time was recorded keeps its entry as it is unless the date is renewed.
        if module.inputs.time == nil, newDate == nil { entry.inputs.time = nil }
        // The package targets stay recorded: an update renders the module again, it does not declare them again.
        entry.inputs.package = module.inputs.package
        // Files new in the set may need folders: they are recorded with those the module had.
        entry.folders = recorder.createdFolders(
            files: render.files.map(\.normalizedPath), emptyFolders: [], in: lockfile, module: module.name,
            earlier: module.folders)
        var outcome = ModuleOutcome(
            entry: entry, base: ModuleBase.encoded(render.files.map { ($0.relativePath, $0.bytes) }),
            xcode: request.xcode.project == nil ? nil : request.xcode)
        outcome.renderedInsertions = render.renderedInsertions
        outcome.support = render.support
        // Each recorded file is read once, as bytes: for conflict markers here, as yours below.
        var recorded: [String: [UInt8]] = [:]
        for file in module.files {
            if let data = FileManager.default.contents(atPath: recorder.url(file.path).path) {
                recorded[file.path] = [UInt8](data)
            }
        }
        // A file that still holds an earlier update's conflict markers is never merged again: the module waits.
        let unresolved = module.files.filter { recorded[$0.path].map(ModuleInspector.hasConflictMarkers) ?? false }
        if !unresolved.isEmpty {
            var waiting = ModuleOutcome(entry: module, base: [])
            waiting.waiting = true
            waiting.files = unresolved.map {
                FileUpdate(module: module.name, path: $0.path, action: .unresolved, contents: nil)
            }
            return waiting
        }
        // What the set renders now must resolve inside the project and outside .git, before anything is read.
        let confinement = recorder.confinement
        var refused = DiagnosticCollector()
        for file in render.files {
            if let problem = confinement.problem(with: file.url.path, fix: "fix the set's output paths") {
                refused.add(problem)
            }
        }
        try refused.check()
        var rendered: Set<String> = []
        var foreign: [String] = []
        for file in render.files {
            let path = recorder.relativePath(file.url)!
            rendered.insert(path)
            let theirs = file.bytes
            let yoursBytes =
                recorded[path] ?? FileManager.default.contents(atPath: file.url.path).map { [UInt8]($0) }
            var update: FileUpdate
            switch (base.files[path], yoursBytes) {
            case (_, nil):
                update = FileUpdate(
                    module: module.name, path: path,
                    action: base.files[path] == nil && !restoring.contains(path) ? .created : .restored,
                    contents: theirs)
                outcome.newFiles.append(file)
            case (let baseBytes?, let yours?):
                update = Self.merge(module: module.name, path: path, base: baseBytes, yours: yours, theirs: theirs)
            case (nil, _?):
                // A file new in the set where one exists already: another module's (never shared), or one viper-gen
                // did not write (never taken over).
                if let owner = PathClaims.owner(of: path, besides: module.name, in: lockfile) {
                    throw Diagnostics([
                        PathClaims.clash(
                            path, owner: owner, claimant: module.name, lockfilePath: recorder.lockfileURL.path)
                    ])
                }
                foreign.append(file.url.path)
                continue
            }
            if let contents = update.contents {
                var write = GenerationPlan.File(
                    root: file.root, relativePath: file.relativePath, bytes: contents, kind: file.kind,
                    module: module.name, replacesExistingFile: yoursBytes != nil)
                // A file edited while viper-gen works is never overwritten: the writer checks these bytes last.
                write.expectedContents = yoursBytes
                outcome.writes.append(write)
            }
            outcome.files.append(update)
        }
        if !foreign.isEmpty {
            throw Diagnostics(
                foreign.map {
                    Diagnostic(
                        .cannotCreate,
                        "\($0) holds a file viper-gen did not write, and module \(module.name)'s set now makes a file "
                            + "there; nothing was written; move your file away (or rename it), then run "
                            + "'\(Remedy.command(.update, arguments: [module.name]))' again")
                })
        }
        for file in module.files where !rendered.contains(file.path) {
            // Moving to another set: a file only the old set made goes, unless it holds your work.
            if movingTo != nil, let bytes = recorded[file.path], bytes == base.files[file.path] {
                outcome.files.append(FileUpdate(module: module.name, path: file.path, action: .removed, contents: nil))
                outcome.deletions.append(
                    ChangeSet.Deletion(root: recorder.lockDirectory, relativePath: file.path, expectedContents: bytes))
                continue
            }
            outcome.files.append(FileUpdate(module: module.name, path: file.path, action: .orphaned, contents: nil))
        }
        for path in entry.absent {
            outcome.files.append(FileUpdate(module: module.name, path: path, action: .absent, contents: nil))
        }
        return outcome
    }
}
