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
    /// The version-specific manifests beside it (`Package@swift-6.0.swift`, …) that get the same targets, each
    /// edited like `Package.swift`; SwiftPM reads one of them instead of `Package.swift` when it suits the toolchain.
    public let variants: [GenerationPlan.File]
    /// The targets, module by module: the target, then its test target.
    public let entries: [Entry]
    /// The 1-based line where the new targets start in the new manifest, and the lines that hold them.
    public let addedLines: (first: Int, lines: [String])

    /// The file name in the package folder.
    public static let manifestName = PackageManifestKind.fileName

    /// Plans adding `targets` to the manifest in `package`, and to each version-specific manifest beside it.
    /// - Throws: `Diagnostics`, for every manifest at once: no manifest (64), an unreadable one (74), one that is not
    ///   UTF-8 or whose target list cannot be found (65, with the position), a target that exists already without
    ///   `overwrite` (73), or a manifest that cannot be replaced (a link, read-only: 73).
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
        let request = PackageManifestKind.Addition(targets: targets, overwrite: overwrite)
        // The same targets in every version-specific manifest; the problems of all manifests are reported together.
        var problems = DiagnosticCollector()
        var variants: [GenerationPlan.File] = []
        for variant in versionSpecificManifests(in: package) {
            do {
                if let file = try plannedEdit(of: variant, in: package, request: request) { variants.append(file) }
            } catch {
                problems.add(error)
            }
        }
        let edit: (contents: [UInt8], report: PackageManifestKind.AdditionReport)
        do {
            edit = try PackageManifestKind.plan(
                contents: bytes, named: path, containingFolder: package.path, request: request)
        } catch {
            var all = DiagnosticCollector()
            all.add(error)
            if let more = problems.diagnostics { all.add(more) }
            throw all.diagnostics ?? error
        }
        try problems.check()
        guard edit.contents != bytes else {
            return PackageManifestUpdate(
                manifest: manifestURL, file: nil, variants: variants, entries: edit.report.entries,
                addedLines: (0, []))
        }
        if let problem = OutputPathCheck.diskProblem(
            rootPath: package.path, relativePath: manifestName, overwrite: true)
        {
            throw Diagnostics([problem])
        }
        let file = GenerationPlan.File.edit(of: manifestURL, to: edit.contents, replacing: bytes)
        return PackageManifestUpdate(
            manifest: manifestURL, file: file, variants: variants, entries: edit.report.entries,
            addedLines: edit.report.addedLines)
    }

    /// The edit of the version-specific manifest `url` that adds `request`'s targets, or `nil` when it lists them
    /// all already. One that is a link or not a file is refused before it is read: a link could lead out of the
    /// package, and its file's lines would show in the messages.
    /// - Throws: `Diagnostics` as `plan(adding:package:overwrite:)`, positioned in that manifest.
    private static func plannedEdit(of url: URL, in package: URL, request: PackageManifestKind.Addition)
        throws(Diagnostics) -> GenerationPlan.File?
    {
        if let problem = OutputPathCheck.diskProblem(
            rootPath: package.path, relativePath: url.lastPathComponent, overwrite: true)
        {
            throw Diagnostics([problem])
        }
        let bytes = try contents(of: url)
        let edit = try PackageManifestKind.plan(
            contents: bytes, named: url.path, containingFolder: package.path, request: request)
        guard edit.contents != bytes else { return nil }
        return GenerationPlan.File.edit(of: url, to: edit.contents, replacing: bytes)
    }

    /// The version-specific manifests in `package` (`Package@swift-6.swift`, `Package@swift-6.0.swift`,
    /// `Package@swift-6.0.1.swift`), sorted by name: files beside `Package.swift` that SwiftPM may read instead of it.
    package static func versionSpecificManifests(in package: URL) -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: package.path)) ?? []
        return names.filter(isVersionSpecificManifestName).sorted().map { package.appending(path: $0) }
    }

    /// Whether `name` is `Package@swift-` and a version of one to three numbers, then `.swift`.
    static func isVersionSpecificManifestName(_ name: String) -> Bool {
        let prefix = "Package@swift-"
        let suffix = ".swift"
        guard name.hasPrefix(prefix), name.hasSuffix(suffix), name.count > prefix.count + suffix.count else {
            return false
        }
        let version = name.dropFirst(prefix.count).dropLast(suffix.count).split(
            separator: ".", omittingEmptySubsequences: false)
        return (1...3).contains(version.count)
            && version.allSatisfy { !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } }
    }

    /// The bytes of the manifest at `url`, which exists: only a regular file, of at most
    /// `FileSystem.projectFileSizeLimit` bytes.
    /// - Throws: `Diagnostics`: a manifest that cannot be read (74); one that is no regular file (a device, a pipe)
    ///   or is larger than the limit (65), unread.
    package static func contents(of url: URL) throws(Diagnostics) -> [UInt8] {
        let limit = FileSystem.projectFileSizeLimit
        let read = FileSystem.readRegularFile(atPath: url.path, limit: limit)
        if case .bytes(let bytes) = read { return bytes }
        if let refusal = read.refusal(of: url.path, limit: limit, what: "the package manifest") {
            throw Diagnostics([Diagnostic(.data, refusal)])
        }
        throw Diagnostics([
            Diagnostic(.io, "\(url.path): cannot read the package manifest; check that it is a readable file")
        ])
    }
}
