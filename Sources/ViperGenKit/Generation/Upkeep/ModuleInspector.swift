#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Works out each recorded module's `ModuleStatus` from the lockfile, the sets as they are now and the files on disk.
/// Nothing is rendered, so that `check` stays fast: a set's hash is computed once, each file is read once.
struct ModuleInspector {
    /// The lockfile's reader.
    let recorder: ModuleRecorder
    /// Finds the sets.
    let sets: LockedSetResolver

    /// The status of every module of `lockfile`, by name; with `detectingEdits`, each file's hash is compared with
    /// the recorded one (what `modules` shows; `check` does not need it).
    /// - Throws: `Diagnostics` (65) for every module whose set no longer exists.
    func statuses(of lockfile: Lockfile, detectingEdits: Bool) throws(Diagnostics) -> [ModuleStatus] {
        var problems = DiagnosticCollector()
        var statuses: [ModuleStatus] = []
        for name in lockfile.modules.keys.sorted() {
            let module = lockfile.modules[name]!
            do {
                statuses.append(try status(of: module, detectingEdits: detectingEdits))
            } catch {
                problems.add(error)
            }
        }
        try problems.check()
        return statuses
    }

    /// The status of one module.
    func status(of module: LockedModule, detectingEdits: Bool) throws(Diagnostics) -> ModuleStatus {
        let hash = try sets.contentHash(of: module.template, module: module.name)
        var edited: [String] = []
        var missing: [String] = []
        var conflicted: [String] = []
        for file in module.files {
            guard let data = FileManager.default.contents(atPath: recorder.url(file.path).path) else {
                missing.append(file.path)
                continue
            }
            let bytes = [UInt8](data)
            if Self.hasConflictMarkers(bytes) { conflicted.append(file.path) }
            if detectingEdits, bytes.count != file.size || SHA256.hex(bytes) != file.sha256 { edited.append(file.path) }
        }
        var status = ModuleStatus(
            name: module.name, module: module, outdated: hash != module.template.contentHash, editedFiles: edited,
            missingFiles: missing, conflictedFiles: conflicted)
        status.baseProblem = recorder.baseProblem(of: module)
        return status
    }

    /// Whether `bytes` has a line starting with `<<<<<<< ` followed later by a line starting with `>>>>>>> `, as
    /// `update` leaves them.
    static func hasConflictMarkers(_ bytes: [UInt8]) -> Bool {
        let open = Array("<<<<<<< ".utf8)
        let close = Array(">>>>>>> ".utf8)
        var opened = false
        var lineStart = 0
        while lineStart < bytes.count {
            let marker = opened ? close : open
            if bytes[lineStart] == marker[0], bytes.count - lineStart >= marker.count,
                bytes[lineStart..<(lineStart + marker.count)].elementsEqual(marker)
            {
                if opened { return true }
                opened = true
            }
            guard let newline = bytes[lineStart...].firstIndex(of: UInt8(ascii: "\n")) else { break }
            lineStart = newline + 1
        }
        return false
    }
}
