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
    /// The file in each staging folder that its run holds an exclusive `flock` on for as long as it runs, so that
    /// other runs tell a live run's folder from a dead one's whatever its process id (containers reuse them).
    static let ownerLockName = ".owner"
    /// The file in a staging folder that lists the folders its run created on the way to the output root (outermost
    /// first), so that recovery removes them, when empty, after a run killed before it committed.
    static let createdFoldersName = ".created"

    /// The largest journal recovery reads, in bytes: a run's journal holds three paths a file it writes, so this is
    /// far more than any run writes.
    static let maximumSize = 256 << 20

    /// Every staging folder of the run; the run committed only if each holds its journal.
    let stagingFolders: [String]
    /// The moves, in order.
    let moves: [Move]

    /// The journal's bytes (see `encode(fields:)`): first the number of staging folders and the folders, then each
    /// move as from, to and backup (empty for none).
    /// A plain format rather than JSON: it is written on every run, and Foundation's coders cost more than the rest
    /// of the commit.
    func encoded() -> [UInt8] {
        var fields = [String(stagingFolders.count)] + stagingFolders
        for move in moves { fields += [move.from, move.to, move.backup ?? ""] }
        return Self.encode(fields: fields)
    }

    /// The journal file's bytes: its seal under `key` (`JournalKey`; an empty field without a key), then `encoded()`.
    func sealed(with key: JournalKey) -> [UInt8] {
        let payload = encoded()
        return Self.encode(fields: [key.seal(payload, creating: true) ?? ""]) + payload
    }

    /// Reads a journal file written by `sealed(with:)` whose seal is `key`'s: one that a run of viper-gen by this user
    /// on this machine wrote. `nil` for any other (one that came with a checkout, another user's, an unsealed one, one
    /// cut short).
    init?(unsealing bytes: [UInt8], key: JournalKey) {
        guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")), colon <= 3,
            let length = Int(String(decoding: bytes[..<colon], as: UTF8.self)), length == 64,
            colon + 1 + length <= bytes.count
        else { return nil }
        let seal = String(decoding: bytes[(colon + 1)..<(colon + 1 + length)], as: UTF8.self)
        let payload = Array(bytes[(colon + 1 + length)...])
        guard let expected = key.seal(payload, creating: false), Self.isSame(seal, expected) else { return nil }
        self.init(decoding: payload)
    }

    /// Whether two seals are equal, comparing every byte whatever differs first.
    private static func isSame(_ one: String, _ other: String) -> Bool {
        let (first, second) = (Array(one.utf8), Array(other.utf8))
        guard first.count == second.count else { return false }
        return zip(first, second).reduce(0) { $0 | ($1.0 ^ $1.1) } == 0
    }

    /// Reads a journal written by `encoded()`; `nil` for anything else (a journal cut short is not one).
    init?(decoding bytes: [UInt8]) {
        guard let fields = Self.decode(fields: bytes), let count = fields.first.flatMap({ Int($0) }), count >= 0,
            fields.count >= 1 + count, (fields.count - 1 - count) % 3 == 0
        else { return nil }
        stagingFolders = Array(fields[1..<(1 + count)])
        moves = stride(from: 1 + count, to: fields.count, by: 3).map {
            Move(from: fields[$0], to: fields[$0 + 1], backup: fields[$0 + 2].isEmpty ? nil : fields[$0 + 2])
        }
    }

    /// Every field as `<UTF-8 length>:<bytes>`, so that any path reads back exactly.
    static func encode(fields: [String]) -> [UInt8] {
        var bytes: [UInt8] = []
        for field in fields { bytes += Array("\(field.utf8.count):".utf8) + Array(field.utf8) }
        return bytes
    }

    /// The fields of `encode(fields:)`; `nil` for bytes cut short or not in that form.
    static func decode(fields bytes: [UInt8]) -> [String]? {
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
        return fields
    }

    init(stagingFolders: [String], moves: [Move]) {
        self.stagingFolders = stagingFolders
        self.moves = moves
    }

    /// Rolls forward or removes every staging folder in `root` left by a run that no longer runs (its owner lock is
    /// free). After a run killed before it committed, the folders it created on the way to `root` are removed too
    /// while they are empty, `root` among them.
    ///
    /// A journal is rolled forward only when it is sealed with `key` (this user's viper-gen on this machine wrote it)
    /// and its moves stay inside its run's places (`isConfined(holding:)`). A staging folder holding any other journal
    /// is left alone, neither rolled forward nor removed, and named in the warnings returned. A sealed journal that
    /// names a staging folder which is gone belongs to a run killed while it removed its folders after committing:
    /// its folder is removed.
    static func recover(in root: URL, key: JournalKey) -> [Warning] {
        // Only this writer's folders are looked at, and sorted: a root may hold thousands of other entries.
        let entries = (FileSystem.entryNames(inFolder: root.path) ?? []).filter {
            $0.hasPrefix(AtomicWriter.stagingPrefix) || $0.hasPrefix(AtomicWriter.newStagingPrefix)
        }
        var createdFolders: [String] = []
        var warnings: [Warning] = []
        for entry in entries.sorted() {
            if entry.hasPrefix(AtomicWriter.newStagingPrefix) {
                removeAbandonedNewFolder(root.appending(path: entry).path, named: entry)
                continue
            }
            guard entry.hasPrefix(AtomicWriter.stagingPrefix) else { continue }
            let folder = root.appending(path: entry)
            // A staging folder is a real folder: one a repository commits as a link is not followed.
            guard FileSystem.fileType(folder.path) == .directory else { continue }
            // Held while recovering, so that two runs never recover the same folder at once.
            guard let ownerLock = claim(folder: folder.path, named: entry) else { continue }
            defer { if ownerLock >= 0 { close(ownerLock) } }
            let journalPath = folder.appending(path: fileName).path
            var journalInfo = stat()
            if lstat(journalPath, &journalInfo) == 0 {
                // A regular file of a size a run writes, read only then: a link to `/dev/zero` is not a journal.
                guard journalInfo.st_mode & S_IFMT == S_IFREG, journalInfo.st_size <= maximumSize,
                    let data = FileSystem.readBytes(atPath: journalPath),
                    let journal = WriteJournal(unsealing: data, key: key)
                else {
                    warnings.append(untrusted(folder.path))
                    continue
                }
                if journal.stagingFolders.contains(where: { FileSystem.fileType($0) == nil }) {
                    // This user's run had committed and was removing its staging folders when it stopped: nothing is
                    // left to move, and the folder goes.
                } else if !journal.isConfined(holding: folder.path) {
                    warnings.append(untrusted(folder.path))
                    continue
                } else if journal.stagingFolders.allSatisfy({ FileSystem.fileType($0 + "/" + fileName) != nil }) {
                    journal.rollForward()
                    for other in journal.stagingFolders { try? FileManager.default.removeItem(atPath: other) }
                }
            } else if let data = FileManager.default.contents(atPath: folder.appending(path: createdFoldersName).path) {
                // Only `root` and the folders above it: what a run creates on the way to its output root.
                let rootPath = root.normalizedPath
                createdFolders += (decode(fields: Array(data)) ?? []).filter {
                    $0.hasPrefix("/") && ProjectPath.relative(rootPath, to: ProjectPath.normalized($0)) != nil
                }
            }
            try? FileManager.default.removeItem(at: folder)
        }
        // Innermost first; a folder that holds anything now stays. One that holds only the lock of the run that
        // recovers it goes when that run releases its lock.
        for folder in createdFolders.reversed() where rmdir(folder) != 0 && errno == ENOTEMPTY {
            RunLock.removeWhenReleased(folder)
        }
        return warnings
    }

    /// The warning about the staging folder at `path`, whose journal this user's viper-gen did not write here.
    static func untrusted(_ path: String) -> Warning {
        Warning(
            "\(path) holds the journal of an interrupted run that viper-gen did not write on this machine (it came "
                + "with the files, or from another user); it is left alone and nothing in it is moved: delete the "
                + "folder if you did not leave it there")
    }

    /// Removes a staging folder that a run killed while making it left under its temporary name (`name`, in `path`):
    /// only when its owner lock is free (or missing), and either the process named in it no longer exists or the
    /// folder is more than a minute old. Recovery runs under the root's run lock, which a run holds while it makes
    /// and locks its folder, so a live run's folder is not found here where `flock` works; where it does not, a
    /// folder whose process still exists (or shares its id with another) waits the minute, as before.
    private static func removeAbandonedNewFolder(_ path: String, named name: String) {
        var info = stat()
        guard lstat(path, &info) == 0 else { return }
        #if os(Linux)
            let modified = Int(info.st_mtim.tv_sec)
        #else
            let modified = Int(info.st_mtimespec.tv_sec)
        #endif
        guard Int(time(nil)) - modified > 60 || isGone(runNamedIn: name, prefix: AtomicWriter.newStagingPrefix)
        else { return }
        let lock = open(path + "/" + ownerLockName, O_RDWR | O_CLOEXEC)
        if lock >= 0 {
            defer { close(lock) }
            guard flock(lock, LOCK_EX | LOCK_NB) == 0 else { return }
        }
        try? FileManager.default.removeItem(atPath: path)
    }

    /// The owner lock of a staging folder whose run is gone, now held by this process; `nil` while its run lives.
    /// A folder without a lock (its run was killed before making it) or on a file system without `flock` is judged
    /// by the process id in its name instead, and gives `-1`.
    private static func claim(folder: String, named name: String) -> Int32? {
        let lock = open(folder + "/" + ownerLockName, O_RDWR | O_CLOEXEC)
        if lock >= 0 {
            if flock(lock, LOCK_EX | LOCK_NB) == 0 { return lock }
            let held = errno == EWOULDBLOCK
            close(lock)
            if held { return nil }
            // No flock on this file system: the process id decides, below.
        }
        return isGone(runNamedIn: name, prefix: AtomicWriter.stagingPrefix) ? -1 : nil
    }

    /// Whether the process whose id follows `prefix` in the staging folder name `name` (`<prefix><pid>-<random>`) no
    /// longer exists; `false` for this process, a live one, or a name without a process id.
    private static func isGone(runNamedIn name: String, prefix: String) -> Bool {
        let pidText = name.dropFirst(prefix.count).split(separator: "-").first.map(String.init)
        guard let pid = pidText.flatMap({ pid_t($0) }), pid > 0, pid != getpid() else { return false }
        return kill(pid, 0) != 0 && errno == ESRCH
    }

    /// Whether this journal is one a run of viper-gen could have written, so that rolling it forward stays inside its
    /// output roots: it lists `folder`, every staging folder is an absolute, real folder named as staging folders
    /// are, every staged file and backup lies inside one of them, and every destination resolves (links followed)
    /// inside the output root of one of them and outside `.git`. A journal a repository commits to move its own
    /// file to `~/.ssh/authorized_keys` is not rolled forward.
    func isConfined(holding folder: String) -> Bool {
        guard let own = FileSystem.realPath(folder),
            stagingFolders.contains(where: { FileSystem.realPath($0) == own }),
            stagingFolders.allSatisfy({
                $0.hasPrefix("/") && ProjectPath.lastComponent($0).hasPrefix(AtomicWriter.stagingPrefix)
                    && FileSystem.fileType($0) == .directory
            })
        else { return false }
        let folders = stagingFolders.map(ProjectPath.normalized)
        let roots = folders.map { ProjectConfinement(folder: URL(fileURLWithPath: ProjectPath.parent($0))) }
        func staged(_ path: String) -> Bool {
            path.hasPrefix("/")
                && folders.contains { ProjectPath.relative(ProjectPath.normalized(path), to: $0) != nil }
        }
        return moves.allSatisfy { move in
            (move.from.isEmpty || staged(move.from)) && (move.backup.map(staged) ?? true) && move.to.hasPrefix("/")
                && roots.contains { $0.problem(with: move.to) == nil }
        }
    }

    /// Makes every move that is still to be made and still safe: a staged item moves to a place that is empty,
    /// or over the file it was meant to replace while that file is unchanged (still the backup's inode).
    private func rollForward() {
        for move in moves {
            if move.from.isEmpty {
                finishDeletion(move)
                continue
            }
            var staged = stat()
            guard lstat(move.from, &staged) == 0 else { continue }
            if let backup = move.backup {
                var current = stat()
                var saved = stat()
                guard lstat(move.to, &current) == 0, lstat(backup, &saved) == 0,
                    current.st_dev == saved.st_dev, current.st_ino == saved.st_ino
                else { continue }
            } else if FileSystem.fileType(move.to) != nil {
                continue
            } else if staged.st_mode & S_IFMT == S_IFREG, staged.st_mode & 0o111 != 0 {
                // A file the run creates is never executable (the writer stages new files 0644).
                chmod(move.from, staged.st_mode & 0o666)
            }
            rename(move.from, move.to)
        }
    }

    /// Finishes a deletion (`remove`): the file goes if it is still the one backed up (the same inode); a folder
    /// goes if it is empty.
    private func finishDeletion(_ move: Move) {
        guard let backup = move.backup else {
            rmdir(move.to)
            return
        }
        var current = stat()
        var saved = stat()
        guard lstat(move.to, &current) == 0, lstat(backup, &saved) == 0, current.st_dev == saved.st_dev,
            current.st_ino == saved.st_ino
        else { return }
        unlink(move.to)
    }
}
