import Foundation

/// Writes a plan so that all of its files appear or none do.
///
/// Every file is first written into a hidden staging folder inside its output root
/// (`.viper-gen-staging-<pid>-<random>`), on the same file system as its destination. Then each staged file is
/// moved into place with `rename(2)`, which is atomic; where a whole folder is new (`Search/`), the folder is
/// moved in one rename, so a module's files appear together. If any step fails, everything already moved is
/// moved back (replaced files are restored from hard-link backups) and the staging folders are removed.
/// Staging folders left by a killed run are removed by the next run in the same output root.
public struct PlanWriter: Sendable {
    static let stagingPrefix = ".viper-gen-staging-"

    /// Creates a writer.
    public init() {}

    /// Writes every file of `plan`.
    /// - Throws: `Diagnostics` (can't create, 73, or I/O, 74); nothing of the plan is left on disk then.
    public func write(_ plan: GenerationPlan) throws(Diagnostics) {
        var transaction = WriteTransaction()
        do {
            try transaction.stage(plan.files)
            try transaction.commit(plan.files)
            transaction.finish()
        } catch {
            transaction.rollBack()
            throw Diagnostics([error])
        }
    }
}

/// The state of one write: what was created and moved, so that it can be undone.
private struct WriteTransaction {
    private let runID = "\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
    /// Staging folder per output root path.
    private var staging: [String: URL] = [:]
    /// Output roots and their parents created by this run, outermost first.
    private var createdDirectories: [URL] = []
    /// Moves done, in order: `from` is the staged location, `to` the final one, `backup` the old file if any.
    private var moves: [(from: URL, to: URL, backup: URL?)] = []

    mutating func stage(_ files: [GenerationPlan.File]) throws(Diagnostic) {
        for file in files where staging[file.root.path] == nil {
            try createDirectory(file.root)
            removeStaleStaging(in: file.root)
            let folder = file.root.appending(path: PlanWriter.stagingPrefix + runID)
            guard mkdir(folder.path, 0o755) == 0 else { throw failure("cannot create", folder, errno) }
            staging[file.root.path] = folder
        }
        for file in files {
            let staged = staging[file.root.path]!.appending(path: file.relativePath)
            try makeParents(of: staged, below: staging[file.root.path]!)
            var mode: mode_t = 0o644
            var existing = stat()
            if file.replacesExistingFile, stat(file.url.path, &existing) == 0 { mode = existing.st_mode & 0o7777 }
            try writeFile(Array(file.contents.utf8), to: staged, mode: mode)
        }
    }

    mutating func commit(_ files: [GenerationPlan.File]) throws(Diagnostic) {
        var placedFolders: [String] = []
        for file in files {
            let stagingFolder = staging[file.root.path]!
            if placedFolders.contains(where: { file.url.path.hasPrefix($0 + "/") }) { continue }
            // The outermost folder on the way to the file that does not exist yet can move in as a whole.
            let components = file.relativePath.split(separator: "/").map(String.init)
            var newFolder: String?
            for depth in 1..<max(components.count, 1) {
                let prefix = components[..<depth].joined(separator: "/")
                if OutputPathCheck.fileType(file.root.appending(path: prefix).path) == nil {
                    newFolder = prefix
                    break
                }
            }
            if let newFolder {
                let destination = file.root.appending(path: newFolder)
                try move(stagingFolder.appending(path: newFolder), to: destination, backup: nil)
                placedFolders.append(destination.path)
                continue
            }
            var backup: URL?
            if file.replacesExistingFile {
                let backupURL = stagingFolder.appending(path: ".backup").appending(path: file.relativePath)
                try makeParents(of: backupURL, below: stagingFolder)
                guard link(file.url.path, backupURL.path) == 0 else { throw failure("cannot back up", file.url, errno) }
                backup = backupURL
            }
            try move(stagingFolder.appending(path: file.relativePath), to: file.url, backup: backup)
        }
    }

    /// Removes the staging folders after a successful commit.
    func finish() {
        for folder in staging.values { try? FileManager.default.removeItem(at: folder) }
    }

    /// Undoes every move in reverse order, removes staging folders and the directories this run created.
    func rollBack() {
        for move in moves.reversed() {
            if let backup = move.backup {
                rename(backup.path, move.to.path)
            } else {
                rename(move.to.path, move.from.path)
            }
        }
        finish()
        for directory in createdDirectories.reversed() { rmdir(directory.path) }
    }

    private mutating func move(_ source: URL, to destination: URL, backup: URL?) throws(Diagnostic) {
        guard rename(source.path, destination.path) == 0 else {
            throw failure("cannot move into place", destination, errno)
        }
        moves.append((source, destination, backup))
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
                throw failure("cannot create directory", folder, errno)
            }
            createdDirectories.append(folder)
        }
    }

    private func makeParents(of file: URL, below root: URL) throws(Diagnostic) {
        let parent = file.deletingLastPathComponent()
        guard parent.path != root.path else { return }
        do {
            try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
        } catch {
            throw Diagnostic(.cannotCreate, "\(parent.path): cannot create directory; check permissions and free space")
        }
    }

    private func writeFile(_ bytes: [UInt8], to url: URL, mode: mode_t) throws(Diagnostic) {
        let descriptor = open(url.path, O_WRONLY | O_CREAT | O_EXCL, mode)
        guard descriptor >= 0 else { throw failure("cannot create", url, errno) }
        defer { close(descriptor) }
        var written = 0
        while written < bytes.count {
            let result = bytes.withUnsafeBytes { buffer in
                Foundation.write(descriptor, buffer.baseAddress! + written, bytes.count - written)
            }
            guard result > 0 else {
                if result < 0, errno == EINTR { continue }
                throw failure("cannot write", url, errno)
            }
            written += result
        }
        if fchmod(descriptor, mode) != 0 { throw failure("cannot set permissions of", url, errno) }
    }

    /// Removes staging folders of runs whose process no longer exists (a run killed mid-write).
    private func removeStaleStaging(in root: URL) {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
        for entry in entries where entry.hasPrefix(PlanWriter.stagingPrefix) {
            let pidText = entry.dropFirst(PlanWriter.stagingPrefix.count).split(separator: "-").first.map(String.init)
            guard let pid = pidText.flatMap({ pid_t($0) }), pid != getpid() else { continue }
            if kill(pid, 0) != 0, errno == ESRCH {
                try? FileManager.default.removeItem(at: root.appending(path: entry))
            }
        }
    }

    private func failure(_ action: String, _ url: URL, _ code: Int32) -> Diagnostic {
        let reason = String(cString: strerror(code))
        let category: Diagnostic.Category =
            [EACCES, EPERM, EROFS, EEXIST, ENOTDIR, EISDIR].contains(code) ? .cannotCreate : .io
        let hint =
            code == ENOSPC
            ? "free some space and run again"
            : category == .cannotCreate ? "check the directory's permissions" : "check the disk and run again"
        return Diagnostic(category, "\(url.path): \(action): \(reason); \(hint)")
    }
}
