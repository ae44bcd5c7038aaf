import Foundation
import ViperGenTestSupport

/// Runs viper-gen with `arguments` in `directory` and kills it with SIGKILL: after `moment` seconds, or, when
/// `moment` is negative, `afterJournal` microseconds after a journal appears in a staging folder in `stagingRoot`
/// (densely after the commit). The kill-safety tests of `update` and `remove` use it.
func killViperGen(
    _ arguments: [String], in directory: URL, at moment: Double, stagingRoot: String, afterJournal: Double
) throws {
    let process = Process()
    process.executableURL = viperGenExecutable
    process.arguments = arguments
    process.currentDirectoryURL = directory
    process.environment = testEnvironment.merging(["SOURCE_DATE_EPOCH": "1795348800"]) { $1 }
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    if moment >= 0 {
        usleep(UInt32(moment * 1_000_000))
    } else {
        while process.isRunning {
            let staging = (try? FileManager.default.contentsOfDirectory(atPath: stagingRoot))?
                .first { $0.hasPrefix(".viper-gen-staging-") }
            if let staging, access(stagingRoot + "/" + staging + "/.journal", F_OK) == 0 { break }
            usleep(50)
        }
        usleep(UInt32(afterJournal))
    }
    kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()
}

/// A copy of every entry of `directory` in a new temporary directory.
func copyOfProject(_ directory: URL) throws -> TemporaryDirectory {
    let copy = try TemporaryDirectory()
    for entry in try FileManager.default.contentsOfDirectory(atPath: directory.path) {
        try FileManager.default.copyItem(at: directory.appending(path: entry), to: copy.url.appending(path: entry))
    }
    return copy
}
