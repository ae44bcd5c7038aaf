import Foundation
import Testing
import ViperGenTestSupport

@testable import ViperGenMCP

/// A running `viper-gen mcp` that a test talks to a message at a time: for what depends on what the server said
/// before (a cancellation sent after the first progress notification).
final class MCPLiveSession {
    private let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private let errors = Pipe()
    private var buffer = Data()
    /// Every message read so far, in order.
    private(set) var messages: [MCPValue] = []

    /// Starts `viper-gen mcp` in `directory` with `environment` added to the tests' (and `SOURCE_DATE_EPOCH`).
    init(in directory: URL, environment: [String: String] = [:]) throws {
        process.executableURL = viperGenExecutable
        process.arguments = ["mcp"]
        process.currentDirectoryURL = directory
        process.environment = testEnvironment.merging(
            ["SOURCE_DATE_EPOCH": "1795348800", "NO_COLOR": "1"].merging(environment) { $1 }
        ) { $1 }
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        try process.run()
    }

    /// Writes one message.
    func send(_ line: String) {
        input.fileHandleForWriting.write(Data((line + "\n").utf8))
    }

    /// The next message the server writes; `nil` at the end of its output.
    func next() throws -> MCPValue? {
        while true {
            if let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: buffer[buffer.startIndex..<newline], as: UTF8.self)
                buffer = Data(buffer[buffer.index(after: newline)...])
                let message = try MCPValue.parse(line)
                messages.append(message)
                return message
            }
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { return nil }
            buffer += chunk
        }
    }

    /// Reads messages until one satisfies `condition`, and returns it.
    func next(where condition: (MCPValue) -> Bool) throws -> MCPValue {
        while let message = try next() {
            if condition(message) { return message }
        }
        Issue.record("the server ended before the message awaited; read \(messages.map { $0.text() })")
        throw CancellationError()
    }

    /// Ends the input, reads the rest of the output and waits for the server to exit.
    /// - Returns: The exit status and the standard error.
    func finish() throws -> (status: Int32, standardError: String) {
        try input.fileHandleForWriting.close()
        while try next() != nil {}
        let standardError = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: standardError, as: UTF8.self))
    }
}
