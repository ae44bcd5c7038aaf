import Foundation
import TodoCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where the console front end writes text.
protocol TextOutput: AnyObject {
    /// Writes `text` as it is; add line breaks yourself. After a failure, writes nothing more.
    func write(_ text: String)

    /// Why the first write that failed failed (`No space left on device`, `Broken pipe`), or `nil`.
    var failure: String? { get }
}

/// Standard output or standard error, unbuffered so that prompts appear before input is read.
///
/// A write that fails (a full disk, a closed or broken stream) is remembered instead of crashing the app; the
/// command line then reports it and exits with status 74.
///
/// Safe to use from any thread (every write holds a lock), so that the store can report waiting for its lock on
/// standard error from wherever it runs.
final class StandardStream: TextOutput, @unchecked Sendable {
    private let descriptor: Int32
    private let lock = NSLock()
    private var firstFailure: String?

    var failure: String? {
        lock.withLock { firstFailure }
    }

    private init(_ descriptor: Int32) {
        self.descriptor = descriptor
    }

    static func output() -> StandardStream { StandardStream(STDOUT_FILENO) }
    static func error() -> StandardStream { StandardStream(STDERR_FILENO) }

    func write(_ text: String) {
        lock.lock()
        defer { lock.unlock() }
        guard firstFailure == nil else { return }
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { buffer in
                systemWrite(descriptor, buffer.baseAddress, buffer.count)
            }
            if written >= 0 {
                bytes = bytes.dropFirst(written)
            } else if errno != EINTR {
                firstFailure = String(cString: strerror(errno))
                return
            }
        }
    }

    /// Makes sure standard input, output and error are open, so that no file the app opens gets their numbers
    /// and receives its output; a closed one is replaced by `/dev/null` opened for reading only, so that writing
    /// it still fails. Also ignores `SIGPIPE`, so that a broken pipe is an error to report, not a silent death.
    static func prepareStandardDescriptors() {
        signal(SIGPIPE, SIG_IGN)
        for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] where fcntl(descriptor, F_GETFD) == -1 {
            _ = open("/dev/null", O_RDONLY)
        }
    }
}

/// The C library's `write`, out of the way of `TextOutput.write`.
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
    #if canImport(Glibc)
        Glibc.write(descriptor, buffer, count)
    #elseif canImport(Musl)
        Musl.write(descriptor, buffer, count)
    #else
        Darwin.write(descriptor, buffer, count)
    #endif
}

/// Collects what is written, for tests.
final class TextBuffer: TextOutput {
    private(set) var text = ""

    func write(_ text: String) {
        self.text += text
    }

    var failure: String? { nil }
}
