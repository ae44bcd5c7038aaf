import ViperGenConfig
import ViperGenEngine
import ViperGenSupport
import ViperGenTemplateSets
import ViperGenWriting

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `viper-gen templates install`: brings every set the Rambafile's `templates` names into `Templates/<name>/`,
/// as Generamba's `template install` does, but all-or-nothing and without deleting anything else.
///
/// Every set is first fetched into a temporary folder (a `local` folder is read in place; `git` entries and entries
/// naming only a set are cloned with the system `git`, shallow, at the named branch) and loaded as a template set,
/// so that a broken set stops the run before anything is written. Then all sets are written through `CommitStep`.
/// A set that is already installed with the same files is left alone; one that differs is replaced only with
/// `force`, and then the files the new version no longer has are removed when the last install recorded writing
/// them and they are unchanged (`InstalledSetRecord`); other files in the set's folder stay.
public struct TemplateInstaller: Sendable {
    /// Generamba's shared catalogue, searched after the Rambafile's `catalogs`.
    public static let sharedCatalog = "https://github.com/rambler-digital-solutions/generamba-catalog"

    /// What one install did.
    public struct Result: Equatable, Sendable {
        /// Each set's name and what happened to it: `installed`, `replaced` or `unchanged`.
        public let sets: [(name: String, action: String)]
        /// Files of replaced sets that the new versions no longer have, removed with the write: only files the last
        /// install recorded writing (`InstalledSetRecord`), with the bytes it wrote.
        public let removedFiles: [String]
        /// Files of replaced sets that the new versions no longer have but that stay, each with why: not written by
        /// an install, or edited since.
        public var keptFiles: [(path: String, reason: String)] = []
        /// What the sets' loads noticed without failing (a file found only by ignoring case), naming the sets'
        /// sources.
        public var warnings: [Warning] = []

        public static func == (lhs: Result, rhs: Result) -> Bool {
            lhs.sets.map(\.name) == rhs.sets.map(\.name) && lhs.sets.map(\.action) == rhs.sets.map(\.action)
                && lhs.removedFiles == rhs.removedFiles && lhs.keptFiles.map(\.path) == rhs.keptFiles.map(\.path)
                && lhs.keptFiles.map(\.reason) == rhs.keptFiles.map(\.reason)
        }
    }

    /// The Rambafile (or config) whose `templates` are installed.
    public let config: ProjectConfig
    /// The environment `git` runs in (its `PATH` finds it).
    public let environment: [String: String]
    /// Replace installed sets that differ.
    public let force: Bool

    /// Creates an installer.
    public init(config: ProjectConfig, environment: [String: String], force: Bool) {
        self.config = config
        self.environment = environment
        self.force = force
    }

