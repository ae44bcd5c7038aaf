import Foundation

/// A standard output that refuses every write, and the reason viper-gen then reports.
///
/// `/dev/full` (ENOSPC, as a full disk) exists on Linux only; a descriptor open for reading only refuses writes on
/// every platform (EBADF) and takes the same path through viper-gen's console (any error but EPIPE), so the suites
/// that use it run on a Mac too, and on Linux with both.
struct UnwritableOutput: Sendable, CustomStringConvertible {
    /// The file opened as standard output.
    let path: String
    /// Whether it is opened for reading only.
    let readOnly: Bool
    /// `strerror` of the failed write, as viper-gen prints it.
    let reason: String

    var description: String { readOnly ? "a read-only descriptor" : path }

    /// Every kind this platform has.
    static var all: [UnwritableOutput] {
        let readOnly = UnwritableOutput(path: "/dev/null", readOnly: true, reason: "Bad file descriptor")
        #if os(Linux)
            return [UnwritableOutput(path: "/dev/full", readOnly: false, reason: "No space left on device"), readOnly]
        #else
            return [readOnly]  // Darwin has no /dev/full.
        #endif
    }

    /// A handle to give a process as its standard output.
    func handle() -> FileHandle? {
        readOnly ? FileHandle(forReadingAtPath: path) : FileHandle(forWritingAtPath: path)
    }
}
