import Foundation
import XCTest

/// An interactive `todo` whose standard input the test writes line by line, waiting for its prompts in between,
/// so that another process can change the store while the session shows it.
final class LiveTodoSession {
    private let process = Process()
    private let input = Pipe()
    private let outputURL: URL
    private let errorURL: URL

    /// Starts `todo` without arguments against the store in `folder`.
    init(folder: TemporaryFolder, today: String, environment: [String: String] = [:]) throws {
        let name = UUID().uuidString
        outputURL = folder.url.appending(path: "\(name).out")
        errorURL = folder.url.appending(path: "\(name).err")
        try Data().write(to: outputURL)
        try Data().write(to: errorURL)
        process.executableURL = todoExecutable
        var base = ProcessInfo.processInfo.environment
        for key in ["TODO_STORE", "TODO_TODAY", "TODO_WEEK_START", "XDG_DATA_HOME"] {
            base[key] = nil
        }
        process.environment = base.merging(["TODO_STORE": folder.storePath, "TODO_TODAY": today]) { $1 }
            .merging(environment) { $1 }
        process.standardInput = input
        process.standardOutput = try FileHandle(forWritingTo: outputURL)
        process.standardError = try FileHandle(forWritingTo: errorURL)
        try process.run()
    }

    /// Everything the session printed so far.
    var output: String {
        (try? String(contentsOf: outputURL, encoding: .utf8)) ?? ""
    }

    /// Types `line` and a line break.
    func send(_ line: String) {
        input.fileHandleForWriting.write(Data((line + "\n").utf8))
    }

    /// Waits until the output holds `count` prompts (`text`), at most ten seconds.
    func waitForPrompt(_ text: String = "> ", count: Int, file: StaticString = #filePath, line: UInt = #line) {
        let deadline = Date().addingTimeInterval(10)
        while output.components(separatedBy: text).count - 1 < count {
            guard Date() < deadline, process.isRunning else {
                XCTFail("no prompt #\(count) '\(text)' in:\n\(output)", file: file, line: line)
                return
            }
            Thread.sleep(forTimeInterval: 0.02)
        }
    }

    /// Closes the input and waits for the end.
    func finish() throws -> TodoRun {
        try input.fileHandleForWriting.close()
        process.waitUntilExit()
        return TodoRun(
            status: process.terminationStatus, output: output,
            error: (try? String(contentsOf: errorURL, encoding: .utf8)) ?? "")
    }
}
