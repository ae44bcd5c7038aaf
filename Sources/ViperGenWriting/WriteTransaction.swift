import ViperGenSupport

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

/// The state of one write: what was created and moved, so that it can be undone.
struct WriteTransaction {
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
    /// For files the run edits (an Xcode project file), the contents each must still have when it is replaced, by
    /// destination path.
    private var expectedContents: [String: [UInt8]] = [:]
    /// The descriptors of the owner locks held on the staging folders (`WriteJournal.ownerLockName`), closed by
    /// `finish()` once the folders are gone.
    private var ownerLocks: [Int32] = []
    /// The key that seals the journals (`JournalKey`), and that recovery checks a killed run's journals with.
    private let journalKey: JournalKey
    /// The staging folders of killed runs that recovery left alone (their journals are not this user's).
    private(set) var warnings: [Warning] = []

    /// A write whose journals `journalKey` seals.
    init(journalKey: JournalKey) {
        self.journalKey = journalKey
    }

    mutating func stage(_ files: [WriteSet.File], folders: [WriteSet.Folder] = []) throws(Diagnostic) {
        // Folders known to exist in the staging folders, so that each is created once, not once per file.
        var stagedFolders: Set<String> = []
        for folder in folders where !folder.exists {
            let rootPath = folder.root.path
            try openStaging(folder.root, path: rootPath, known: &stagedFolders)
            // A trailing component, so that the folder itself is made like the parents of a file.
            try makeParents(of: staging[rootPath]! + "/" + folder.relativePath + "/.", known: &stagedFolders)
        }
        for file in files {
            let rootPath = file.rootPath
            try openStaging(file.root, path: rootPath, known: &stagedFolders)
            let staged = staging[rootPath]! + "/" + file.relativePath
            try makeParents(of: staged, known: &stagedFolders)
            // A new file gets 0644 less the umask, as any tool's would; a replaced file keeps its permissions.
            var keptMode: mode_t?
            var existing = stat()
            // The file itself, never what a link leads to: a link's target's mode is not the file's to keep.
            if file.replacesExistingFile, lstat(joinedPath(rootPath, file.relativePath), &existing) == 0,
                existing.st_mode & S_IFMT == S_IFREG
            {
                keptMode = existing.st_mode & 0o7777
            }
            try writeFile(file.bytes, to: staged, keeping: keptMode)
        }
    }

