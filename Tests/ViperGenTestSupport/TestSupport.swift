import Foundation
import Testing

/// The repository's root folder, found from this file's path.
package let repositoryRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // ViperGenTestSupport
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()

/// A fresh, empty folder that is removed when the value is released.
package final class TemporaryDirectory {
    package let url: URL

    package init() throws {
        url = FileManager.default.temporaryDirectory
            .appending(path: "viper-gen-tests-\(UUID().uuidString)", directoryHint: .isDirectory)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }
}

/// What a finished process printed and returned.
package struct ProcessResult: Equatable {
    package let status: Int32
    package let standardOutput: String
    package let standardError: String

    package init(status: Int32, standardOutput: String, standardError: String) {
        self.status = status
        self.standardOutput = standardOutput
        self.standardError = standardError
    }
}

/// The folder that stands for the state folder of the user who runs the tests (`XDG_STATE_HOME`), so that the journal
/// key viper-gen makes on its first write (`JournalKey`) goes there, never into the real home: one for the test
/// process, shared by all its runs as a user's is, so that a run recovers what a run it killed left.
package let testStateHome: String = {
    let url = FileManager.default.temporaryDirectory.appending(
        path: "viper-gen-tests-state-\(ProcessInfo.processInfo.processIdentifier)", directoryHint: .isDirectory)
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url.standardizedFileURL.path
}()

/// This process's environment with `XDG_STATE_HOME` set to `testStateHome`: what every process a test starts gets,
/// and what a command run in process gets.
package var testEnvironment: [String: String] {
    ProcessInfo.processInfo.environment.merging(["XDG_STATE_HOME": testStateHome]) { $1 }
}

/// Runs `executable` with `arguments` in `directory` and waits for it.
/// - Parameter environment: Added to (and overriding) `testEnvironment`; `NO_COLOR` is always set.
package func runProcess(
    _ executable: URL, _ arguments: [String], in directory: URL, environment: [String: String] = [:],
    input: String? = nil
) throws -> ProcessResult {
    let (process, output, error) = try startProcess(
        executable, arguments, in: directory, environment: environment, input: input ?? "")
    // Read both pipes concurrently so that neither can fill up and block the child.
    let errorData = PipeContents(error)
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return ProcessResult(
        status: process.terminationStatus,
        standardOutput: String(decoding: outputData, as: UTF8.self),
        standardError: String(decoding: errorData.wait(), as: UTF8.self))
}

/// Starts `executable` with `arguments` in `directory`, `input` on its standard input (then closed), and pipes on
/// its standard output and error for the caller to read.
/// - Parameter environment: Added to (and overriding) `testEnvironment`; `NO_COLOR` is always set.
package func startProcess(
    _ executable: URL, _ arguments: [String], in directory: URL, environment: [String: String], input: String
) throws -> (process: Process, output: Pipe, error: Pipe) {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.currentDirectoryURL = directory
    process.environment = testEnvironment.merging(environment.merging(["NO_COLOR": "1"]) { $1 }) { $1 }
    let output = Pipe()
    let error = Pipe()
    let standardInput = Pipe()
    process.standardOutput = output
    process.standardError = error
    process.standardInput = standardInput
    try process.run()
    standardInput.fileHandleForWriting.write(Data(input.utf8))
    try standardInput.fileHandleForWriting.close()
    return (process, output, error)
}

/// A pipe read to its end on a thread of its own, so that it cannot fill up and block the child while another pipe
/// is read.
package final class PipeContents: @unchecked Sendable {
    private let condition = NSCondition()
    private var data: Data?

    /// Starts reading `pipe`.
    package init(_ pipe: Pipe) {
        Thread { [self] in
            let read = pipe.fileHandleForReading.readDataToEndOfFile()
            condition.withLock {
                data = read
                condition.broadcast()
            }
        }.start()
    }

    /// Everything the pipe carried, once its writers closed it.
    package func wait() -> Data {
        condition.withLock {
            while data == nil { condition.wait() }
            return data!
        }
    }
}

