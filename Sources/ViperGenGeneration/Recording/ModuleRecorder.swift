import ViperGenConfig
import ViperGenEngine
import ViperGenFormats
import ViperGenSupport

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

    package init(lockDirectory: URL) {
        self.lockDirectory = lockDirectory
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
        return (try reader.read(), Array(data))
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
    package func baseProblem(of module: LockedModule) -> ModuleStatus.BaseProblem? {
        let path = lockDirectory.appending(path: Lockfile.basePath(of: module.name)).path
        guard let data = FileManager.default.contents(atPath: path) else { return .missing }
        return ModuleBase(decoding: Array(data), for: module) == nil ? .mismatched : nil
    }

    /// The base of `module`: the bytes last written for each of its files.
    /// - Throws: `Diagnostics` (data, 65) when the base file is missing or does not match the lockfile.
    package func base(of module: LockedModule) throws(Diagnostics) -> ModuleBase {
        let path = lockDirectory.appending(path: Lockfile.basePath(of: module.name)).path
        guard let data = FileManager.default.contents(atPath: path) else {
            throw Diagnostics([
                Diagnostic(
                    .data,
                    "\(path): the base of module \(module.name) is missing; restore it from git (it is committed with "
                        + "\(Lockfile.fileName)), or run '\(Remedy.command(.adopt, arguments: [module.name], options: [.force]))' "
                        + "to record the module "
                        + "again; nothing is deleted")
            ])
        }
        guard let base = ModuleBase(decoding: Array(data), for: module) else {
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
        var byModule: [String: [GenerationPlan.File]] = [:]
        for file in plan.files { byModule[file.module, default: []].append(file) }
        var claims = PathClaims(lockfile: lockfile, lockfileURL: lockfileURL)
        for name in request.moduleNames where byModule[name] != nil {
            let files = byModule[name]!
            guard var module = lockedModule(name, files: files, plan: plan, request: request) else {
                plan.warnings.append(
                    Warning(
                        "\(name) is not recorded in \(lockfileURL.path): its files or the Xcode project lie outside "
                            + "\(lockDirectory.path); run viper-gen from the project's folder to keep it up to date"))
                continue
            }
            if let clash = caseClash(name, in: lockfile) ?? outputCaseClash(module, in: lockfile) {
                problems.add(clash)
                continue
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
            module.insertions = plan.insertions.filter { $0.module == name }.compactMap { insertion in
                relativePath(insertion.url).map {
                    LockedInsertion(
                        file: $0, anchor: insertion.anchor, placement: insertion.placement.rawValue,
                        text: String(decoding: insertion.bytes, as: UTF8.self), entry: insertion.index)
                }
            }
            module.folders = createdFolders(
                files: files.map(\.normalizedPath),
                emptyFolders: plan.folders.filter { $0.module == name }.map(\.normalizedPath),
                in: lockfile, module: name, earlier: lockfile.modules[name]?.folders ?? [])
            lockfile.modules[name] = module
            bases[name] = ModuleBase.encoded(files.map { ($0.relativePath, $0.bytes) })
        }
        try problems.check()
        guard !bases.isEmpty else { return }
        plan.recordFiles = recordFiles(lockfile, bases: bases, previousBytes: bytes)
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
        let fix = "a case-insensitive file system (macOS's default) takes the two names for one module: name this one "
        if lockfile.modules[name] == nil,
            let recorded = lockfile.modules.keys.sorted().first(where: { FileSystem.isSameNameIgnoringCase($0, name) })
        {
            return Diagnostic(
                .cannotCreate,
                "\(lockfileURL.path): module \(name) differs only in letter case from module \(recorded), which is "
                    + "recorded there; \(fix)'\(recorded)' to work on that one, or choose a name that differs in more "
                    + "than letter case")
        }
        let bases = lockDirectory.appending(path: Lockfile.basesFolder).path
        if let variant = FileSystem.caseVariant(of: name + ".base", inFolder: bases) {
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

    /// The lockfile and base files to write for `lockfile` with new `bases`, by module name. `previousBytes` is
    /// the lockfile as read, which the writer checks is unchanged before it replaces it (`nil`: there was none).
    package func recordFiles(
        _ lockfile: Lockfile, bases: [String: [UInt8]], previousBytes: [UInt8]?
    ) -> [GenerationPlan.File] {
        var files = [
            GenerationPlan.File(
                root: lockDirectory, relativePath: Lockfile.fileName, contents: lockfile.encoded(), kind: .code,
                module: "", replacesExistingFile: previousBytes != nil, expectedContents: previousBytes)
        ]
        for name in bases.keys.sorted() {
            let relative = Lockfile.basePath(of: name)
            files.append(
                GenerationPlan.File(
                    root: lockDirectory, relativePath: relative, bytes: bases[name]!, kind: .code, module: name,
                    replacesExistingFile: FileSystem.fileType(lockDirectory.appending(path: relative).path) != nil))
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
        let identity = plan.templateIdentity
        let source: String
        switch identity.origin {
        case .builtIn: source = "built-in"
        case .directory(let folder): source = relativePath(URL(fileURLWithPath: folder)) ?? folder
        }
        return LockedModule(
            name: name,
            template: LockedTemplate(
                name: plan.templateName, source: source, version: identity.version, contentHash: identity.contentHash),
            inputs: inputs, files: lockedFiles)
    }

    /// `url`'s path relative to the lockfile's folder (`.` for the folder itself); `nil` outside it.
    package func relativePath(_ url: URL) -> String? {
        relativePath(normalized: url.normalizedPath)
    }

    /// `relativePath(_:)` of a path normalized already (`GenerationPlan.File.normalizedPath`).
    package func relativePath(normalized path: String) -> String? {
        let base = lockDirectory.normalizedPath
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
