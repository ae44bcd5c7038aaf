import Foundation
import ViperGenKit
import ViperGenTestSupport

/// Collects what a `Console` writes, from any thread.
final class CapturedText: @unchecked Sendable {
    private let lock = NSLock()
    private var text = ""

    func append(_ more: String) { lock.withLock { text += more } }
    var value: String { lock.withLock { text } }
}

/// Hands out scripted answers, one line each, then the end of input.
private final class ScriptedInput: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [String]

    init(_ input: String?) {
        var lines = input.map { $0.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) } ?? []
        if lines.last == "" { lines.removeLast() }
        self.lines = lines.reversed()
    }

    func next() -> String? { lock.withLock { lines.popLast() } }
}

/// Runs a `viper-gen` command line in this process through `ViperGenCLI.run`, the entry point the executable calls,
/// with the same environment `runViperGen` gives the binary (a fixed date, no colour), a console that captures
/// output and error, and `input` as the lines answered at prompts.
func runCommand(
    _ arguments: [String], in directory: URL, environment: [String: String] = [:], input: String? = nil
) -> ProcessResult {
    let output = CapturedText()
    let error = CapturedText()
    let answers = ScriptedInput(input)
    let console = Console(output: output.append, error: error.append, usesColor: false, readLine: answers.next)
    let fullEnvironment = testEnvironment.merging(
        ["SOURCE_DATE_EPOCH": "1795348800", "NO_COLOR": "1"].merging(environment) { $1 }
    ) { $1 }
    let status = ViperGenCLI.run(
        arguments, environment: fullEnvironment, currentDirectory: directory.standardizedFileURL, console: console)
    return ProcessResult(status: status, standardOutput: output.value, standardError: error.value)
}
