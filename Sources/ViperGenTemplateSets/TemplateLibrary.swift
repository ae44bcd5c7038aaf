import ViperGenEngine
import ViperGenSupport

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Finds template sets by name: the built-in ones compiled from `Templates/`, and sets in folders on disk,
/// which take precedence over built-in sets of the same name.
public struct TemplateLibrary: Sendable {
    /// Folders that contain template sets, one sub-folder per set, searched in order before the built-in sets.
    public let searchDirectories: [URL]
    /// The project folder that the folders from the repository (`projectDirectories`) and their sets must resolve
    /// inside; `nil` when none are confined.
    package let confinement: ProjectConfinement?
    /// The paths of the search folders that come from the repository (the config's, `templates/`), not typed.
    package let projectDirectories: Set<String>

    /// Creates a library.
    /// - Parameters:
    ///   - searchDirectories: Folders the user typed, searched first and never confined: the user's choice.
    ///   - projectDirectories: Folders from the repository (the config's), searched next; they and every set read
    ///     from them must resolve inside `confinement`'s project folder.
    ///   - confinement: The project folder that `projectDirectories` and their sets must resolve inside; `nil` to
    ///     confine nothing.
    public init(
        searchDirectories: [URL] = [], projectDirectories: [URL] = [], confinement: ProjectConfinement? = nil
    ) {
        self.searchDirectories = searchDirectories + projectDirectories
        self.confinement = projectDirectories.isEmpty ? nil : confinement
        self.projectDirectories = Set(projectDirectories.map(\.path))
    }

    /// The built-in set a run uses when neither `--template` nor a config names one: the current set, `viper`. Every
    /// built-in set is a folder of `Templates/`, embedded at build time (`builtInNames`), so a new set there is
    /// found by its name alone.
    public static let defaultSetName = "viper"

    /// The built-in set that modules recorded with the built-in `viper` before it declared a version were made with:
    /// the pre-2026 set, kept under this name (`LockedSetResolver` reads such records as this set's).
    public static let classicSetName = "viper-classic"

    /// The names of the built-in sets.
    public static var builtInNames: [String] {
        Set(EmbeddedTemplates.files.keys.compactMap { $0.split(separator: "/").first.map(String.init) }).sorted()
    }

    /// The files of the built-in set `name`, keyed by path inside the set; empty if there is no such set.
    package static func builtInFiles(of name: String) -> [String: String] {
        var files: [String: String] = [:]
        for (path, contents) in EmbeddedTemplates.files where path.hasPrefix(name + "/") {
            files[String(path.dropFirst(name.count + 1))] = contents
        }
        return files
    }

    /// Every set name available, each with where it comes from, sorted by name.
    public func availableSets() -> [(name: String, origin: TemplateSet.Origin)] {
        var found: [String: TemplateSet.Origin] = [:]
        for name in Self.builtInNames { found[name] = .builtIn }
        for directory in searchDirectories.reversed() where confinementProblem(of: directory) == nil {
            let entries = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
            for entry in entries
            where confinementProblem(of: directory.appending(path: entry), in: directory) == nil
                && Self.holdsSet(directory.appending(path: entry))
            {
                found[entry] = .directory(directory.appending(path: entry).path)
            }
        }
        return found.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }

    /// Loads and validates the set `name`.
    /// - Throws: `Diagnostics`: usage (64) when there is no such set, data (65) for every problem in it.
    public func load(_ name: String) throws(Diagnostics) -> TemplateSet {
        if let folder = try setFolder(named: name) { return try Self.load(directory: folder) }
        let files = Self.builtInFiles(of: name)
        guard !files.isEmpty else {
            let names = availableSets().map(\.name)
            let suggestion = nearestName(to: name, in: names).map { "did you mean '\($0)'? " } ?? ""
            throw Diagnostics([
                Diagnostic(
                    .usage, "unknown template '\(name)'; \(suggestion)available: \(names.joined(separator: ", "))")
            ])
        }
        return try TemplateSetLoader(
            files: files, displayRoot: "Templates/\(name)", origin: .builtIn,
            preparsed: { EmbeddedTemplates.parsed(name + "/" + $0) },
            preparsedInManifest: { EmbeddedTemplates.parsed(inManifestOf: name, $0, at: $1, isCondition: $2) },
            precomputedContentHash: EmbeddedTemplates.contentHashes[name]
        ).load()
    }

