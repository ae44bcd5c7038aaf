import Dispatch
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

/// Keeps runs that write into the same places apart: a run holds it from before it plans until its write is done,
/// so that a second run plans only once the first has committed (and sees its files and its project edit).
///
/// A run takes it for every folder and file it writes into through `CommitStep` (in ViperGenGeneration), which
/// calls `RunLock.holding(_:waiting:_:)` around planning and writing.
///
/// Each place is locked by an exclusive `flock(2)` on a file named `.viper-gen.run-lock` inside it: inside the folder
/// for a folder (a `.xcodeproj` is a folder), or inside the nearest existing parent for a folder the run is still to
/// create, and every folder above those that holds a lock file of another run. Places are locked in one order (their
/// real paths, sorted), so that two runs never wait for each other.
/// The lock file is removed when the lock is released; a waiting run that then finds a newer lock file locks that
/// one instead. A run whose lock file cannot be created (a read-only folder) runs without it, since it cannot write
/// there either. The kernel releases the locks of a killed run.
public enum RunLock {
    /// The lock file's name in each locked folder.
    public static let fileName = ".viper-gen.run-lock"
    /// How long a run waits for another one by default, in seconds.
    public static let defaultTimeout = 120.0

    /// Runs `body` while holding the lock of every place in `places`, waiting for other runs that hold one.
    /// - Parameters:
    ///   - places: Folders and `.xcodeproj` bundles the run writes into; missing ones lock their nearest existing
    ///     parent, duplicates lock once.
    ///   - timeout: Seconds to wait for another run before giving up.
    ///   - waiting: Called once with "waiting for another viper-gen run on PATH" when a place is held by another run.
    ///   - body: The run's planning and writing.
    /// - Throws: `Diagnostics` from `body`, or a "can't create" diagnostic (73) when another run held a place for
    ///   longer than `timeout`, or when a lock file is a symbolic link or not a regular file; bad data (65) for a place
    ///   at or below a `.git` folder or file; `body` does not run then.
    public static func holding<Result>(
        _ places: [URL], timeout: Double = defaultTimeout, waiting: (String) -> Void,
        _ body: () throws(Diagnostics) -> Result
    ) throws(Diagnostics) -> Result {
        var held: [HeldLock] = []
        defer {
            for lock in held.reversed() { lock.release() }
            for folder in emptyFoldersToRemove.take() { rmdir(folder) }
        }
        for folder in lockFolders(for: places) {
            // Not even a lock file goes into git's own folders: a run that would write there is refused anyway.
            if let problem = ProjectConfinement.gitProblem(with: path(of: fileName, in: folder)) {
                throw Diagnostics([problem])
            }
            do {
                if let lock = try HeldLock.acquire(in: folder, timeout: timeout, waiting: waiting) {
                    held.append(lock)
                }
            } catch {
                throw Diagnostics([error])
            }
        }
        return try body()
    }

    /// Folders a killed run created and left empty but for this run's lock file (see `WriteJournal.recover`),
    /// innermost first, removed when the lock is released if they are still empty.
    private static let emptyFoldersToRemove = FolderList()

    /// Asks for `folder` to be removed, if it is empty then, when this process releases its run lock.
    static func removeWhenReleased(_ folder: String) {
        emptyFoldersToRemove.append(folder)
    }

    /// The folders to lock for `places`, in locking order: each place's `lockFolder`, and every folder above it that
    /// holds a lock file now. A run that locked a parent because the output folder did not exist yet holds that
    /// parent while it creates the folder and writes into it; a run that starts meanwhile finds the folder, and must
    /// wait for the parent's lock too. Sorted, a folder comes before the folders inside it.
    static func lockFolders(for places: [URL]) -> [String] {
        var folders: Set<String> = []
        // Folders whose parents have been looked at: places in one folder (the output and tests folders often are)
        // and places below one another share their parents, and each is looked at once.
        var climbed: Set<String> = []
        for place in places {
            var folder = lockFolder(place)
            folders.insert(folder)
            while folder != "/", climbed.insert(folder).inserted {
                folder = ProjectPath.parent(folder)
                if holdsLockFile(folder) { folders.insert(folder) }
            }
        }
        return folders.sorted()
    }

    /// Whether `folder` holds a run lock file.
    private static func holdsLockFile(_ folder: String) -> Bool {
        FileSystem.fileType(path(of: fileName, in: folder)) == .regular
    }

    /// The path of the file `name` in `folder`.
    static func path(of name: String, in folder: String) -> String {
        folder == "/" ? "/" + name : folder + "/" + name
    }