    /// Installs every declared set.
    /// - Throws: `Diagnostics`: usage (64) with no templates declared; bad data (65) for a set that is missing its
    ///   rambaspec or does not load; cannot create (73) for an installed set that differs, without `force`; I/O
    ///   (74) when `git` is missing or a clone fails, naming the URL, the branch and git's message.
    /// - Parameter waiting: Tells the user the run waits for another run's lock on the templates folder.
    public func install(waiting: @escaping (String) -> Void = { _ in }) throws(Diagnostics) -> Result {
        guard !config.templateDeclarations.isEmpty else {
            throw Diagnostics([
                Diagnostic(
                    .usage,
                    "\(config.file.path) declares no templates; add them under \"templates\", e.g. "
                        + "'templates: [{name: swifty_viper}]'")
            ])
        }
        let scratch = FileManager.default.temporaryDirectory.appending(
            path: "viper-gen-install-\(UInt32.random(in: 0...UInt32.max))")
        defer { try? FileManager.default.removeItem(at: scratch) }
        var fetcher = TemplateFetcher(
            scratch: scratch, environment: environment, base: config.directory,
            catalogs: config.catalogs + [Self.sharedCatalog])
        let root = config.directory.appending(path: "Templates")
        let confinement = ProjectConfinement(folder: config.directory)
        var deletions: [WriteSet.Deletion] = []
        var problems = DiagnosticCollector()
        var files: [GenerationPlan.File] = []
        var sets: [(name: String, action: String)] = []
        var removed: [String] = []
        var kept: [(path: String, reason: String)] = []
        var warnings: [Warning] = []
        for declaration in config.templateDeclarations {
            do throws(Diagnostics) {
                let (source, shownAs) = try fetcher.fetch(declaration)
                let contents = try TemplateLibrary.readFiles(in: source, shownAs: shownAs)
                try Self.checkNames(contents.keys, in: shownAs)
                let destination = root.appending(path: declaration.name)
                // Nothing installed is read, replaced or deleted through a link that leads out of the project.
                if let problem = confinement.problem(
                    with: destination.path, fix: "install the sets from the project's folder")
                {
                    throw Diagnostics([problem])
                }
                guard contents[declaration.name + ".rambaspec"] != nil else {
                    throw Diagnostics([
                        Diagnostic(
                            .data,
                            "\(declaration.location): \(fetcher.describe(declaration)) has no \(declaration.name).rambaspec "
                                + "at its root; fix the entry or the set")
                    ])
                }
                warnings += try TemplateLibrary.load(files: contents, as: destination, displayRoot: shownAs).warnings
                let installed =
                    FileSystem.fileType(destination.path) == .directory
                    ? try TemplateLibrary.readFiles(in: destination) : nil
                let record = try installedRecord(in: destination, confinement: confinement)
                // Files neither in the set nor recorded as installed are someone else's: they never make the set
                // differ, and they stay.
                let own = installed?.filter { contents[$0.key] != nil || record.hashes[$0.key] != nil }
                if own == contents {
                    sets.append((declaration.name, "unchanged"))
                    continue
                }
                if installed != nil, !force {
                    throw Diagnostics([
                        Diagnostic(
                            .cannotCreate,
                            "\(destination.path) is installed and differs from \(fetcher.describe(declaration)); "
                                + "use \(Remedy.option(.force)) to replace it")
                    ])
                }
                sets.append((declaration.name, installed == nil ? "installed" : "replaced"))
                let written = contents.merging(
                    [InstalledSetRecord.fileName: InstalledSetRecord(files: contents).text]) { $1 }
                for (path, text) in written.sorted(by: { $0.key < $1.key }) {
                    // The rules of generated files: nothing replaced without --force, never a link or a read-only
                    // file, never through a link that leads out of Templates/.
                    let relative = declaration.name + "/" + path
                    if let problem = OutputPathCheck.diskProblem(
                        rootPath: root.path, relativePath: relative, overwrite: force)
                    {
                        throw Diagnostics([problem])
                    }
                    files.append(
                        GenerationPlan.File(
                            root: root, relativePath: relative, contents: text, kind: .code, module: declaration.name,
                            replacesExistingFile: FileSystem.fileType(joinedPath(root.path, relative)) != nil))
                }
                // Only files this viper-gen recorded installing, unchanged since, through the writer's checks; the
                // others stay and are named.
                let leftOver = (installed ?? [:]).filter { contents[$0.key] == nil }
                for (path, text) in leftOver.sorted(by: { $0.key < $1.key }) {
                    let url = destination.appending(path: path).path
                    guard record.isUnchanged(path, text: text) else {
                        let reason =
                            record.hashes[path] == nil ? "viper-gen did not install it" : "edited since installed"
                        kept.append((url, reason))
                        continue
                    }
                    removed.append(url)
                    deletions.append(
                        WriteSet.Deletion(
                            root: root, relativePath: declaration.name + "/" + path,
                            expectedContents: Array(text.utf8)))
                }
            } catch {
                problems.add(error)
            }
        }
        try problems.check()
        if !files.isEmpty || !deletions.isEmpty {
            var changes = ChangeSet(files: files, confinement: confinement)
            changes.deletions = deletions
            // Written as every run writes (CommitStep): under the folder's run lock, all files or none.
            let surroundings = CommitStep.Surroundings(
                journalKey: JournalKey(environment: environment), waiting: waiting, warn: { warnings.append($0) })
            try CommitStep.run(places: [root], dryRun: false, in: surroundings) {
                () throws(Diagnostics) -> (changes: ChangeSet?, result: Void) in (changes, ())
            }
        }
        return Result(sets: sets, removedFiles: removed, keptFiles: kept, warnings: warnings)
    }

    /// Refuses set files whose names hold a control character (a line break, a tab, NUL): such a name could make a
    /// line of its own in the install record (`InstalledSetRecord`), and no file of a set needs one.
    /// - Throws: `Diagnostics` (data, 65) naming each such file of the set shown as `root`.
    private static func checkNames(_ names: Dictionary<String, String>.Keys, in root: String) throws(Diagnostics) {
        let refused = names.filter { $0.unicodeScalars.contains(where: InstalledSetRecord.isControl) }.sorted()
        guard !refused.isEmpty else { return }
        throw Diagnostics(
            refused.map {
                Diagnostic(
                    .data,
                    "\(root)/\(TerminalText.safe($0)): the name of a set's file holds a control character (a line "
                        + "break, a tab, NUL); refused, nothing was installed: rename the file in the set")
            })
    }

    /// The record of what the last install wrote into `destination`; empty when there is none (a set installed
    /// by hand, by Generamba or by an older viper-gen: then nothing in it is deleted).
    /// - Throws: `Diagnostics` (data, 65) for a record that is a link leading out of the project: never read.
    private func installedRecord(in destination: URL, confinement: ProjectConfinement) throws(Diagnostics)
        -> InstalledSetRecord
    {
        let path = destination.appending(path: InstalledSetRecord.fileName).path
        guard FileSystem.fileType(path) != nil else { return InstalledSetRecord(files: [:]) }
        if let problem = confinement.problem(with: path, fix: "install the sets from the project's folder") {
            throw Diagnostics([problem])
        }
        let data = FileManager.default.contents(atPath: path) ?? Data()
        return InstalledSetRecord(parsing: String(decoding: data, as: UTF8.self))
    }
}