    /// Whether `folder` is a template set: it holds `template.json`, or `<folder name>.rambaspec` (Generamba).
    package static func holdsSet(_ folder: URL) -> Bool {
        FileSystem.fileType(followingLinks: folder.appending(path: TemplateSetLoader.manifestName).path) == .regular
            || FileSystem.fileType(
                followingLinks: folder.appending(path: GenerambaSet.specName(forSetNamed: folder.lastPathComponent))
                    .path
            ) == .regular
    }

    /// Loads the set in `folder`, whose files are every regular file below it except hidden ones.
    public static func load(directory folder: URL) throws(Diagnostics) -> TemplateSet {
        let files = try readFiles(in: folder)
        return try TemplateSetLoader(files: files, displayRoot: folder.path, origin: .directory(folder.path)).load()
    }

    /// Loads a set from `files` (paths inside the set), as if they were in `folder`, which names a Generamba set's
    /// rambaspec; diagnostics show `displayRoot`.
    package static func load(files: [String: String], as folder: URL, displayRoot: String) throws(Diagnostics)
        -> TemplateSet
    {
        try TemplateSetLoader(files: files, displayRoot: displayRoot, origin: .directory(folder.path)).load()
    }

    /// Every visible file below `folder` (no hidden path component), as UTF-8 text, by path inside it; messages
    /// name the folder `shownAs` when given (a set's repository rather than its temporary clone).
    /// - Throws: `Diagnostics`: I/O (74) for what cannot be read, data (65) for a file that is not UTF-8 or a link
    ///   that leads out of the set.
    package static func readFiles(in folder: URL, shownAs: String? = nil) throws(Diagnostics) -> [String: String] {
        var files: [String: String] = [:]
        let path = folder.standardizedFileURL.path
        let root = shownAs ?? path
        let listing = visibleFiles(under: path)
        guard let relativePaths = listing.files else {
            throw Diagnostics([Diagnostic(.io, "\(root): cannot read the template set's folder")])
        }
        var problems = DiagnosticCollector()
        for unreadable in listing.unreadableFolders {
            problems.add(Diagnostic(.io, "\(root)/\(unreadable): cannot read the folder; check its permissions"))
        }
        // Templates and snippets lie inside their set: a link leading out (to a private key) is never read.
        let realFolder = FileSystem.realPath(path) ?? path
        for relative in relativePaths {
            let resolved = FileSystem.realPath(path + "/" + relative) ?? path + "/" + relative
            guard ProjectConfinement.relative(resolved, to: realFolder) != nil else {
                problems.add(
                    Diagnostic(
                        .data,
                        "\(root)/\(relative) is a symbolic link to \(resolved), outside the template set; refused, "
                            + "nothing was read; templates and snippets must lie inside their set: copy the file in"))
                continue
            }
            guard let data = FileManager.default.contents(atPath: path + "/" + relative) else {
                problems.add(Diagnostic(.io, "\(root)/\(relative): cannot read; check its permissions"))
                continue
            }
            guard let text = String(data: data, encoding: .utf8) else {
                problems.add(Diagnostic(.data, "\(root)/\(relative): not valid UTF-8; save it as UTF-8"))
                continue
            }
            files[relative] = text
        }
        try problems.check()
        return files
    }

    /// The paths, relative to `root` and sorted, of the files below it whose path has no hidden (dot) component,
    /// and the folders below it that could not be listed. A link to a file counts as that file; links to folders
    /// are neither followed nor listed, so a link loop cannot trap the walk. `files` is `nil` if `root` can't be
    /// read.
    private static func visibleFiles(under root: String) -> (files: [String]?, unreadableFolders: [String]) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: root) else { return (nil, []) }
        var files: [String] = []
        var unreadable: [String] = []
        var pending = names.filter { !$0.hasPrefix(".") }
        while let relative = pending.popLast() {
            let path = root + "/" + relative
            switch FileSystem.fileType(path) {
            case .directory:
                guard let children = try? FileManager.default.contentsOfDirectory(atPath: path) else {
                    unreadable.append(relative)
                    continue
                }
                pending += children.filter { !$0.hasPrefix(".") }.map { relative + "/" + $0 }
            case .symbolicLink:
                if FileSystem.fileType(followingLinks: path) == .regular { files.append(relative) }
            case .regular:
                files.append(relative)
            case .other, nil:
                continue  // sockets and pipes are not templates; a file removed meanwhile is gone
            }
        }
        return (files.sorted(), unreadable.sorted())
    }
}