    /// The folder whose lock file stands for `place`: its real path, or its nearest existing parent's.
    static func lockFolder(_ place: URL) -> String {
        var current = place.normalizedPath
        while true {
            if let resolved = FileSystem.realPath(current), FileSystem.fileType(followingLinks: resolved) == .directory
            {
                return resolved
            }
            guard current != "/" else { return "/" }
            current = ProjectPath.parent(current)
        }
    }
}

/// One lock file, opened and locked.
private struct HeldLock {
    let path: String
    let descriptor: Int32

    /// Locks `folder/.viper-gen.run-lock` (and removes a killed run's `.viper-gen.lock` there), waiting up to `timeout` seconds; `nil` when the file cannot be created there
    /// (a read-only folder).
    static func acquire(in folder: String, timeout: Double, waiting: (String) -> Void) throws(Diagnostic) -> HeldLock? {
        let path = RunLock.path(of: RunLock.fileName, in: folder)
        var announced = false
        let deadline = monotonicSeconds() + timeout
        while true {
            // Never through a link: a repository can commit a dangling `.viper-gen.run-lock` that leads anywhere.
            let descriptor = open(path, O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0o644)
            guard descriptor >= 0 else {
                // Kept before the lookup below, which sets `errno` again.
                let code = errno
                switch FileSystem.fileType(path) {
                case .symbolicLink?: throw notALock(path, "a symbolic link")
                case .directory?, .other?: throw notALock(path, "not a regular file")
                case .regular?, nil: break
                }
                if [EACCES, EPERM, EROFS].contains(code) { return nil }
                // The run that held it removed the folder (empty, left by a killed run): lock where it now ends.
                if code == ENOENT {
                    return try acquire(
                        in: RunLock.lockFolder(URL(fileURLWithPath: folder)),
                        timeout: max(deadline - monotonicSeconds(), 0), waiting: waiting)
                }
                let reason = String(cString: strerror(code))
                throw Diagnostic(.cannotCreate, "\(path): cannot create the run lock: \(reason); check the folder")
            }
            var info = stat()
            guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
                close(descriptor)
                throw notALock(path, "not a regular file")
            }
            if flock(descriptor, LOCK_EX | LOCK_NB) == 0 {
                // A run that released the lock removed this file; a lock on a removed file keeps nobody out.
                if isStillNamed(path, by: descriptor) {
                    return HeldLock(path: path, descriptor: descriptor)
                }
                close(descriptor)
                continue
            }
            let code = errno
            close(descriptor)
            // A file system without flock: nothing to wait for.
            guard code == EWOULDBLOCK else { return nil }
            if !announced {
                waiting("waiting for another viper-gen run on \(folder)")
                announced = true
            }
            if monotonicSeconds() > deadline {
                throw Diagnostic(
                    .cannotCreate,
                    "another viper-gen run has held \(path) for more than \(Int(timeout)) seconds; nothing was "
                        + "written, run again when it has finished")
            }
            usleep(20_000)
        }
    }

    /// Removes the lock file, then unlocks it, so that a waiting run locks a new file rather than a removed one.
    /// Only the file this run locked is removed: whatever stands under its name now (a link put there meanwhile)
    /// is not viper-gen's to delete.
    func release() {
        if Self.isStillNamed(path, by: descriptor) { unlink(path) }
        close(descriptor)
    }

    /// Whether `path` names the file open as `descriptor` (not a link to it, nor another file).
    private static func isStillNamed(_ path: String, by descriptor: Int32) -> Bool {
        var opened = stat()
        var named = stat()
        return fstat(descriptor, &opened) == 0 && lstat(path, &named) == 0 && opened.st_dev == named.st_dev
            && opened.st_ino == named.st_ino
    }

    /// The refusal of the run lock at `path`, which is `what` (a symbolic link, not a regular file): something a
    /// run of viper-gen never makes, so it came with the files. Nothing is created where it leads, nor is it removed.
    private static func notALock(_ path: String, _ what: String) -> Diagnostic {
        Diagnostic(
            .cannotCreate,
            "\(path) is \(what), not a run lock viper-gen made; nothing was written: remove it (viper-gen neither "
                + "follows nor deletes it) and run again")
    }

    private static func monotonicSeconds() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
    }
}

/// A list of paths shared by the threads of one process.
private final class FolderList: @unchecked Sendable {
    private let queue = DispatchQueue(label: "viper-gen.run-lock.folders")
    private var folders: [String] = []

    func append(_ folder: String) { queue.sync { folders.append(folder) } }

    /// The folders appended so far, in order, leaving the list empty.
    func take() -> [String] {
        queue.sync {
            defer { folders = [] }
            return folders
        }
    }
}
