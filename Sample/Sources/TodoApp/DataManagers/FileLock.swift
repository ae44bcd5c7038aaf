#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// An exclusive advisory lock (`flock`) on a lock file, held while a closure runs.
///
/// Every process that changes the store takes this lock around its read-modify-write, so that two `todo add`
/// started at the same moment both land.
struct FileLock {
    let path: String

    /// Runs `body` while holding the lock, waiting for other holders first.
    func withLock<T>(_ body: () throws(TodoError) -> T) throws(TodoError) -> T {
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw .unwritableStore(path: path, reason: Self.lastError()) }
        defer { close(descriptor) }
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else { throw .unwritableStore(path: path, reason: Self.lastError()) }
        }
        defer { flock(descriptor, LOCK_UN) }
        return try body()
    }

    static func lastError() -> String {
        String(cString: strerror(errno))
    }
}
