import ViperGenFormats
import ViperGenGeneration
import ViperGenMerge
import ViperGenProjects
import ViperGenSupport

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Plans `viper-gen remove`: deleting a recorded module's files (and the folders they leave empty), its base file,
/// and its lockfile entry, and taking it out of the project files it joined (its files out of the Xcode project,
/// its targets out of `Package.swift`, each through its `ProjectFileKind`), all in one all-or-nothing write. Files edited since viper-gen wrote them stop the run
/// unless `force` is set.
package struct ModuleRemovalPlanner {
    let recorder: ModuleRecorder

    package init(recorder: ModuleRecorder) {
        self.recorder = recorder
    }

    /// The run: the files removed, those already gone, and the changes that make it.
    package struct Result {
        /// Files deleted (paths relative to the lockfile's folder).
        package var removed: [String] = []
        /// Files that were gone already.
        package var missing: [String] = []
        /// Files deleted although edited (`--force`).
        package var editedRemoved: [String] = []
        /// The recorded insertions taken out of their files, as `RecordedInsertion.description` names them.
        package var insertionsRemoved: [String] = []
        /// The recorded insertions whose lines were not found (edited or gone), left alone (`--force`).
        package var insertionsNotFound: [String] = []
        /// The Xcode project the files leave, and how many files and groups it loses.
        package var xcodeProject: (project: URL, files: Int, groups: Int)?
        /// The package manifest the module's targets leave, and the targets it listed.
        package var packageManifest: (manifest: URL, targets: [String])?
        /// The version-specific manifests beside it (`Package@swift-6.0.swift`, …) that listed some of the targets,
        /// and which.
        package var packageManifestVariants: [(manifest: URL, targets: [String])] = []
        /// The deletions, edits and record files that make the removal.
        package var changes: ChangeSet
        /// The support files' new base, when support files stay and one went.
        var supportBase: [UInt8]?
        /// The support files deleted with their last module (paths relative to the lockfile's folder), which leave
        /// the Xcode project with the module's own files.
        var removedSupportFiles: [String] = []
    }

    /// Plans removing `module` from `lockfile`.
    /// - Throws: `Diagnostics` (can't create, 73) naming every edited file when `force` is not set.
    package func plan(_ module: LockedModule, in lockfile: Lockfile, lockfileBytes: [UInt8]?, force: Bool)
        throws(Diagnostics) -> Result
    {
        var result = Result(changes: ChangeSet(confinement: recorder.confinement))
        var problems = DiagnosticCollector()
        let wiredIn = Self.modulesWired(into: module, in: lockfile)
        if !force {
            for (other, files) in wiredIn {
                problems.add(
                    Diagnostic(
                        .cannotCreate,
                        "\(other) is wired into \(module.name) (\(files.joined(separator: ", "))); nothing was removed; "
                            + "run \(Remedy.command(.remove, arguments: [other])) first, or pass "
                            + "\(Remedy.option(.force)) to remove \(module.name) with \(other)'s lines in it"))
            }
        }
        let othersInsertions = wiredIn.flatMap { lockfile.modules[$0.module]!.insertions }
        for file in module.files {
            // Lines another module recorded as its insertions are that module's, not edits (`modulesWired`).
            _ = planDeletion(
                of: file, besides: othersInsertions.filter { $0.file == file.path }, force: force, into: &result,
                problems: &problems)
        }
        removeInsertions(of: module, in: lockfile, force: force, into: &result, problems: &problems)
        var remaining = lockfile
        remaining.modules[module.name] = nil
        removeSupport(of: module, from: &remaining, force: force, into: &result, problems: &problems)
        try problems.check()
        result.changes.emptiedFolders =
            Self.foldersToRemove(of: module).map(recorder.url) + result.changes.emptiedFolders
        if let xcode = module.inputs.xcode {
            try removeFromProject(recorder.url(xcode.project), module: module, into: &result)
        }
        if let package = module.inputs.package {
            try removeFromManifest(package, into: &result)
        }
        if remaining.modules.isEmpty, let lockfileBytes {
            // The last module: the lockfile goes too, so that a project that only ever had this module is as before.
            result.changes.deletions.append(
                ChangeSet.Deletion(
                    root: recorder.lockDirectory, relativePath: Lockfile.fileName, expectedContents: lockfileBytes))
        } else {
            // The lockfile, and the support files' base when it changed: no module's base is written.
            result.changes.recordFiles = recorder.recordFiles(
                remaining, bases: [:], previousBytes: lockfileBytes, supportBase: result.supportBase)
        }
        let basePath = Lockfile.basePath(of: module.name)
        if let base = try recorder.baseBytes(of: module) {
            result.changes.deletions.append(
                ChangeSet.Deletion(root: recorder.lockDirectory, relativePath: basePath, expectedContents: base))
            result.changes.emptiedFolders.append(recorder.url(Lockfile.basesFolder))
        }
        return result
    }

    /// Plans deleting `file` (a module's file, or a support file with its last module): one that is gone is
    /// reported missing; one edited since viper-gen wrote it (apart from `insertions`, other modules' lines) stops
    /// the run (73) unless `force` is set. `why` is said of an edited file before the refusal.
    func planDeletion(
        of file: LockedFile, besides insertions: [LockedInsertion], why: String = "", force: Bool,
        into result: inout Result, problems: inout DiagnosticCollector
    ) -> Bool {
        let url = recorder.url(file.path)
        guard let bytes = FileSystem.readBytes(atPath: url.path) else {
            result.missing.append(file.path)
            return false
        }
        let edited = !ModuleInspector.isAsWritten(bytes, file, besides: insertions)
        if edited, !force {
            problems.add(
                Diagnostic(
                    .cannotCreate,
                    "\(url.path) was edited since viper-gen wrote it\(why); nothing was removed; keep your work "
                        + "elsewhere, or pass \(Remedy.option(.force)) to remove it too"))
            return false
        }
        if edited { result.editedRemoved.append(file.path) }
        result.removed.append(file.path)
        // Staged in the lockfile's folder, which stays, so that every folder below it can go.
        result.changes.deletions.append(
            ChangeSet.Deletion(root: recorder.lockDirectory, relativePath: file.path, expectedContents: bytes))
        return true
    }

    /// Plans taking the module's recorded insertions out of their files: exactly the lines recorded, at the place
    /// they were put (next to the anchor, past other recorded insertions there), with the line break added to an
    /// anchor that ended the file, so that a file nothing else changed is back to its bytes. Lines are never looked
    /// for elsewhere. Lines edited or gone from their place stop the run (73) unless `force` is set; then they are
    /// left and reported. Files the module itself deletes are left to the deletion.
    private func removeInsertions(
        of module: LockedModule, in lockfile: Lockfile, force: Bool, into result: inout Result,
        problems: inout DiagnosticCollector
    ) {
        let everyInsertion = lockfile.modules.keys.sorted().flatMap { lockfile.modules[$0]!.insertions }
        let ownFiles = Set(module.files.map(\.path))
        var order: [String] = []
        for insertion in module.insertions where !ownFiles.contains(insertion.file) && !order.contains(insertion.file) {
            order.append(insertion.file)
        }
        for file in order {
            let url = recorder.url(file)
            guard let data = FileManager.default.contents(atPath: url.path) else {
                for insertion in module.insertions where insertion.file == file {
                    result.insertionsNotFound.append(
                        RecordedInsertion.description(of: insertion, module: module.name, file: file))
                }
                continue
            }
            let original = [UInt8](data)
            var lines = TextLines.split(original).map { Array($0) }
            // The last inserted first, so that each is found where it was put; reported in the recorded order.
            let (removedStart, notFoundStart) = (result.insertionsRemoved.count, result.insertionsNotFound.count)
            for insertion in module.insertions.reversed() where insertion.file == file {
                let name = RecordedInsertion.description(of: insertion, module: module.name, file: file)
                let place = RecordedInsertion.place(of: insertion, in: lines, besides: everyInsertion)
                guard RecordedInsertion.takeOut(insertion, from: &lines, besides: everyInsertion) else {
                    if force {
                        result.insertionsNotFound.insert(name, at: notFoundStart)
                    } else {
                        problems.add(Self.notFound(insertion, named: name, at: place, in: url, lines: lines))
                    }
                    continue
                }
                result.insertionsRemoved.insert(name, at: removedStart)
            }
            let bytes = Array(lines.joined())
            if bytes != original { result.changes.files.append(.edit(of: url, to: bytes, replacing: original)) }
        }
    }

    /// The refusal (73) of removing a module whose `insertion` is not at `place` in the file at `url`: where it was
    /// put (`file:line`), its text, and whether it was edited there or is gone (deleted by hand).
    private static func notFound(
        _ insertion: LockedInsertion, named name: String, at place: RecordedInsertion.Place, in url: URL,
        lines: [[UInt8]]
    ) -> Diagnostic {
        let advice =
            "nothing was removed; take your version of those lines out by hand, or pass \(Remedy.option(.force)) to "
            + "remove the module without them"
        guard let line = place.line(placement: insertion.placement, count: lines.count) else {
            return Diagnostic(
                .cannotCreate,
                "\(url.path): \(name) (\(RecordedInsertion.shown(insertion))) cannot be found: the anchor is gone; "
                    + advice)
        }
        let what =
            RecordedInsertion.editedRegion(of: insertion, in: lines, at: place) == nil
            ? "is gone from its place (deleted by hand, or edited past recognition)" : "was edited"
        return Diagnostic(
            .cannotCreate,
            "\(url.path):\(line + 1): \(name) (\(RecordedInsertion.shown(insertion))) \(what); \(advice)")
    }

    /// The other modules of `lockfile` that recorded insertions into `module`'s files, by name, each with those
    /// files (paths relative to the lockfile's folder) in `module`'s order: removing `module` would leave them
    /// wired into files that are gone.
    static func modulesWired(into module: LockedModule, in lockfile: Lockfile) -> [(module: String, files: [String])] {
        lockfile.modules.keys.sorted().compactMap { name in
            guard name != module.name else { return nil }
            let targets = Set(lockfile.modules[name]!.insertions.map(\.file))
            let files = module.files.map(\.path).filter(targets.contains)
            return files.isEmpty ? nil : (name, files)
        }
    }

    /// The folders removing `module` removes when they are left empty (paths relative to the lockfile's folder):
    /// the folders its files are in, up to its output folders (not those), and the folders its entry records as
    /// made by viper-gen (output folders and their parents among them). A folder viper-gen did not make, or one
    /// that holds anything else, stays.
    static func foldersToRemove(of module: LockedModule) -> [String] {
        var folders = Set(module.folders)
        let roots = [module.inputs.output, module.inputs.testsOutput]
        for file in module.files { folders.formUnion(parentFolders(of: file.path, below: roots)) }
        return folders.sorted()
    }

    /// The folders `path` stands in, deepest first, up to the first of `roots` (not that one).
    static func parentFolders(of path: String, below roots: [String]) -> [String] {
        var folders: [String] = []
        var parts = path.split(separator: "/").dropLast()
        while !parts.isEmpty {
            let folder = parts.joined(separator: "/")
            if roots.contains(folder) { break }
            folders.append(folder)
            parts = parts.dropLast()
        }
        return folders
    }

    /// Plans taking the module's files out of the Xcode project: the new project file joins the changes, replaced only
    /// if the project still holds the bytes read.
    private func removeFromProject(_ project: URL, module: LockedModule, into result: inout Result)
        throws(Diagnostics)
    {
        let removal: XcodeProjectRemoval.Plan
        do {
            let paths = module.files.map(\.path) + result.removedSupportFiles
            removal = try XcodeProjectRemoval.plan(
                project: project, removing: paths.map { recorder.url($0).normalizedPath })
        } catch {
            throw Diagnostics([error.diagnostic])
        }
        result.xcodeProject = (project, removal.removedFiles.count, removal.removedGroups)
        guard removal.newContents != removal.originalContents else { return }
        result.changes.files.append(
            ChangeSet.File.edit(
                of: removal.projectFile, to: removal.newContents, replacing: removal.originalContents))
    }

    /// Plans taking the module's targets out of the package manifest and the version-specific manifests beside it
    /// (which `--add-target` gave them too): each new manifest joins the changes, replaced only if it still holds the
    /// bytes read. A manifest that is gone lists none of them.
    private func removeFromManifest(_ package: LockedPackage, into result: inout Result) throws(Diagnostics) {
        let url = recorder.url(package.manifest)
        let folder = url.deletingLastPathComponent()
        result.packageManifest = (url, try removeTargets(package.targets, from: url, into: &result.changes))
        // Only files: `--add-target` refuses a linked one, so no link holds the module's targets (nor is followed).
        for variant in PackageManifestUpdate.versionSpecificManifests(in: folder)
        where FileSystem.fileType(variant.path) == .regular {
            let removed = try removeTargets(package.targets, from: variant, into: &result.changes)
            if !removed.isEmpty { result.packageManifestVariants.append((variant, removed)) }
        }
    }

    /// Plans taking `targets` out of the manifest at `url`; the targets it listed (none when it is gone).
    private func removeTargets(_ targets: [String], from url: URL, into changes: inout ChangeSet)
        throws(Diagnostics) -> [String]
    {
        guard FileSystem.fileType(url.path) != nil else { return [] }
        let bytes = try PackageManifestUpdate.contents(of: url)
        let removal = try PackageManifestKind.planRemoval(
            contents: bytes, named: url.path, containingFolder: url.deletingLastPathComponent().path,
            removing: targets)
        if removal.contents != bytes {
            changes.files.append(ChangeSet.File.edit(of: url, to: removal.contents, replacing: bytes))
        }
        return removal.report
    }
}
