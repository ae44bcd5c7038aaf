#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// What a `--add-target` run changes in `Package.swift` besides writing its files: a target and a test target per
/// module, staged and renamed with the module's files (the writer replaces the manifest only if it still holds the
/// bytes read here).
public struct PackageManifestUpdate: Sendable {
    /// A target the run adds, or finds there already (a `--force` run).
    public struct Entry: Equatable, Sendable {
        /// The target.
        public let target: PackageTarget
        /// True when the manifest has a target of that name already, so that nothing is added for it.
        public let exists: Bool
    }

    /// The `Package.swift` file.
    public let manifest: URL
    /// The new manifest to write, or `nil` when it lists every target already.
    public let file: GenerationPlan.File?
    /// The targets, module by module: the target, then its test target.
    public let entries: [Entry]
    /// The 1-based line where the new targets start in the new manifest, and the lines that hold them.
    public let addedLines: (first: Int, lines: [String])

    /// The file name in the package folder.
    public static let manifestName = "Package.swift"

    /// Plans adding `targets` to the manifest in `package`.
    /// - Throws: `Diagnostics`: no manifest (64), an unreadable one (74), one that is not UTF-8 or whose target list
    ///   cannot be found (65, with the position), a target that exists already without `overwrite` (73), or a
    ///   manifest that cannot be replaced (a link, read-only: 73).
    static func plan(
        adding targets: [PackageTarget], package: URL, overwrite: Bool
    ) throws(Diagnostics) -> PackageManifestUpdate {
        let manifestURL = package.appending(path: manifestName)
        let path = manifestURL.path
        guard FileSystem.fileType(path) != nil else {
            throw Diagnostics([
                Diagnostic(
                    .usage,
                    "\(path): no such file; --add-target works in a SwiftPM package: run viper-gen in the package's "
                        + "folder or pass --package DIR")
            ])
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw Diagnostics([
                Diagnostic(.io, "\(path): cannot read the package manifest; check that it is a readable file")
            ])
        }
        let bytes = [UInt8](data)
        guard String(validating: bytes, as: UTF8.self) != nil else {
            throw Diagnostics([Diagnostic(.data, "\(path) is not UTF-8 text; save it as UTF-8 (Swift requires it)")])
        }
        let manifest: PackageManifest
        do {
            manifest = try PackageManifest(bytes: bytes, name: path)
        } catch {
            throw Diagnostics([error.diagnostic])
        }
        var problems = DiagnosticCollector()
        let existing = Dictionary(manifest.targetNames.map { ($0.name, $0.location) }) { first, _ in first }
        var entries: [Entry] = []
        for target in targets {
            if let location = existing[target.name], !overwrite {
                problems.add(PackageManifestError.targetExists(name: target.name, at: location).diagnostic)
            }
            entries.append(Entry(target: target, exists: existing[target.name] != nil))
        }
        try problems.check()
        let added = entries.filter { !$0.exists }.map(\.target)
        guard !added.isEmpty else {
            return PackageManifestUpdate(manifest: manifestURL, file: nil, entries: entries, addedLines: (0, []))
        }
        let addition = manifest.adding(added)
        try checkReadBack(addition.bytes, names: manifest.targetNames.map(\.name) + added.map(\.name), path: path)
        if let problem = OutputPathCheck.diskProblem(
            rootPath: package.path, relativePath: manifestName, overwrite: true)
        {
            throw Diagnostics([problem])
        }
        let file = GenerationPlan.File(
            root: package, relativePath: manifestName, contents: String(decoding: addition.bytes, as: UTF8.self),
            kind: .code, module: "", replacesExistingFile: true, expectedContents: bytes)
        return PackageManifestUpdate(
            manifest: manifestURL, file: file, entries: entries, addedLines: (addition.firstLine, addition.lines))
    }

    /// Reads the edited manifest back: it must list exactly `names` (the old targets, then the new ones), or the
    /// edit is not written.
    private static func checkReadBack(_ bytes: [UInt8], names: [String], path: String) throws(Diagnostics) {
        guard (try? PackageManifest(bytes: bytes, name: path))?.targetNames.map(\.name) == names else {
            throw Diagnostics([
                Diagnostic(
                    .data,
                    "\(path): viper-gen could not add the targets so that it can read them back (a bug: please report "
                        + "it with the manifest); nothing was written, add the targets by hand")
            ])
        }
    }
}
