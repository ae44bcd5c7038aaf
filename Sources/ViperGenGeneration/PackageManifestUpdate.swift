import ViperGenFormats
import ViperGenProjects
import ViperGenSupport

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
    public typealias Entry = PackageTargetEntry

    /// The `Package.swift` file.
    public let manifest: URL
    /// The new manifest to write, or `nil` when it lists every target already.
    public let file: GenerationPlan.File?
    /// The targets, module by module: the target, then its test target.
    public let entries: [Entry]
    /// The 1-based line where the new targets start in the new manifest, and the lines that hold them.
    public let addedLines: (first: Int, lines: [String])

    /// The file name in the package folder.
    public static let manifestName = PackageManifestKind.fileName

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
                    "\(path): no such file; \(Remedy.option(.addTarget)) works in a SwiftPM package: run viper-gen in "
                        + "the package's folder or pass \(Remedy.option(.package, value: "DIR"))")
            ])
        }
        let bytes = try contents(of: manifestURL)
        let edit = try PackageManifestKind.plan(
            contents: bytes, named: path, containingFolder: package.path,
            request: PackageManifestKind.Addition(targets: targets, overwrite: overwrite))
        guard edit.contents != bytes else {
            return PackageManifestUpdate(
                manifest: manifestURL, file: nil, entries: edit.report.entries, addedLines: (0, []))
        }
        if let problem = OutputPathCheck.diskProblem(
            rootPath: package.path, relativePath: manifestName, overwrite: true)
        {
            throw Diagnostics([problem])
        }
        let file = GenerationPlan.File.edit(of: manifestURL, to: edit.contents, replacing: bytes)
        return PackageManifestUpdate(
            manifest: manifestURL, file: file, entries: edit.report.entries, addedLines: edit.report.addedLines)
    }

    /// The bytes of the manifest at `url`, which exists.
    /// - Throws: `Diagnostics`: a manifest that cannot be read (74).
    package static func contents(of url: URL) throws(Diagnostics) -> [UInt8] {
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw Diagnostics([
                Diagnostic(.io, "\(url.path): cannot read the package manifest; check that it is a readable file")
            ])
        }
        return [UInt8](data)
    }
}
