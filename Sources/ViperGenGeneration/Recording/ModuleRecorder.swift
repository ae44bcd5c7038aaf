import ViperGenConfig
import ViperGenEngine
import ViperGenFormats
import ViperGenSupport
import ViperGenTemplateSets

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Records modules in the project's `viper-gen.lock` and their bases in `viper-gen.bases/`, as files of the run's
/// plan, so that recording joins the run's all-or-nothing write.
package struct ModuleRecorder: Sendable {
    /// The folder holding `viper-gen.lock`.
    package let lockDirectory: URL
    /// The project's sets, through which the lockfile's set records are read (`TemplateLibrary.current(_:)`);
    /// `nil` reads them as they are.
    package var library: TemplateLibrary?

    /// `lockDirectory`'s normalized path, worked out once: every recorded path is made relative to it.
    let lockDirectoryPath: String

    package init(lockDirectory: URL) {
        self.lockDirectory = lockDirectory
        lockDirectoryPath = lockDirectory.normalizedPath
    }

    /// The lockfile's location.
    package var lockfileURL: URL { lockDirectory.appending(path: Lockfile.fileName) }

    /// The lockfile as it is on disk (empty when there is none) and its bytes, which the writer checks are
    /// unchanged right before it replaces the file.
    /// - Throws: `Diagnostics`: data (65) for a lockfile that does not parse or contradicts itself, with
    ///   `file:line:col`, or that is a link leading out of the project (refused unread); I/O (74) for one that
    ///   cannot be read.
    package func load() throws(Diagnostics) -> (lockfile: Lockfile, bytes: [UInt8]?) {
        guard let (text, data) = try lockfileText() else { return (Lockfile(), nil) }
        var reader = LockfileReader(
            source: SourceText(name: lockfileURL.path, text: text), textInputs: RenderInput.lockfileKeys)
        let lockfile = try reader.read()
        return (library?.current(lockfile) ?? lockfile, Array(data))
    }

    /// The lockfile's text and bytes as they are on disk, `nil` when there is none, read only inside the project:
    /// what every reader of the lockfile (`load()`, the MCP server's lockfile resource) reads.
    /// - Throws: `Diagnostics`: data (65) for a lockfile that is a link leading out of the project (refused
    ///   unread) or nowhere, or that is not UTF-8; I/O (74) for one that cannot be read.
    package func lockfileText() throws(Diagnostics) -> (text: String, data: Data)? {
        let path = lockfileURL.path
        guard FileSystem.fileType(path) != nil else { return nil }
        // Never read through a link that leads out of the project: a committed link to a key is refused, unread.
        if let problem = confinement.problem(with: path, fix: "restore \(Lockfile.fileName) from git") {
            throw Diagnostics([problem])
        }
        guard FileSystem.fileType(followingLinks: path) != nil else {
            throw Diagnostics([
                Diagnostic(
                    .data, "\(path) is a symbolic link that leads nowhere; restore \(Lockfile.fileName) from git")
            ])
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw Diagnostics([Diagnostic(.io, "\(path): cannot read the lockfile; check its permissions")])
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw Diagnostics([Diagnostic(.data, "\(path): the lockfile is not valid UTF-8; restore it from git")])
        }
        return (text, data)
    }

    /// What is wrong with the base of `module`, if anything: missing, or not matching the lockfile.
    /// A base larger than the lockfile records is not read past that size.
    package func baseProblem(of module: LockedModule) -> ModuleStatus.BaseProblem? {
        let path = lockDirectory.appending(path: Lockfile.basePath(of: module.name)).path
        switch FileSystem.readRegularFile(atPath: path, limit: Self.recordedSize(of: module)) {
        case .bytes(let bytes): return ModuleBase(decoding: bytes, for: module) == nil ? .mismatched : nil
        case .tooLarge, .notRegular: return .mismatched
        case .unreadable: return .missing
        }
    }

    /// The size the lockfile records for the base of `module`: the sum of its files' sizes.
    private static func recordedSize(of module: LockedModule) -> Int {
        module.files.reduce(0) { total, file in
            let (sum, overflow) = total.addingReportingOverflow(max(file.size, 0))
            return overflow ? .max - 1 : sum
        }
    }

    /// The bytes of the base file of `module` (`nil` when there is none), read no further than the size the lockfile
    /// records for it: a 1 GB sparse base, a few MB in git, is refused unread.
    /// - Throws: `Diagnostics` (data, 65) for a base larger than the lockfile records, naming both sizes.
    package func baseBytes(of module: LockedModule) throws(Diagnostics) -> [UInt8]? {
        let path = lockDirectory.appending(path: Lockfile.basePath(of: module.name)).path
        let recorded = Self.recordedSize(of: module)
        let size: String
        switch FileSystem.readRegularFile(atPath: path, limit: recorded) {
        case .bytes(let bytes): return bytes
        case .unreadable: return nil
        case .tooLarge(let found): size = "\(found) bytes"
        case .notRegular: size = "no regular file"
        }
        throw Diagnostics([
            Diagnostic(
                .data,
                "\(path): the base of module \(module.name) is \(size), but \(Lockfile.fileName) records \(recorded) "
                    + "bytes for it; refused unread; restore both from git, or run "
                    + "'\(Remedy.command(.adopt, arguments: [module.name], options: [.force]))'")
        ])
    }

    /// The base of `module`: the bytes last written for each of its files.
    /// - Throws: `Diagnostics` (data, 65) when the base file is missing, larger than the lockfile records, or does
    ///   not match the lockfile.
    package func base(of module: LockedModule) throws(Diagnostics) -> ModuleBase {
        let path = lockDirectory.appending(path: Lockfile.basePath(of: module.name)).path
        let bytes = try baseBytes(of: module)
        guard let bytes else {
            throw Diagnostics([
                Diagnostic(
                    .data,
                    "\(path): the base of module \(module.name) is missing; restore it from git (it is committed with "
                        + "\(Lockfile.fileName)), or run '\(Remedy.command(.adopt, arguments: [module.name], options: [.force]))' "
                        + "to record the module "
                        + "again; nothing is deleted")
            ])
        }
        guard let base = ModuleBase(decoding: bytes, for: module) else {
            throw Diagnostics([
                Diagnostic(
                    .data,
                    "\(path): the base of module \(module.name) does not match \(Lockfile.fileName) (other sizes or "
                        + "hashes); restore both from git, or run "
                        + "'\(Remedy.command(.adopt, arguments: [module.name], options: [.force]))'")
            ])
        }
        return base
    }

    /// Adds to `plan` the lockfile and base files that record its modules with the inputs of `request`. Modules
    /// whose files lie outside the lockfile's folder cannot be recorded: a warning says so.
    /// - Throws: `Diagnostics` for a lockfile that cannot be read, and (can't create, 73) for a module whose name
    ///   the lockfile holds already for other output folders: a lockfile holds one module of a name.
    func record(_ plan: inout GenerationPlan, request: GenerationRequest) throws(Diagnostics) {
        var (lockfile, bytes) = try load()
        var problems = DiagnosticCollector()
        var bases: [String: [UInt8]] = [:]
        // Everything a module's checks look up is gathered or indexed once, so that each module costs the same
        // however many the run and the lockfile hold.
        var byModule: [String: [GenerationPlan.File]] = [:]
        for file in plan.files { byModule[file.module, default: []].append(file) }
        var insertionsByModule: [String: [GenerationPlan.Insertion]] = [:]
        for insertion in plan.insertions { insertionsByModule[insertion.module, default: []].append(insertion) }
        var foldersByModule: [String: [String]] = [:]
        for folder in plan.folders { foldersByModule[folder.module, default: []].append(folder.normalizedPath) }
        var claims = PathClaims(lockfile: lockfile, lockfileURL: lockfileURL)
        var recorded = RecordedModules(lockfile)
        var listings = FolderListings()
        for name in request.moduleNames where byModule[name] != nil {
            let files = byModule[name]!
            guard var module = lockedModule(name, files: files, plan: plan, request: request) else {
                plan.warnings.append(
                    Warning(
                        "\(name) is not recorded in \(lockfileURL.path): its files or the Xcode project lie outside "
                            + "\(lockDirectory.path); run viper-gen from the project's folder to keep it up to date"))
                continue
            }
            if let clash = caseClash(name, in: lockfile, recorded: recorded, listings: &listings)
                ?? outputCaseClash(module, in: recorded)
            {
                problems.add(clash)
                continue
            }
            if let lookalike = ModuleName.lookalikeWarning(for: name, recorded: lockfile.modules.keys) {
                plan.warnings.append(Warning(lookalike))
            }
            if let recorded = lockfile.modules[name],
                recorded.inputs.output != module.inputs.output
                    || recorded.inputs.testsOutput != module.inputs.testsOutput
            {
                problems.add(sameName(recorded, as: module))
                continue
            }
            let clashes = module.files.compactMap { claims.claim($0.path, by: name) }
            guard clashes.isEmpty else {
                clashes.forEach { problems.add($0) }
                continue
            }
            // Text that stood at its anchor already is not the module's (whoever wrote it keeps it, and `remove`
            // leaves it), unless the module recorded it itself (`module --force` over it).
            let earlier = lockfile.modules[name]?.insertions ?? []
            module.insertions = (insertionsByModule[name] ?? []).compactMap { insertion in
                guard let file = relativePath(insertion.url) else { return nil }
                var locked = LockedInsertion(
                    file: file, anchor: insertion.anchor, placement: insertion.placement.rawValue,
                    text: String(decoding: insertion.bytes, as: UTF8.self), entry: insertion.index)
                guard insertion.alreadyPresent else {
                    locked.addedLineBreak = insertion.addedLineBreak
                    return locked
                }
                return earlier.first {
                    var same = $0; same.addedLineBreak = false; return same == locked
                }
            }
            let old = lockfile.modules[name]
            module.folders = createdFolders(
                files: files.map(\.normalizedPath), emptyFolders: foldersByModule[name] ?? [],
                earlier: old?.folders ?? [], recordedByOthers: { recorded.recordsFolder($0, besides: old) })
            recorded.record(module, replacing: old)
            lockfile.modules[name] = module
            bases[name] = ModuleBase.encoded(files.map { ($0.relativePath, $0.bytes) })
        }
        let supportBase = recordSupport(of: plan, recorded: Set(bases.keys), in: &lockfile, problems: &problems)
        try problems.check()
        guard !bases.isEmpty else { return }
        plan.recordFiles = recordFiles(lockfile, bases: bases, previousBytes: bytes, supportBase: supportBase)
        plan.warnings += ignoredRecordWarnings(base: bases.keys.sorted()[0])
    }

    /// A warning for each of the lockfile and the bases folder that a `.gitignore` ignores: they are committed, or
    /// `update` and `check` cannot work in a fresh clone.
    package func ignoredRecordWarnings(base module: String) -> [Warning] {
        let places = [
            (lockfileURL.path, Lockfile.fileName),
            (url(Lockfile.basePath(of: module)).path, Lockfile.basesFolder + "/"),
        ]
        return places.compactMap { path, name in
            GitIgnore.match(for: path).map {
                Warning(
                    "\($0.file):\($0.line): '\($0.pattern)' ignores \(name), which records your modules; commit "
                        + "\(Lockfile.fileName) and \(Lockfile.basesFolder)/ (remove the line, or add '!\(name)' below "
                        + "it), or 'update' and 'check' cannot work in a fresh clone")
            }
        }
    }

    /// The refusal of module `name` where `lockfile` records, or `viper-gen.bases/` holds, a module spelled
    /// differently only in letter case (or Unicode normalisation): their base files would be one file on a Mac, and
    /// the lockfile one entry there. `nil` when there is none.
    package func caseClash(_ name: String, in lockfile: Lockfile) -> Diagnostic? {
        var listings = FolderListings()
        return caseClash(name, in: lockfile, recorded: RecordedModules(lockfile), listings: &listings)
    }

    /// `caseClash(_:in:)` with the lockfile's modules indexed (`recorded`) and the bases folder listed
    /// (`listings`) once for all the modules of a run.
    func caseClash(
        _ name: String, in lockfile: Lockfile, recorded modules: RecordedModules, listings: inout FolderListings
    ) -> Diagnostic? {
        let fix = "a case-insensitive file system (macOS's default) takes the two names for one module: name this one "
        if lockfile.modules[name] == nil, let recorded = modules.name(matching: name) {
            return Diagnostic(
                .cannotCreate,
                "\(lockfileURL.path): module \(name) differs only in letter case from module \(recorded), which is "
                    + "recorded there; \(fix)'\(recorded)' to work on that one, or choose a name that differs in more "
                    + "than letter case")
        }
        let bases = lockDirectory.appending(path: Lockfile.basesFolder).path
        if let variant = FileSystem.caseVariant(of: name + ".base", inFolder: bases, listings: &listings) {
            let existing = joinedPath(bases, variant)
            return Diagnostic(
                .cannotCreate,
                "\(existing) differs only in letter case from the base of module \(name), \(name).base, and is on "
                    + "disk; \(fix)differently, or remove \(existing) if no module of that name is recorded")
        }
        return nil
    }

    /// The refusal of a module named as one the lockfile holds for other output folders.
    private func sameName(_ recorded: LockedModule, as module: LockedModule) -> Diagnostic {
        func folders(_ inputs: LockedInputs) -> String {
            inputs.output == inputs.testsOutput
                ? "'\(inputs.output)'" : "'\(inputs.output)' (tests in '\(inputs.testsOutput)')"
        }
        return Diagnostic(
            .cannotCreate,
            "\(lockfileURL.path): module \(module.name) is recorded already, in \(folders(recorded.inputs)), not "
                + "\(folders(module.inputs)); a lockfile holds one module of a name: name this one differently, or "
                + "run '\(Remedy.command(.remove, arguments: [module.name]))' first")
    }

    /// The lockfile and base files to write for `lockfile` with new `bases`, by module name, and the support files'
    /// new base, if it changed. `previousBytes` is the lockfile as read, which the writer checks is unchanged
    /// before it replaces it (`nil`: there was none).
    package func recordFiles(
        _ lockfile: Lockfile, bases: [String: [UInt8]], previousBytes: [UInt8]?, supportBase: [UInt8]? = nil
    ) -> [GenerationPlan.File] {
        var files = [
            GenerationPlan.File(
                root: lockDirectory, relativePath: Lockfile.fileName, bytes: lockfile.encodedBytes(), kind: .code,
                module: "", replacesExistingFile: previousBytes != nil, expectedContents: previousBytes)
        ]
        for name in bases.keys.sorted() {
            let relative = Lockfile.basePath(of: name)
            files.append(
                GenerationPlan.File(
                    root: lockDirectory, relativePath: relative, bytes: bases[name]!, kind: .code, module: name,
                    replacesExistingFile: FileSystem.fileType(lockDirectory.appending(path: relative).path) != nil))
        }
        if let supportBase {
            files.append(
                GenerationPlan.File(
                    root: lockDirectory, relativePath: Lockfile.supportBasePath, bytes: supportBase, kind: .code,
                    module: "",
                    replacesExistingFile: FileSystem.fileType(url(Lockfile.supportBasePath).path) != nil))
        }
        return files
    }

    /// The lockfile entry of module `name` written as `files`; `nil` when a path lies outside the lockfile's folder.
    package func lockedModule(
        _ name: String, files: [GenerationPlan.File], plan: GenerationPlan, request: GenerationRequest
    ) -> LockedModule? {
        var lockedFiles: [LockedFile] = []
        for file in files {
            guard let path = relativePath(normalized: file.normalizedPath) else { return nil }
            lockedFiles.append(
                LockedFile(
                    path: path, kind: file.kind.rawValue, size: file.bytes.count, sha256: SHA256.hex(file.bytes)))
        }
        var inputs = LockedInputs()
        inputs.texts = RenderInput.recorded(request)
        for setting in ModuleSetting.allCases {
            guard setting.record(request, module: name, files: files, plan: plan, by: self, into: &inputs) else {
                return nil
            }
        }
        return LockedModule(name: name, template: lockedTemplate(of: plan), inputs: inputs, files: lockedFiles)
    }

    /// `url`'s path relative to the lockfile's folder (`.` for the folder itself); `nil` outside it.
    package func relativePath(_ url: URL) -> String? {
        relativePath(normalized: url.normalizedPath)
    }

    /// `relativePath(_:)` of a path normalized already (`GenerationPlan.File.normalizedPath`).
    package func relativePath(normalized path: String) -> String? {
        let base = lockDirectoryPath
        if path == base { return "." }
        let prefix = base == "/" ? "/" : base + "/"
        guard path.hasPrefix(prefix) else { return nil }
        return String(path.dropFirst(prefix.count))
    }

    /// The absolute location of a path relative to the lockfile's folder.
    package func url(_ relativePath: String) -> URL {
        relativePath == "." ? lockDirectory : lockDirectory.appending(path: relativePath)
    }
}
