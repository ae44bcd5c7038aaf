import Foundation
import Testing
import ViperGenTestSupport

/// The run's limit of text in all (`VIPER_GEN_MAX_RUN_MB`) stops built-in and Generamba sets alike, since both plan
/// their files through `PlannedFiles`: exit 65, nothing written. Through the real binary.
@Suite struct RunOutputLimitTests {
    /// 640 KB of text.
    static let template = "{% for i in (1..20000) %}0123456789012345678901234567890\n{% endfor %}"
    static let environment = ["VIPER_GEN_MAX_RUN_MB": "1"]

    @Test func aBuiltInStyleSetStopsAtTheRunsLimit() throws {
        let directory = try TemporaryDirectory()
        let set = directory.url.appending(path: "sets/big")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        try Data(
            #"{ "name": "big", "files": [{ "source": "File.liquid", "output": "{{ module.name }}.swift" }] }"#.utf8
        )
        .write(to: set.appending(path: "template.json"))
        try Data(Self.template.utf8).write(to: set.appending(path: "File.liquid"))
        let before = try treeListing(directory.url)
        let result = try runViperGen(
            ["module", "A", "B", "--template", "big", "--template-dir", "sets"], in: directory.url,
            environment: Self.environment)
        #expect(
            result
                == ProcessResult(
                    status: 65, standardOutput: "",
                    standardError: "viper-gen: error: \(set.path)/File.liquid: rendering stopped: the run's files pass "
                        + "the limit of 1 MB of text in all; generate fewer modules at once, or raise the limit with "
                        + "--render-limit run-mb=MB (or VIPER_GEN_MAX_RUN_MB)\n"))
        #expect(try treeListing(directory.url) == before)
    }

    @Test func aGenerambaSetStopsAtTheRunsLimit() throws {
        let directory = try TemporaryDirectory()
        let set = directory.url.appending(path: "Templates/big")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        try Data(
            "name: big\ncode_files:\n- {name: One.swift, path: f.liquid}\n- {name: Two.swift, path: f.liquid}\n".utf8
        )
        .write(to: set.appending(path: "big.rambaspec"))
        try Data(Self.template.utf8).write(to: set.appending(path: "f.liquid"))
        try Data("project_name: App\nproject_file_path: Modules\n".utf8)
            .write(to: directory.url.appending(path: "Rambafile"))
        let before = try treeListing(directory.url)
        let result = try runViperGen(["gen", "Search", "big"], in: directory.url, environment: Self.environment)
        #expect(
            result
                == ProcessResult(
                    status: 65, standardOutput: "",
                    standardError: "viper-gen: error: entry \"Two.swift\" of \(set.path)/big.rambaspec: rendering "
                        + "stopped: the run's files pass the limit of 1 MB of text in all; generate fewer modules at "
                        + "once, or raise the limit with --render-limit run-mb=MB (or VIPER_GEN_MAX_RUN_MB)\n"))
        #expect(try treeListing(directory.url) == before)
    }
}
