import Foundation

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
/// started at the same moment both land. When another process holds it, `reportWaiting` is told once, and the
/// lock is given up on after `timeout` seconds.
public struct FileLock {
    /// The lock file, `<store>.lock`.
    public let path: String
    /// The store the lock guards, for messages.
    public let storePath: String
    /// How long to wait for another holder, in seconds.
    public let timeout: LockTimeout
    /// Told, once, that the lock is held by another process and how long this one waits; on the thread that asked
    /// for the lock.
    public let reportWaiting: @Sendable (String) -> Void

    /// Runs `body` while holding the lock, waiting for other holders first.
    /// - Throws: `TodoError.storeBusy` when another process holds the lock longer than `timeout`.
    public func withLock<T>(_ body: () throws(TodoError) -> T) throws(TodoError) -> T {
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw .unwritableStore(path: path, reason: Self.lastError()) }
        defer { close(descriptor) }
        try acquire(descriptor)
        defer { flock(descriptor, LOCK_UN) }
        return try body()
    }

    private func acquire(_ descriptor: Int32) throws(TodoError) {
        let deadline = Date().addingTimeInterval(timeout.seconds)
        var hasReported = false
        while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            switch errno {
            case EINTR:
                continue
            case EWOULDBLOCK:
                if !hasReported {
                    reportWaiting(
                        "another todo process holds the store \(storePath); waiting up to \(timeout.text) seconds")
                    hasReported = true
                }
                guard Date() < deadline else { throw .storeBusy(path: storePath, seconds: timeout.text) }
                usleep(20_000)
            default:
                throw .unwritableStore(path: path, reason: Self.lastError())
            }
        }
    }

    /// The message of the current `errno`.
    public static func lastError() -> String {
        String(cString: strerror(errno))
    }
}

/// How long `todo` waits for another process's lock on the store: `TODO_LOCK_TIMEOUT` seconds, 10 by default.
public struct LockTimeout: Equatable, Sendable {
    /// The default wait.
    public static let standard = LockTimeout(seconds: 10, text: "10")

    public let seconds: Double
    /// The seconds as the user wrote them.
    public let text: String

    /// Parses a number of seconds from 0 to 3600, such as `5` or `0.5`.
    public init?(_ text: String) {
        guard let seconds = Double(text), seconds.isFinite, (0...3600).contains(seconds) else { return nil }
        self.init(seconds: seconds, text: text)
    }

    private init(seconds: Double, text: String) {
        self.seconds = seconds
        self.text = text
    }
}
