#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes a plan so that all of its files appear or none do.
///
/// Every file is first written into a hidden staging folder inside its output root
/// (`.viper-gen-staging-<pid>-<random>`), on the same file system as its destination. Then a journal listing every
/// move is written into each staging folder; once the last journal is in place the run is committed. Each staged
/// file is then moved into place with `rename(2)`, which is atomic; where a whole folder is new (`Search/`), the
/// folder is moved in one rename. If any step fails, everything already moved is moved back (replaced files are
/// restored from hard-link backups) and the staging folders are removed.
///
/// A run killed before it committed leaves only its staging folders; a run killed while moving files (which can
/// leave a module's code folder without its tests folder) leaves its journals. The next run in the same output
/// root removes the former and rolls the latter forward, so that every module of the killed run is complete.
public struct PlanWriter: Sendable {
    static let stagingPrefix = ".viper-gen-staging-"

    /// Creates a writer.
    public init() {}

    /// Writes every file of `plan`, after recovering any run that was killed in the plan's output roots.
    /// - Throws: `Diagnostics` (can't create, 73, or I/O, 74); nothing of the plan is left on disk then.
    public func write(_ plan: GenerationPlan) throws(Diagnostics) {
        var transaction = WriteTransaction()
        do {
            try transaction.stage(plan.files)
            try transaction.prepareMoves(plan.files)
            try transaction.writeJournals()
            try transaction.commit()
            transaction.finish()
        } catch {
            transaction.rollBack()
            throw Diagnostics([error])
        }
    }

    /// Finishes or cleans up runs that were killed while writing into `roots`: staging folders of a run that
    /// committed (every one of its journals is in place) are rolled forward, all others are removed.
    ///
    /// `write(_:)` calls this for the roots it writes to; call it before planning so that a killed run's files are
    /// in place before the next plan checks which files exist. Only folders of processes that no longer exist are
    /// touched.
    public static func recoverInterruptedRuns(in roots: [URL]) {
        for root in roots { WriteJournal.recover(in: root) }
    }
}

/// The state of one write: what was created and moved, so that it can be undone.
private struct WriteTransaction {
    private let runID = "\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
    /// Staging folder path per output root path. Paths are joined as strings throughout: relative paths were
    /// checked by the planner, and building a URL per file costs more than writing the file to tmpfs.
    private var staging: [String: String] = [:]
    /// Output roots and their parents created by this run, outermost first.
    private var createdDirectories: [URL] = []
    /// Every move the commit makes, in order: `from` is the staged location, `to` the final one, `backup` the
    /// hard link to the file it replaces, if any.
    private var plannedMoves: [WriteJournal.Move] = []
    /// How many of `plannedMoves` are done.
    private var movesDone = 0
    /// Whether journals may exist, so that a roll-back must remove them first.
    private var journalsStarted = false

    mutating func stage(_ files: [GenerationPlan.File]) throws(Diagnostic) {
        // Folders known to exist in the staging folders, so that each is created once, not once per file.
        var stagedFolders: Set<String> = []
        for file in files {
            let rootPath = file.root.path
            if staging[rootPath] == nil {
                try createDirectory(file.root)
                WriteJournal.recover(in: file.root)
                let folder = joinedPath(rootPath, PlanWriter.stagingPrefix + runID)
                guard mkdir(folder, 0o755) == 0 else {
                    throw failure("cannot write files into the directory", folder, errno)
                }
                staging[rootPath] = folder
                stagedFolders.insert(folder)
            }
            let staged = staging[rootPath]! + "/" + file.relativePath
            try makeParents(of: staged, known: &stagedFolders)
            // A new file gets 0644 less the umask, as any tool's would; a replaced file keeps its permissions.
            var keptMode: mode_t?
            var existing = stat()
            if file.replacesExistingFile, stat(file.url.path, &existing) == 0 { keptMode = existing.st_mode & 0o7777 }
            try writeFile(Array(file.contents.utf8), to: staged, keeping: keptMode)
        }
    }

