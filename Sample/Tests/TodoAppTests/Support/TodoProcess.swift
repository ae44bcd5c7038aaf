import Foundation
import XCTest

/// What a finished `todo` process printed and returned.
struct TodoRun: Equatable {
    var status: Int32
    var output: String
    var error: String
}

/// The `todo` binary SwiftPM built next to the test bundle.
let todoExecutable: URL = {
    var folders: [URL] = []
    if let exe = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
        folders.append(URL(fileURLWithPath: exe).deletingLastPathComponent())
    }
    folders += Bundle.allBundles.map { $0.bundleURL.deletingLastPathComponent() }
    for folder in folders where FileManager.default.isExecutableFile(atPath: folder.appending(path: "todo").path) {
        return folder.appending(path: "todo")
    }
    return URL(fileURLWithPath: "todo-not-found")
}()

/// A fresh folder, removed when released.
final class TemporaryFolder {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appending(path: "todo-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// A store path inside the folder.
    var storePath: String {
        url.appending(path: "todos.json").path
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }
}

/// Where a started `todo` writes its standard output.
enum OutputTarget {
    /// A file in the test's folder, read back when the process ends.
    case file
    /// A handle the test opened, such as `/dev/full` or a pipe nobody reads; `TodoRun.output` stays empty.
    case handle(FileHandle)
}

/// Starts `todo` with `arguments`; standard input is `input`, output and error go to files in `folder`.
///
/// A process killed by a signal finishes with the shell's status for it, 128 + the signal number.
func startTodo(
    _ arguments: [String], input: String = "", environment: [String: String], folder: TemporaryFolder,
    executable: URL = todoExecutable, standardInput: FileHandle? = nil, output: OutputTarget = .file
) throws -> (process: Process, finish: () throws -> TodoRun) {
    let name = UUID().uuidString
    let inputURL = folder.url.appending(path: "\(name).in")
    let outputURL = folder.url.appending(path: "\(name).out")
    let errorURL = folder.url.appending(path: "\(name).err")
    try Data(input.utf8).write(to: inputURL)
    try Data().write(to: outputURL)
    try Data().write(to: errorURL)
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    var base = ProcessInfo.processInfo.environment
    for key in ["TODO_STORE", "TODO_TODAY", "TODO_WEEK_START", "XDG_DATA_HOME"] {
        base[key] = nil
    }
    process.environment = base.merging(environment) { $1 }
    process.standardInput = try standardInput ?? FileHandle(forReadingFrom: inputURL)
    switch output {
    case .file:
        process.standardOutput = try FileHandle(forWritingTo: outputURL)
    case .handle(let handle):
        process.standardOutput = handle
    }
    process.standardError = try FileHandle(forWritingTo: errorURL)
    try process.run()
    return (
        process,
        {
            process.waitUntilExit()
            let signalled = process.terminationReason == .uncaughtSignal
            return TodoRun(
                status: signalled ? 128 + process.terminationStatus : process.terminationStatus,
                output: try String(contentsOf: outputURL, encoding: .utf8),
                error: try String(contentsOf: errorURL, encoding: .utf8))
        }
    )
}

/// Runs `todo` with `arguments` and `input` against the store in `folder`, today being `today`.
func runTodo(
    _ arguments: [String], input: String = "", today: String = "2026-11-22",
    environment: [String: String] = [:], folder: TemporaryFolder, output: OutputTarget = .file
) throws -> TodoRun {
    let settings = ["TODO_STORE": folder.storePath, "TODO_TODAY": today].merging(environment) { $1 }
    return try startTodo(arguments, input: input, environment: settings, folder: folder, output: output).finish()
}

/// The to-dos in the store file of `folder`, read without `todo`: `id name` per to-do, by id.
func storedNames(in folder: TemporaryFolder) throws -> [String] {
    guard FileManager.default.fileExists(atPath: folder.storePath) else { return [] }
    let data = try Data(contentsOf: URL(fileURLWithPath: folder.storePath))
    let object = try JSONSerialization.jsonObject(with: data) as? [String: Any]
    let todos = object?["todos"] as? [[String: Any]] ?? []
    return todos.compactMap { todo in (todo["id"] as? Int).map { ($0, todo["name"] as? String ?? "?") } }
        .sorted { $0.0 < $1.0 }.map { "\($0.0) \($0.1)" }
}

/// The text of the file at `path`, or a note that it cannot be read.
func fileText(_ path: String) -> String {
    (try? String(contentsOfFile: path, encoding: .utf8)) ?? "<unreadable \(path)>"
}
