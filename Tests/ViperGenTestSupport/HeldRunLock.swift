import Foundation
import Testing

/// A run lock the test holds as another viper-gen run would: `.viper-gen.run-lock` in a folder, locked with `flock`
/// until `release()`, which removes the file first as a finishing run does.
package final class HeldRunLock {
    private let path: String
    private var descriptor: Int32

    /// Takes the run lock of `folder` (the project folder a run locks).
    package init(in folder: URL) throws {
        path = folder.resolvingSymlinksInPath().path + "/.viper-gen.run-lock"
        descriptor = open(path, O_RDWR | O_CREAT, 0o644)
        try #require(descriptor >= 0 && flock(descriptor, LOCK_EX | LOCK_NB) == 0, "cannot lock \(path)")
    }

    /// Removes the lock file, then lets the lock go; nothing when released already.
    package func release() {
        guard descriptor >= 0 else { return }
        unlink(path)
        close(descriptor)
        descriptor = -1
    }

    deinit { release() }
}

/// Runs the real `viper-gen` with `arguments` and `input` while `lock` is held, releasing the lock when the run says
/// on standard error that it waits for another run: the run's own words are the signal, never a sleep. A run that
/// ends without waiting releases it too.
package func runViperGen(
    _ arguments: [String], in directory: URL, input: String = "", releasingWhenItWaits lock: HeldRunLock
) throws -> ProcessResult {
    let (process, output, error) = try startProcess(
        viperGenExecutable, arguments, in: directory, environment: ["SOURCE_DATE_EPOCH": "1795348800"], input: input)
    let outputData = PipeContents(output)
    var errorData = Data()
    while case let chunk = error.fileHandleForReading.availableData, !chunk.isEmpty {
        errorData.append(chunk)
        if String(decoding: errorData, as: UTF8.self).contains("waiting for another viper-gen run") { lock.release() }
    }
    lock.release()
    process.waitUntilExit()
    return ProcessResult(
        status: process.terminationStatus, standardOutput: String(decoding: outputData.wait(), as: UTF8.self),
        standardError: String(decoding: errorData, as: UTF8.self))
}