    /// Decides every rename of the commit and makes the hard-link backups of the files it replaces.
    mutating func prepareMoves(_ files: [GenerationPlan.File]) throws(Diagnostic) {
        // New folders already moved as a whole, per root, so that their files are skipped (one lookup per level).
        var placedFolders: [String: Set<String>] = [:]
        var backupFolders = Set(staging.values)
        for file in files {
            let rootPath = file.root.path
            let stagingFolder = staging[rootPath]!
            let destination = joinedPath(rootPath, file.relativePath)
            let components = file.relativePath.split(separator: "/")
            var prefixes: [String] = []
            for depth in 1..<max(components.count, 1) { prefixes.append(components[..<depth].joined(separator: "/")) }
            if prefixes.contains(where: { placedFolders[rootPath, default: []].contains($0) }) { continue }
            // The outermost folder on the way to the file that does not exist yet can move in as a whole.
            if let newFolder = prefixes.first(where: { OutputPathCheck.fileType(joinedPath(rootPath, $0)) == nil }) {
                plannedMoves.append(
                    WriteJournal.Move(
                        from: stagingFolder + "/" + newFolder, to: joinedPath(rootPath, newFolder), backup: nil))
                placedFolders[rootPath, default: []].insert(newFolder)
                continue
            }
            var backup: String?
            if file.replacesExistingFile {
                let backupPath = stagingFolder + "/.backup/" + file.relativePath
                try makeParents(of: backupPath, known: &backupFolders)
                guard link(destination, backupPath) == 0 else { throw failure("cannot back up", destination, errno) }
                backup = backupPath
            }
            plannedMoves.append(
                WriteJournal.Move(from: stagingFolder + "/" + file.relativePath, to: destination, backup: backup))
        }
    }

    /// Writes the journal into every staging folder; when the last one is in place, the run is committed.
    mutating func writeJournals() throws(Diagnostic) {
        let folders = staging.values.sorted()
        let journal = WriteJournal(stagingFolders: folders, moves: plannedMoves)
        journalsStarted = true
        for folder in folders {
            let path = folder + "/" + WriteJournal.fileName
            let partial = path + "-partial"
            try writeFile(journal.encoded(), to: partial, keeping: nil)
            guard rename(partial, path) == 0 else { throw failure("cannot write", path, errno) }
        }
    }

    /// Moves every staged file or folder into place.
    mutating func commit() throws(Diagnostic) {
        for move in plannedMoves {
            guard rename(move.from, move.to) == 0 else {
                throw failure("cannot move into place", move.to, errno)
            }
            movesDone += 1
        }
    }

    /// Removes the staging folders after a successful commit.
    func finish() {
        for folder in staging.values { try? FileManager.default.removeItem(atPath: folder) }
    }

    /// Undoes every move in reverse order, removes staging folders and the directories this run created.
    ///
    /// The journals go first, so that a run killed while rolling back is not rolled forward by the next one.
    func rollBack() {
        if journalsStarted {
            for folder in staging.values { unlink(folder + "/" + WriteJournal.fileName) }
        }
        for move in plannedMoves.prefix(movesDone).reversed() {
            if let backup = move.backup {
                rename(backup, move.to)
            } else {
                rename(move.to, move.from)
            }
        }
        finish()
        for directory in createdDirectories.reversed() { rmdir(directory.path) }
    }

    /// Creates `directory` and any missing parents, remembering each one created for roll-back.
    private mutating func createDirectory(_ directory: URL) throws(Diagnostic) {
        var missing: [URL] = []
        var current = directory.standardizedFileURL
        while OutputPathCheck.fileType(current.path) == nil, current.path != "/" {
            missing.append(current)
            current = current.deletingLastPathComponent()
        }
        for folder in missing.reversed() {
            guard mkdir(folder.path, 0o755) == 0 || errno == EEXIST else {
                throw failure("cannot create directory", folder.path, errno)
            }
            createdDirectories.append(folder)
        }
    }

    /// Creates the folders on the way to `file` inside a staging folder. `known` holds the folders that exist
    /// (a staging folder itself at least), so each folder costs one `mkdir` per run.
    private func makeParents(of file: String, known: inout Set<String>) throws(Diagnostic) {
        var missing: [String] = []
        var current = file
        while let slash = current.utf8.lastIndex(of: UInt8(ascii: "/")) {
            current = String(current[..<slash])
            if known.contains(current) { break }
            missing.append(current)
        }
        for folder in missing.reversed() {
            guard mkdir(folder, 0o755) == 0 || errno == EEXIST else {
                throw failure("cannot create directory", folder, errno)
            }
            known.insert(folder)
        }
    }

    /// Creates the file at `path` with `bytes`: with mode 0644 less the umask, or exactly `keptMode`.
    private func writeFile(_ bytes: [UInt8], to path: String, keeping keptMode: mode_t?) throws(Diagnostic) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL, keptMode ?? 0o644)
        guard descriptor >= 0 else { throw failure("cannot create", path, errno) }
        defer { close(descriptor) }
        if let code = writeAll(bytes, to: descriptor) { throw failure("cannot write", path, code) }
        if let keptMode, fchmod(descriptor, keptMode) != 0 {
            throw failure("cannot set permissions of", path, errno)
        }
    }

    private func failure(_ action: String, _ path: String, _ code: Int32) -> Diagnostic {
        let reason = String(cString: strerror(code))
        let category: Diagnostic.Category =
            [EACCES, EPERM, EROFS, EEXIST, ENOTDIR, EISDIR].contains(code) ? .cannotCreate : .io
        let hint =
            switch code {
            case ENOSPC, EDQUOT: "free some space and run again"
            case EROFS: "choose another output directory"
            case EACCES, EPERM: "check the directory's permissions"
            default: category == .cannotCreate ? "check the output directory" : "check the disk and run again"
            }
        return Diagnostic(category, "\(shown(path)): \(action): \(reason); \(hint)")
    }

    /// The path as the user knows it: a staged file at its destination, the staging folder as its output root.
    private func shown(_ path: String) -> String {
        let stagingFolder = PlanWriter.stagingPrefix + runID
        return path.split(separator: "/", omittingEmptySubsequences: false).filter { $0 != stagingFolder }
            .joined(separator: "/")
    }
}

