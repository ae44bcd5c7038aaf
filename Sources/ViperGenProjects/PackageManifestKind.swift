import ViperGenFormats
import ViperGenSupport

/// `Package.swift`, SwiftPM's manifest: a module made with `--add-target` adds a target and a test target to its
/// target list, and `remove` takes them out again. Read with `PackageManifest`, planned on the file's bytes alone
/// (no I/O); every change is read back before it is used.
package enum PackageManifestKind: ProjectFileKind {
    /// What an addition asks for: the targets, and whether targets that exist already are accepted (`--force`).
    package struct Addition: Sendable {
        package let targets: [PackageTarget]
        package let overwrite: Bool

        package init(targets: [PackageTarget], overwrite: Bool) {
            self.targets = targets
            self.overwrite = overwrite
        }
    }

    /// What an addition changed.
    package struct AdditionReport: Sendable {
        /// Each target asked for, and whether it was there already.
        package let entries: [PackageTargetEntry]
        /// The 1-based line where the new targets start in the new manifest, and the lines that hold them.
        package let addedLines: (first: Int, lines: [String])
    }

    package static let fileName = "Package.swift"

    /// Plans adding the targets of `request` to the manifest `contents` (named `name` in messages).
    /// - Throws: `Diagnostics`: a manifest that is not UTF-8 or whose target list cannot be found (65, with the
    ///   position), a target that exists already without `overwrite` (73), an edit that does not read back (65).
    package static func plan(contents: [UInt8], named name: String, containingFolder: String, request: Addition)
        throws(Diagnostics) -> (contents: [UInt8], report: AdditionReport)
    {
        let manifest = try read(contents, named: name)
        var problems = DiagnosticCollector()
        let existing = Dictionary(manifest.targetNames.map { ($0.name, $0.location) }) { first, _ in first }
        var entries: [PackageTargetEntry] = []
        for target in request.targets {
            if let location = existing[target.name], !request.overwrite {
                problems.add(PackageManifestError.targetExists(name: target.name, at: location).diagnostic)
            }
            entries.append(PackageTargetEntry(target: target, exists: existing[target.name] != nil))
        }
        try problems.check()
        let added = entries.filter { !$0.exists }.map(\.target)
        guard !added.isEmpty else { return (contents, AdditionReport(entries: entries, addedLines: (0, []))) }
        let addition = manifest.adding(added)
        try checkReadBack(
            addition.bytes, named: name, names: manifest.targetNames.map(\.name) + added.map(\.name), verb: "add")
        return (addition.bytes, AdditionReport(entries: entries, addedLines: (addition.firstLine, addition.lines)))
    }

    /// Plans removing the targets named `names` from the manifest `contents`; the report names those it listed.
    /// - Throws: `Diagnostics`: a manifest that is not UTF-8 or whose target list cannot be found (65, with the
    ///   position), an edit that does not read back (65).
    package static func planRemoval(
        contents: [UInt8], named name: String, containingFolder: String, removing names: [String]
    )
        throws(Diagnostics) -> (contents: [UInt8], report: [String])
    {
        let manifest = try read(contents, named: name)
        let removal = manifest.removing(targetsNamed: Set(names))
        guard !removal.removed.isEmpty else { return (contents, []) }
        try checkReadBack(
            removal.bytes, named: name, names: manifest.targetNames.map(\.name).filter { !names.contains($0) },
            verb: "remove")
        return (removal.bytes, removal.removed)
    }

    private static func read(_ contents: [UInt8], named name: String) throws(Diagnostics) -> PackageManifest {
        guard String(strictUTF8: contents) != nil else {
            throw Diagnostics([Diagnostic(.data, "\(name) is not UTF-8 text; save it as UTF-8 (Swift requires it)")])
        }
        do {
            return try PackageManifest(bytes: contents, name: name)
        } catch {
            throw Diagnostics([error.diagnostic])
        }
    }

    /// Checks that `bytes` read back with the target list `names`.
    private static func checkReadBack(_ bytes: [UInt8], named name: String, names: [String], verb: String)
        throws(Diagnostics)
    {
        guard (try? PackageManifest(bytes: bytes, name: name))?.targetNames.map(\.name) != names else { return }
        throw Diagnostics([
            Diagnostic(
                .data,
                "\(name): viper-gen could not \(verb) the targets so that it can read them back (a bug: please report "
                    + "it with the manifest); nothing was written, \(verb) the targets by hand")
        ])
    }
}

/// A target a `--add-target` run adds, or finds there already (a `--force` run).
public struct PackageTargetEntry: Equatable, Sendable {
    /// The target.
    public let target: PackageTarget
    /// True when the manifest has a target of that name already, so that nothing is added for it.
    public let exists: Bool
}