/// The `viper-gen` binary that `swift build` made next to the test bundle.
package let viperGenExecutable: URL = {
    var candidates: [URL] = []
    if let exe = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
        candidates.append(URL(fileURLWithPath: exe).deletingLastPathComponent())
    }
    candidates.append(Bundle.main.bundleURL.deletingLastPathComponent())
    candidates += Bundle.allBundles.map { $0.bundleURL.deletingLastPathComponent() }
    for directory in candidates {
        let binary = directory.appending(path: "viper-gen")
        if FileManager.default.isExecutableFile(atPath: binary.path) { return binary }
    }
    fatalError("viper-gen binary not found next to the test bundle; looked in \(candidates.map(\.path))")
}()

/// Runs the real `viper-gen` binary, with a fixed date and no colour.
package func runViperGen(_ arguments: [String], in directory: URL, environment: [String: String] = [:]) throws
    -> ProcessResult
{
    try runProcess(
        viperGenExecutable, arguments, in: directory,
        environment: ["SOURCE_DATE_EPOCH": "1795348800"].merging(environment) { $1 })
}

/// Every regular file below `directory`, by relative path, with its contents; hidden files included. A file that is
/// not UTF-8 stands as `<not UTF-8: …>` with its bytes in hex, so that two different ones never compare equal.
/// Compare snapshots with `treeDifferences`, which compares bytes (`String`'s `==` takes canonically equivalent
/// text, a precomposed and a decomposed `é`, as equal).
package func snapshotTree(_ directory: URL) -> [String: String] {
    var files: [String: String] = [:]
    let root = directory.standardizedFileURL.path
    guard let enumerator = FileManager.default.enumerator(atPath: root) else { return files }
    while let relative = enumerator.nextObject() as? String {
        var isDirectory: ObjCBool = false
        let path = root + "/" + relative
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue {
            let bytes = FileManager.default.contents(atPath: path).map { [UInt8]($0) } ?? []
            // Validated, then decoded as is (a byte order mark stays).
            files[relative] =
                String(bytes: bytes, encoding: .utf8) != nil ? String(decoding: bytes, as: UTF8.self) : notUTF8(bytes)
        }
    }
    return files
}

/// `tree` without the lockfile and the bases a run records next to the project (`viper-gen.lock`,
/// `viper-gen.bases/`), for comparing a run's generated files with goldens; `LockfileTests` checks those files.
package func withoutLockfile(_ tree: [String: String]) -> [String: String] {
    tree.filter { $0.key != "viper-gen.lock" && !$0.key.hasPrefix("viper-gen.bases/") }
}

/// The path of `swift` from `PATH`, for tests that build generated packages.
package let swiftExecutable = executableInPath("swift")

/// `swiftc` next to the `swift` that runs the tests.
package let swiftcExecutable = swiftExecutable.deletingLastPathComponent().appending(path: "swiftc")

/// The first executable called `name` in `PATH`, else `/usr/bin/<name>`.
package func executableInPath(_ name: String) -> URL {
    for directory in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
        let candidate = URL(fileURLWithPath: String(directory)).appending(path: name)
        if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    }
    return URL(fileURLWithPath: "/usr/bin/\(name)")
}

/// How `snapshotTree` shows a file that is not UTF-8: its bytes in hex.
package func notUTF8(_ bytes: [UInt8]) -> String {
    let digits = Array("0123456789abcdef")
    return "<not UTF-8: " + String(bytes.flatMap { [digits[Int($0 >> 4)], digits[Int($0 & 15)]] }) + ">"
}

/// The paths whose contents differ between two snapshots, byte for byte, or that only one has; empty when they are
/// equal.
package func treeDifferences(_ actual: [String: String], _ expected: [String: String]) -> [String] {
    Set(actual.keys).union(expected.keys).sorted().filter {
        actual[$0].map { Array($0.utf8) } != expected[$0].map { Array($0.utf8) }
    }
}

/// The Swift files below `folder` (a path relative to the repository), sorted by their path below it, with their
/// text: what the tests that check the sources themselves read.
package func swiftSources(under folder: String) throws -> [(path: String, text: String)] {
    let root = repositoryRoot.appending(path: folder)
    let paths = FileManager.default.enumerator(atPath: root.path)?.allObjects as? [String] ?? []
    return try paths.filter { $0.hasSuffix(".swift") }.sorted().map { path in
        (path, try String(contentsOf: root.appending(path: path), encoding: .utf8))
    }
}
