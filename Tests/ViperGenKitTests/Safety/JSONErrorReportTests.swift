import Foundation
import Testing
import ViperGenTestSupport

/// `--json` runs that fail print the usual lines on standard error and a JSON error object on standard output, for
/// every command that takes `--json`, through the real binary.
@Suite struct JSONErrorReportTests {
    @Test func aConfigProblemIsReportedWithItsPlace() throws {
        let directory = try TemporaryDirectory()
        try Data("{\n  \"target\": \"My App\"\n}\n".utf8).write(to: directory.url.appending(path: "viper-gen.json"))
        let result = try runViperGen(["module", "Search", "--json"], in: directory.url)
        let file = directory.url.appending(path: "viper-gen.json").path
        let message =
            "invalid target 'My App': it must be a Swift identifier (letters, digits, '_', not starting with a digit)"
        #expect(
            result
                == ProcessResult(
                    status: 65,
                    standardOutput: """
                        {
                          "error" : {
                            "exitCode" : 65,
                            "message" : "\(message)",
                            "problems" : [
                              {
                                "column" : 13,
                                "exitCode" : 65,
                                "file" : "\(file)",
                                "line" : 2,
                                "message" : "\(message)"
                              }
                            ]
                          }
                        }

                        """,
                    standardError: "\(file):2:13: error: \(message)\n  \"target\": \"My App\"\n            ^\n"))
    }

    /// Each command that takes `--json`, made to fail: standard output is one JSON object whose problems are the
    /// lines on standard error, and whose exit code is the process's.
    @Test func everyCommandWithJSONPrintsItsErrorAsJSON() throws {
        let directory = try TemporaryDirectory()
        let lockfile = directory.url.appending(path: "viper-gen.lock")
        let runs: [(arguments: [String], badLockfile: Bool)] = [
            (["module", "search", "--json"], false),
            (["module", "Search", "--json", "--bogus"], false),
            (["adopt", "search", "--json"], false),
            (["gen", "Search", "no_such_set", "--json"], false),
            (["update", "Nope", "--json"], false),
            (["remove", "Nope", "--json"], false),
            (["modules", "--json"], true),
            (["outdated", "--json"], true),
            (["check", "--json"], true),
        ]
        for run in runs {
            if run.badLockfile {
                try Data("{\n  \"version\": 1,\n".utf8).write(to: lockfile)
            } else {
                try? FileManager.default.removeItem(at: lockfile)
            }
            let result = try runViperGen(run.arguments, in: directory.url)
            #expect([64, 65].contains(result.status), "\(run.arguments)")
            let object = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any]
            let error = try #require(object?["error"] as? [String: Any], "\(run.arguments): \(result.standardOutput)")
            let problems = try #require(error["problems"] as? [[String: Any]])
            #expect(error["exitCode"] as? Int == Int(result.status), "\(run.arguments)")
            #expect(error["message"] as? String == problems.first?["message"] as? String)
            // Each problem is the line on standard error that starts its diagnostic.
            let firstLines = result.standardError.split(separator: "\n").filter {
                $0.hasPrefix("viper-gen: error: ") || $0.contains(": error: ")
            }
            #expect(problems.count == firstLines.count, "\(run.arguments)")
            for (problem, line) in zip(problems, firstLines) {
                let message = try #require(problem["message"] as? String)
                if let file = problem["file"] as? String, let row = problem["line"] as? Int,
                    let column = problem["column"] as? Int
                {
                    #expect(line == "\(file):\(row):\(column): error: \(message)", "\(run.arguments)")
                } else {
                    #expect(line == "viper-gen: error: \(message)", "\(run.arguments)")
                }
            }
        }
        // The lockfile's syntax error has its place.
        try Data("{\n  \"version\": 1,\n".utf8).write(to: lockfile)
        let located = try runViperGen(["modules", "--json"], in: directory.url)
        #expect(located.standardOutput.contains("\"file\" : \"\(lockfile.path)\""))
        #expect(located.standardOutput.contains("\"line\" : 3"))
    }

    @Test func withoutJSONStandardOutputStaysEmpty() throws {
        let directory = try TemporaryDirectory()
        let result = try runViperGen(["module", "search"], in: directory.url)
        #expect(result.status == 64)
        #expect(result.standardOutput == "")
        // `--json` after `--` is a module name, not the flag.
        let afterDashes = try runViperGen(["module", "--", "--json"], in: directory.url)
        #expect(afterDashes.status == 64)
        #expect(afterDashes.standardOutput == "")
    }
}
