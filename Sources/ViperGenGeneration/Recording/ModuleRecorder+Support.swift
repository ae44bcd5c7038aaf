import ViperGenFormats
import ViperGenSupport

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension ModuleRecorder {
    /// Records `plan`'s support files in `lockfile` for the modules of the run that were recorded (`recorded`):
    /// a file written or adopted gets its entry (the users it had, if any, and the run's); one joined or kept gains
    /// the run's modules as users. A path that a recorded module owns is refused (73).
    /// - Returns: The support files' new base (`Lockfile.supportBasePath`) when an entry's bytes changed; `nil`
    ///   when the base stays as it is.
    package func recordSupport(
        of plan: GenerationPlan, recorded: Set<String>, in lockfile: inout Lockfile,
        problems: inout DiagnosticCollector
    ) -> [UInt8]? {
        var changed: [String: [UInt8]] = [:]
        for file in plan.support where file.action != .rendered {
            let users = file.modules.filter(recorded.contains)
            guard !users.isEmpty, let path = relativePath(normalized: file.normalizedPath) else { continue }
            if let owner = lockfile.modules.values.first(where: { $0.claimedPaths.contains(path) })?.name {
                problems.add(PathClaims.clash(path, owner: owner, claimant: "support file", lockfilePath: nil))
                continue
            }
            let index = lockfile.support.firstIndex { $0.path == path }
            var entry =
                index.map { lockfile.support[$0] }
                ?? LockedSupportFile(
                    file: LockedFile(path: path, kind: file.kind.rawValue, size: 0, sha256: ""),
                    template: lockedTemplate(of: plan), modules: [])
            entry.modules = Array(Set(entry.modules + users)).sorted()
            let sha256 = SHA256.hex(file.bytes)
            // Kept: the record stays what viper-gen last wrote, which `update` merges from.
            if file.action != .keep, entry.file.sha256 != sha256 || entry.file.size != file.bytes.count {
                entry.file = LockedFile(path: path, kind: file.kind.rawValue, size: file.bytes.count, sha256: sha256)
                entry.template = lockedTemplate(of: plan)
                changed[path] = file.bytes
            }
            if let index { lockfile.support[index] = entry } else { lockfile.support.append(entry) }
        }
        lockfile.support.sort { $0.path < $1.path }
        guard !changed.isEmpty else { return nil }
        return supportBase(of: lockfile.support, replacing: changed)
    }

    /// The support files' base for `entries`: the bytes of `replacing` where given, else each file's bytes from
    /// the base on disk (or, where that does not match the lockfile, from the file itself while it still holds
    /// what was recorded). `nil` when some file's recorded bytes are nowhere to be found: `check` then reports
    /// the base as missing, as it does for a module's.
    package func supportBase(of entries: [LockedSupportFile], replacing: [String: [UInt8]]) -> [UInt8]? {
        let old = oldSupportBase()
        var bytes: [UInt8] = []
        for entry in entries {
            if let new = replacing[entry.path] {
                bytes += new
            } else if let piece = old?.files[entry.path] {
                bytes += piece
            } else if let data = FileManager.default.contents(atPath: url(entry.path).path),
                data.count == entry.file.size, SHA256.hex([UInt8](data)) == entry.file.sha256
            {
                bytes += [UInt8](data)
            } else {
                return nil
            }
        }
        return bytes
    }

    /// The support files' base on disk, cut by the lockfile's support entries as last written; `nil` when it is
    /// missing or does not match.
    func oldSupportBase() -> ModuleBase? {
        guard let (lockfile, _) = try? load(),
            let data = FileManager.default.contents(atPath: url(Lockfile.supportBasePath).path)
        else { return nil }
        return ModuleBase(decoding: [UInt8](data), files: lockfile.support.map(\.file))
    }

    /// The support files' base as recorded: the bytes last written for each support file of `lockfile`.
    /// - Throws: `Diagnostics` (data, 65) when the base is missing or does not match the lockfile.
    package func supportBase(of lockfile: Lockfile) throws(Diagnostics) -> ModuleBase {
        let path = url(Lockfile.supportBasePath).path
        guard let data = FileManager.default.contents(atPath: path),
            let base = ModuleBase(decoding: [UInt8](data), files: lockfile.support.map(\.file))
        else {
            throw Diagnostics([
                Diagnostic(
                    .data,
                    "\(path): the base of the support files is missing or does not match \(Lockfile.fileName); "
                        + "restore both from git (they are committed together)")
            ])
        }
        return base
    }

    /// Whether the support files' base is missing or does not match `lockfile`.
    package func supportBaseProblem(of lockfile: Lockfile) -> ModuleStatus.BaseProblem? {
        guard !lockfile.support.isEmpty else { return nil }
        guard let data = FileManager.default.contents(atPath: url(Lockfile.supportBasePath).path) else {
            return .missing
        }
        return ModuleBase(decoding: [UInt8](data), files: lockfile.support.map(\.file)) == nil ? .mismatched : nil
    }

    /// The record of the set that rendered `plan`, as a module of it records it.
    func lockedTemplate(of plan: GenerationPlan) -> LockedTemplate {
        let identity = plan.templateIdentity
        let source: String
        switch identity.origin {
        case .builtIn: source = "built-in"
        case .directory(let folder): source = relativePath(URL(fileURLWithPath: folder)) ?? folder
        }
        return LockedTemplate(
            name: plan.templateName, source: source, version: identity.version, contentHash: identity.contentHash)
    }

    /// The problems of `lockfile`'s support paths: each must lie in an output folder of one of its modules (the
    /// code's or the tests', by its kind), be none of viper-gen's own files, and resolve inside the project.
    func supportConfinementProblems(of lockfile: Lockfile, reserved: [String]) -> [Diagnostic] {
        var problems: [Diagnostic] = []
        for entry in lockfile.support {
            let roots = entry.modules.compactMap { lockfile.modules[$0] }.map {
                entry.file.kind == "test" ? $0.inputs.testsOutput : $0.inputs.output
            }
            let owned = roots.contains { $0 == "." || ProjectConfinement.relative(entry.path, to: $0) != nil }
            let own =
                ([Lockfile.fileName] + reserved).contains { ProjectConfinement.relative(entry.path, to: $0) == "" }
                || ProjectConfinement.relative(entry.path, to: Lockfile.basesFolder) != nil
            if own || !owned {
                let why = own ? "which is viper-gen's own file" : "which lies outside its modules' output folders"
                problems.append(
                    Diagnostic(
                        .data,
                        "\(lockfileURL.path): support file \(entry.path) is recorded, \(why); refused, nothing was "
                            + "written; restore \(Lockfile.fileName) from git"))
            } else if let problem = confinement.problem(
                with: url(entry.path).path, fix: "restore \(Lockfile.fileName) from git")
            {
                problems.append(problem)
            }
        }
        return problems
    }
}
