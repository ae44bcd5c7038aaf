/// The change `--add-target` makes to `Package.swift`, planned on the file's bytes alone (no I/O), as each project
/// file kind plans its change: read with `PackageManifest`, targets that exist already checked, the new ones added
/// and the result read back.
enum PackageManifestEdit {
    /// The new bytes (the same bytes when nothing changes) and what changed.
    struct Result: Sendable {
        /// The new manifest.
        let contents: [UInt8]
        /// Each target asked for, and whether it was there already.
        let entries: [PackageManifestUpdate.Entry]
        /// The 1-based line where the new targets start in `contents`, and the lines that hold them.
        let addedLines: (first: Int, lines: [String])
    }

    /// Plans adding `targets` to the manifest `contents` (named `name` in messages).
    /// - Throws: `Diagnostics`: a manifest that is not UTF-8 or whose target list cannot be found (65, with the
    ///   position), a target that exists already without `overwrite` (73), an edit that does not read back (65).
    static func plan(contents: [UInt8], named name: String, adding targets: [PackageTarget], overwrite: Bool)
        throws(Diagnostics) -> Result
    {
        guard String(strictUTF8: contents) != nil else {
            throw Diagnostics([Diagnostic(.data, "\(name) is not UTF-8 text; save it as UTF-8 (Swift requires it)")])
        }
        let manifest: PackageManifest
        do {
            manifest = try PackageManifest(bytes: contents, name: name)
        } catch {
            throw Diagnostics([error.diagnostic])
        }
        var problems = DiagnosticCollector()
        let existing = Dictionary(manifest.targetNames.map { ($0.name, $0.location) }) { first, _ in first }
        var entries: [PackageManifestUpdate.Entry] = []
        for target in targets {
            if let location = existing[target.name], !overwrite {
                problems.add(PackageManifestError.targetExists(name: target.name, at: location).diagnostic)
            }
            entries.append(PackageManifestUpdate.Entry(target: target, exists: existing[target.name] != nil))
        }
        try problems.check()
        let added = entries.filter { !$0.exists }.map(\.target)
        guard !added.isEmpty else { return Result(contents: contents, entries: entries, addedLines: (0, [])) }
        let addition = manifest.adding(added)
        let names = manifest.targetNames.map(\.name) + added.map(\.name)
        guard (try? PackageManifest(bytes: addition.bytes, name: name))?.targetNames.map(\.name) == names else {
            throw Diagnostics([
                Diagnostic(
                    .data,
                    "\(name): viper-gen could not add the targets so that it can read them back (a bug: please report "
                        + "it with the manifest); nothing was written, add the targets by hand")
            ])
        }
        return Result(contents: addition.bytes, entries: entries, addedLines: (addition.firstLine, addition.lines))
    }
}