    /// Creates the output root `root` (whose path is `rootPath`) and its staging folder, once per root.
    ///
    /// The staging folder is made under a name recovery leaves alone (`.viper-gen-new-…`), its owner lock is taken
    /// and the folders this run created on the way to `root` are listed in it, and only then is it renamed to the
    /// name recovery looks for: no other run can see it unlocked.
    private mutating func openStaging(_ root: URL, path rootPath: String, known stagedFolders: inout Set<String>)
        throws(Diagnostic)
    {
        guard staging[rootPath] == nil else { return }
        // Recovery first: it may remove empty folders a killed run created, this run's root among them.
        if FileSystem.fileType(followingLinks: rootPath) == .directory {
            warnings += WriteJournal.recover(in: root, key: journalKey)
        }
        let createdBefore = createdDirectories.count
        try createDirectory(root)
        let newFolder = joinedPath(rootPath, AtomicWriter.newStagingPrefix + runID)
        guard mkdir(newFolder, 0o755) == 0 else {
            throw failure("cannot write files into the directory", newFolder, errno)
        }
        let lockPath = newFolder + "/" + WriteJournal.ownerLockName
        let lock = open(lockPath, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard lock >= 0 else {
            rmdir(newFolder)
            throw failure("cannot write", lockPath, errno)
        }
        ownerLocks.append(lock)
        // A file system without flock leaves the folder to the process-id check of `WriteJournal.recover`.
        _ = flock(lock, LOCK_EX | LOCK_NB)
        let created = createdDirectories[createdBefore...].map(\.path)
        if !created.isEmpty {
            try writeFile(
                WriteJournal.encode(fields: created), to: newFolder + "/" + WriteJournal.createdFoldersName,
                keeping: nil)
        }
        let folder = joinedPath(rootPath, AtomicWriter.stagingPrefix + runID)
        guard rename(newFolder, folder) == 0 else {
            let code = errno
            try? FileManager.default.removeItem(atPath: newFolder)
            throw failure("cannot write files into the directory", folder, code)
        }
        staging[rootPath] = folder
        stagedFolders.insert(folder)
    }

    /// Decides every rename of the commit and makes the hard-link backups of the files it replaces.
    mutating func prepareMoves(_ files: [WriteSet.File], folders: [WriteSet.Folder] = [])
        throws(Diagnostic)
    {
        // New folders already moved as a whole, per root, so that their files are skipped (one lookup per level).
        var placedFolders: [String: Set<String>] = [:]
        var backupFolders = Set(staging.values)
        for file in files {
            let rootPath = file.rootPath
            let stagingFolder = staging[rootPath]!
            let destination = joinedPath(rootPath, file.relativePath)
            let prefixes = Self.folderPrefixes(of: file.relativePath, includingItself: false)
            if prefixes.contains(where: { placedFolders[rootPath, default: []].contains($0) }) { continue }
            // The outermost folder on the way to the file that does not exist yet can move in as a whole.
            if let newFolder = prefixes.first(where: { FileSystem.fileType(joinedPath(rootPath, $0)) == nil }) {
                plannedMoves.append(
                    WriteJournal.Move(
                        from: stagingFolder + "/" + newFolder, to: joinedPath(rootPath, newFolder), backup: nil))
                placedFolders[rootPath, default: []].insert(newFolder)
                continue
            }
            var backup: String?
            if let expected = file.expectedContents { expectedContents[destination] = expected }
            // Something that appeared there after planning (an editor, another tool) is never replaced silently.
            if !file.replacesExistingFile, FileSystem.fileType(destination) != nil {
                throw Diagnostic(
                    .cannotCreate,
                    "\(destination) appeared while viper-gen was working; nothing was written, run again (with "
                        + "\(Remedy.option(.force)) to replace it)")
            }
            if file.replacesExistingFile {
                let backupPath = stagingFolder + "/.backup/" + file.relativePath
                try makeParents(of: backupPath, known: &backupFolders)
                guard link(destination, backupPath) == 0 else { throw failure("cannot back up", destination, errno) }
                backup = backupPath
            }
            plannedMoves.append(
                WriteJournal.Move(from: stagingFolder + "/" + file.relativePath, to: destination, backup: backup))
        }
        prepareFolderMoves(folders, placed: &placedFolders)
    }

    /// The folders on the way to `relativePath`, outermost first: `a` and `a/b` for `a/b/c`, and `a/b/c` too when
    /// `includingItself`. Built by appending components: `joined(separator:)` on slices is the standard library's
    /// generic version here, about 20,000 instructions a file.
    static func folderPrefixes(of relativePath: String, includingItself: Bool) -> [String] {
        // A path without empty components (what planning makes) is cut at its slashes, byte by byte; `split`
        // made each call cost about 15,000 instructions.
        let utf8 = relativePath.utf8
        let slash = UInt8(ascii: "/")
        var cuts: [String.Index] = []
        var clean = utf8.first != slash && utf8.last != slash
        var previous: UInt8 = 0
        var index = utf8.startIndex
        while clean, index != utf8.endIndex {
            let byte = utf8[index]
            if byte == slash {
                if previous == slash { clean = false }
                cuts.append(index)
            }
            previous = byte
            index = utf8.index(after: index)
        }
        if clean {
            var prefixes = cuts.map { String(relativePath[..<$0]) }
            if includingItself, !relativePath.isEmpty { prefixes.append(relativePath) }
            return prefixes
        }
        let components = relativePath.split(separator: "/")
        var prefixes: [String] = []
        var prefix = ""
        for component in components.dropLast(includingItself ? 0 : 1) {
            if !prefix.isEmpty { prefix.append("/") }
            prefix.append(contentsOf: component)
            prefixes.append(prefix)
        }
        return prefixes
    }

    /// Moves in each new empty folder whose outermost new folder is not moved in already (with a file's folder).
    private mutating func prepareFolderMoves(_ folders: [WriteSet.Folder], placed: inout [String: Set<String>]) {
        for folder in folders where !folder.exists {
            let rootPath = folder.root.path
            let prefixes = Self.folderPrefixes(of: folder.relativePath, includingItself: true)
            if prefixes.contains(where: { placed[rootPath, default: []].contains($0) }) { continue }
            guard let newFolder = prefixes.first(where: { FileSystem.fileType(joinedPath(rootPath, $0)) == nil })
            else { continue }
            plannedMoves.append(
                WriteJournal.Move(
                    from: staging[rootPath]! + "/" + newFolder, to: joinedPath(rootPath, newFolder), backup: nil))
            placed[rootPath, default: []].insert(newFolder)
        }
    }

    /// Plans deleting each file of `deletions` in the commit: a hard link to it goes into the staging folder (what
    /// a roll-back restores). Then each of `emptiedFolders` is removed if it is empty, deepest first. In the
    /// journal a deletion is a move with an empty `from` and the backup; a folder to remove if empty has neither.
    mutating func prepareDeletions(_ deletions: [WriteSet.Deletion], emptiedFolders: [URL]) throws(Diagnostic) {
        guard !deletions.isEmpty else { return }
        var known: Set<String> = []
        for deletion in deletions {
            let rootPath = deletion.root.path
            try openStaging(deletion.root, path: rootPath, known: &known)
            let destination = joinedPath(rootPath, deletion.relativePath)
            guard FileSystem.holds(deletion.expectedContents, atPath: destination) else {
                throw Diagnostic(
                    .cannotCreate,
                    "\(destination) changed on disk while viper-gen was working; nothing was removed, run again")
            }
            expectedContents[destination] = deletion.expectedContents
            let backupPath = staging[rootPath]! + "/.backup/" + deletion.relativePath
            var backupFolders = Set(staging.values)
            try makeParents(of: backupPath, known: &backupFolders)
            guard link(destination, backupPath) == 0 else { throw failure("cannot back up", destination, errno) }
            plannedMoves.append(WriteJournal.Move(from: "", to: destination, backup: backupPath))
        }
        let folders = Set(emptiedFolders.map(\.normalizedPath))
        for folder in folders.sorted(by: { ($0.split(separator: "/").count, $0) > ($1.split(separator: "/").count, $1) }
        ) {
            plannedMoves.append(WriteJournal.Move(from: "", to: folder, backup: nil))
        }
    }

    /// Writes the journal into every staging folder; when the last one is in place, the run is committed.
    mutating func writeJournals() throws(Diagnostic) {
        let folders = staging.values.sorted()
        let journal = WriteJournal(stagingFolders: folders, moves: plannedMoves).sealed(with: journalKey)
        journalsStarted = true
        for folder in folders {
            let path = folder + "/" + WriteJournal.fileName
            let partial = path + "-partial"
            try writeFile(journal, to: partial, keeping: nil)
            guard rename(partial, path) == 0 else { throw failure("cannot write", path, errno) }
        }
    }

    /// Moves every staged file or folder into place. A file the run edits is compared with what it held when the run
    /// was planned right before it is replaced; if someone changed it meanwhile, the run is rolled back.
    mutating func commit() throws(Diagnostic) {
        for move in plannedMoves {
            if move.from.isEmpty, move.backup == nil {
                // A folder the deletions may have left empty: removed only if it is.
                rmdir(move.to)
                movesDone += 1
                continue
            }
            if let expected = expectedContents[move.to], !FileSystem.holds(expected, atPath: move.to) {
                throw Diagnostic(
                    .cannotCreate,
                    "\(move.to) changed on disk while viper-gen was working; nothing was written, run again so that it "
                        + "works from the file as it is now")
            }
            if move.from.isEmpty {
                guard unlink(move.to) == 0 else { throw failure("cannot remove", move.to, errno) }
                movesDone += 1
                continue
            }
            guard rename(move.from, move.to) == 0 else {
                throw failure("cannot move into place", move.to, errno)
            }
            movesDone += 1
        }
    }

    /// Removes the staging folders after a successful commit.
    ///
    /// A staging folder then holds its journal, its owner lock and the list of folders the run created, and backups
    /// only when the run replaced files: the three are unlinked and the folder removed directly, and FileManager's
    /// recursive removal (a dozen system calls and a file-tree walk) is left for a folder that still holds something.
    /// Every journal goes before any folder, so that a run killed here never leaves a journal naming a staging folder
    /// that is gone.
    func finish() {
        for folder in staging.values { unlink(folder + "/" + WriteJournal.fileName) }
        for folder in staging.values {
            unlink(folder + "/" + WriteJournal.ownerLockName)
            unlink(folder + "/" + WriteJournal.createdFoldersName)
            if rmdir(folder) != 0 { try? FileManager.default.removeItem(atPath: folder) }
        }
        for lock in ownerLocks { close(lock) }
    }

    /// Undoes every move in reverse order, removes staging folders and the directories this run created.
    ///
    /// The journals go first, so that a run killed while rolling back is not rolled forward by the next one.
    func rollBack() {
        if journalsStarted {
            for folder in staging.values { unlink(folder + "/" + WriteJournal.fileName) }
        }
        for move in plannedMoves.prefix(movesDone).reversed() {
            if move.from.isEmpty, move.backup == nil {
                mkdir(move.to, 0o755)
            } else if let backup = move.backup {
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
        while FileSystem.fileType(current.path) == nil, current.path != "/" {
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
        let stagingFolder = AtomicWriter.stagingPrefix + runID
        let newFolder = AtomicWriter.newStagingPrefix + runID
        return path.split(separator: "/", omittingEmptySubsequences: false).filter {
            $0 != stagingFolder && $0 != newFolder
        }
        .joined(separator: "/")
    }
}
