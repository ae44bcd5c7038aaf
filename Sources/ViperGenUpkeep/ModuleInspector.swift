import ViperGenFormats
import ViperGenGeneration
import ViperGenMerge
import ViperGenSupport

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Works out each recorded module's `ModuleStatus` from the lockfile, the sets as they are now and the files on disk.
/// Nothing is rendered, so that `check` stays fast: a set's hash is computed once, each file is read once.
package struct ModuleInspector {
    /// The lockfile's reader.
    let recorder: ModuleRecorder
    /// Finds the sets.
    let sets: LockedSetResolver

    package init(recorder: ModuleRecorder, sets: LockedSetResolver) {
        self.recorder = recorder
        self.sets = sets
    }

    /// The status of every module of `lockfile`, by name; with `detectingEdits`, each file's hash is compared with
    /// the recorded one (what `modules` shows; `check` does not need it).
    /// - Throws: `Diagnostics` (65) for every module whose set no longer exists.
    package func statuses(of lockfile: Lockfile, detectingEdits: Bool) throws(Diagnostics) -> [ModuleStatus] {
        var problems = DiagnosticCollector()
        var statuses: [ModuleStatus] = []
        let names = lockfile.modules.keys.sorted()
        let insertions = names.flatMap { name in
            lockfile.modules[name]!.insertions.map { (module: name, insertion: $0) }
        }
        let supportBaseProblem = recorder.supportBaseProblem(of: lockfile)
        for name in names {
            let module = lockfile.modules[name]!
            let others = insertions.filter { $0.module != name }.map(\.insertion)
            do {
                // The support files a module uses are looked at with its own: one edited shows as edited for each.
                let support = lockfile.support.filter { $0.modules.contains(name) }.map(\.file)
                var status = try status(
                    of: module, detectingEdits: detectingEdits, besides: others, support: support)
                if !support.isEmpty { status.baseProblem = status.baseProblem ?? supportBaseProblem }
                statuses.append(status)
            } catch {
                problems.add(error)
            }
        }
        try problems.check()
        return statuses
    }

    /// The status of one module. A file holding `otherInsertions` (those other modules recorded) is edited only
    /// when it differs from what viper-gen wrote without them: a module wired into its parent does not make the
    /// parent's files count as edited. The `support` files the module uses are looked at with its own files.
    func status(
        of module: LockedModule, detectingEdits: Bool, besides otherInsertions: [LockedInsertion] = [],
        support: [LockedFile] = []
    ) throws(Diagnostics) -> ModuleStatus {
        let hash = try sets.contentHash(of: module.template, module: module.name)
        var edited: [String] = []
        var missing: [String] = []
        var conflicted: [String] = []
        for file in module.files + support {
            guard let data = FileManager.default.contents(atPath: recorder.url(file.path).path) else {
                missing.append(file.path)
                continue
            }
            let bytes = [UInt8](data)
            if Self.hasConflictMarkers(bytes) { conflicted.append(file.path) }
            if detectingEdits, !Self.isAsWritten(bytes, file, besides: otherInsertions.filter { $0.file == file.path })
            {
                edited.append(file.path)
            }
        }
        let insertions = insertionStates(of: module, besides: otherInsertions)
        if detectingEdits { edited += insertions.editedFiles.filter { !edited.contains($0) } }
        var status = ModuleStatus(
            name: module.name, module: module, outdated: hash != module.template.contentHash, editedFiles: edited,
            missingFiles: missing, conflictedFiles: conflicted)
        status.baseProblem = recorder.baseProblem(of: module)
        status.brokenInsertions = insertions.broken
        return status
    }

    /// Whether `bytes` are what the lockfile records for `file`, as they are or once the lines of `insertions` (into
    /// that file) that still stand in it are taken out.
    static func isAsWritten(_ bytes: [UInt8], _ file: LockedFile, besides insertions: [LockedInsertion]) -> Bool {
        func recorded(_ bytes: [UInt8]) -> Bool { bytes.count == file.size && SHA256.hex(bytes) == file.sha256 }
        if recorded(bytes) { return true }
        guard !insertions.isEmpty else { return false }
        var lines = TextLines.split(bytes).map { Array($0) }
        for insertion in insertions.reversed() {
            _ = RecordedInsertion.takeOut(insertion, from: &lines, besides: insertions)
        }
        return recorded(Array(lines.joined()))
    }

    /// A message for each recorded insertion of `module` whose anchor or lines are gone from their place in its
    /// file (next to the anchor, past the lines of `otherInsertions` and the module's other insertions there), and
    /// the files whose inserted lines the user edited where they stand (`RecordedInsertion.editedRegion`): an edited
    /// insertion is the user's work, as an edited generated file is, which `update` merges (issue 53: `check` failed
    /// on it and advised `adopt --force`, which dropped it from the lockfile).
    func insertionStates(of module: LockedModule, besides otherInsertions: [LockedInsertion] = [])
        -> (broken: [String], editedFiles: [String])
    {
        var files: [String: LineTable?] = [:]
        var broken: [String] = []
        var edited: [String] = []
        for insertion in module.insertions {
            if files[insertion.file] == nil {
                files[insertion.file] = .some(RecordedInsertion.lines(at: recorder.url(insertion.file)))
            }
            let name = RecordedInsertion.description(of: insertion, module: module.name, file: insertion.file)
            guard let lines = files[insertion.file]! else {
                broken.append("\(insertion.file) is gone, and with it \(name)")
                continue
            }
            let place = RecordedInsertion.place(
                of: insertion, in: lines, besides: module.insertions + otherInsertions)
            // Without its anchor the text has no place: the anchor is what is named.
            if place.anchor == nil {
                broken.append("the anchor '\(insertion.anchor)' is gone from \(insertion.file)")
            } else if place.text == nil {
                // Edited in place is rare: only then are the lines copied out, for the line diff.
                if RecordedInsertion.editedRegion(of: insertion, in: lines.map { Array($0) }, at: place) != nil {
                    if !edited.contains(insertion.file) { edited.append(insertion.file) }
                } else {
                    broken.append("\(name) is gone from its place (deleted by hand, or edited past recognition)")
                }
            }
        }
        return (broken, edited)
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