/// The list of moves a committed run makes, kept in each of its staging folders while it moves files, so that a
/// run killed half-way can be finished by the next one.
struct WriteJournal {
    /// One `rename(2)` of the commit.
    struct Move {
        /// The staged file or folder.
        let from: String
        /// Where it goes.
        let to: String
        /// The hard link to the file it replaces (`--force`), if any.
        let backup: String?
    }

    /// The journal's name inside a staging folder.
    static let fileName = ".journal"

    /// Every staging folder of the run; the run committed only if each holds its journal.
    let stagingFolders: [String]
    /// The moves, in order.
    let moves: [Move]

    /// The journal's bytes: every field as `<UTF-8 length>:<bytes>`, so any path reads back exactly; first the
    /// number of staging folders and the folders, then each move as from, to and backup (empty for none).
    /// A plain format rather than JSON: it is written on every run, and Foundation's coders cost more than the rest
    /// of the commit.
    func encoded() -> [UInt8] {
        var fields = [String(stagingFolders.count)] + stagingFolders
        for move in moves { fields += [move.from, move.to, move.backup ?? ""] }
        var bytes: [UInt8] = []
        for field in fields { bytes += Array("\(field.utf8.count):".utf8) + Array(field.utf8) }
        return bytes
    }

    /// Reads a journal written by `encoded()`; `nil` for anything else (a journal cut short is not one).
    init?(decoding bytes: [UInt8]) {
        var fields: [String] = []
        var index = 0
        while index < bytes.count {
            guard let colon = bytes[index...].firstIndex(of: UInt8(ascii: ":")),
                let length = Int(String(decoding: bytes[index..<colon], as: UTF8.self)), length >= 0,
                colon + 1 + length <= bytes.count
            else { return nil }
            fields.append(String(decoding: bytes[(colon + 1)..<(colon + 1 + length)], as: UTF8.self))
            index = colon + 1 + length
        }
        guard let count = fields.first.flatMap({ Int($0) }), count >= 0, fields.count >= 1 + count,
            (fields.count - 1 - count) % 3 == 0
        else { return nil }
        stagingFolders = Array(fields[1..<(1 + count)])
        moves = stride(from: 1 + count, to: fields.count, by: 3).map {
            Move(from: fields[$0], to: fields[$0 + 1], backup: fields[$0 + 2].isEmpty ? nil : fields[$0 + 2])
        }
    }

    init(stagingFolders: [String], moves: [Move]) {
        self.stagingFolders = stagingFolders
        self.moves = moves
    }

    /// Rolls forward or removes every staging folder in `root` left by a process that no longer exists.
    static func recover(in root: URL) {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
        for entry in entries.sorted() where entry.hasPrefix(PlanWriter.stagingPrefix) {
            let pidText = entry.dropFirst(PlanWriter.stagingPrefix.count).split(separator: "-").first.map(String.init)
            guard let pid = pidText.flatMap({ pid_t($0) }), pid != getpid(), kill(pid, 0) != 0, errno == ESRCH else {
                continue
            }
            let folder = root.appending(path: entry)
            if let data = FileManager.default.contents(atPath: folder.appending(path: fileName).path),
                let journal = WriteJournal(decoding: Array(data)),
                journal.stagingFolders.allSatisfy({ FileManager.default.fileExists(atPath: $0 + "/" + fileName) })
            {
                journal.rollForward()
                for other in journal.stagingFolders { try? FileManager.default.removeItem(atPath: other) }
            }
            try? FileManager.default.removeItem(at: folder)
        }
    }

    /// Makes every move that is still to be made and still safe: a staged item moves to a place that is empty,
    /// or over the file it was meant to replace while that file is unchanged (still the backup's inode).
    private func rollForward() {
        for move in moves where OutputPathCheck.fileType(move.from) != nil {
            if let backup = move.backup {
                var current = stat()
                var saved = stat()
                guard lstat(move.to, &current) == 0, lstat(backup, &saved) == 0,
                    current.st_dev == saved.st_dev, current.st_ino == saved.st_ino
                else { continue }
            } else if OutputPathCheck.fileType(move.to) != nil {
                continue
            }
            rename(move.from, move.to)
        }
    }
}
