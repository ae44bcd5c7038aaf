import Foundation
import Testing

/// The environment variable that re-records golden files instead of comparing them.
package let recordGoldensVariable = "VIPER_GEN_RECORD_GOLDENS"

/// Compares `files` (relative path → contents) byte for byte with the golden folder `Tests/Goldens/<name>`.
///
/// With `VIPER_GEN_RECORD_GOLDENS=1` the folder is rewritten from `files` and the test fails, so that recording
/// can never pass silently; run again without the variable to check. A mismatch records a numbered line diff.
package func assertMatchesGoldens(
    _ files: [String: String], name: String, sourceLocation: SourceLocation = #_sourceLocation
)
    throws
{
    let folder = repositoryRoot.appending(path: "Tests/Goldens/\(name)")
    if ProcessInfo.processInfo.environment[recordGoldensVariable] == "1" {
        try? FileManager.default.removeItem(at: folder)
        for (path, contents) in files {
            let url = folder.appending(path: path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(contents.utf8).write(to: url)
        }
        Issue.record(
            "Recorded \(files.count) golden files in Tests/Goldens/\(name); unset \(recordGoldensVariable) and run again",
            sourceLocation: sourceLocation)
        return
    }
    let expected = snapshotTree(folder)
    let hint = "re-record on purpose with \(recordGoldensVariable)=1 swift test"
    for path in Set(expected.keys).subtracting(files.keys).sorted() {
        Issue.record("Golden \(name)/\(path) was not generated; \(hint)", sourceLocation: sourceLocation)
    }
    for path in Set(files.keys).subtracting(expected.keys).sorted() {
        Issue.record("Generated \(path) has no golden in \(name); \(hint)", sourceLocation: sourceLocation)
    }
    for (path, contents) in files.sorted(by: { $0.key < $1.key }) {
        // Bytes, not `String`'s canonical equivalence: a decomposed `é` is not its golden's precomposed one.
        guard let golden = expected[path], Array(golden.utf8) != Array(contents.utf8) else { continue }
        Issue.record(
            "\(name)/\(path) differs from its golden (\(hint)):\n\(lineDiff(expected: golden, actual: contents))",
            sourceLocation: sourceLocation)
    }
}

/// The lines that differ, numbered: `-12 | expected` and `+12 | actual`.
package func lineDiff(expected: String, actual: String) -> String {
    let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
    var result: [String] = []
    for index in 0..<max(expectedLines.count, actualLines.count) {
        let old = index < expectedLines.count ? String(expectedLines[index]) : nil
        let new = index < actualLines.count ? String(actualLines[index]) : nil
        guard old != new else { continue }
        if let old { result.append("-\(index + 1) | \(old)") }
        if let new { result.append("+\(index + 1) | \(new)") }
        if result.count > 40 {
            result.append("…")
            break
        }
    }
    return result.joined(separator: "\n")
}
