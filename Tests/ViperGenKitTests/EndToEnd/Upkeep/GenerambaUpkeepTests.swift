import Foundation
import Testing
import ViperGenTestSupport

/// Generamba sets (`gen`) are recorded with the Rambafile's inputs, and `check`, `outdated` and `update` work on them.
@Suite struct GenerambaUpkeepTests {
    @Test func genRecordsTheModuleAndUpdateFollowsTheSet() throws {
        let project = try generambaProjectCopy()
        let generated = try runViperGen(
            ["gen", "Search", "search_viper", "--custom_parameters", "with_router:yes", "-q"], in: project.url)
        #expect(generated.status == 0)
        let lockfile = try String(contentsOf: project.url.appending(path: "viper-gen.lock"), encoding: .utf8)
        #expect(lockfile.contains(#""parameters": { "with_router": "yes" }"#))
        #expect(lockfile.contains(#""name": "search_viper", "source": "Templates/search_viper""#))
        #expect(lockfile.contains(#""project": "SearchApp.xcodeproj""#))
        let check = try runViperGen(["check"], in: project.url)
        #expect(check.status == 0)
        #expect(check.standardOutput == "1 recorded module is up to date\n")

        // A template of the set changes: the module is outdated until update renders it again with the same inputs.
        let templates = project.url.appending(path: "Templates/search_viper")
        let template = try #require(
            FileManager.default.enumerator(atPath: templates.path)?.compactMap { $0 as? String }
                .first { $0.hasSuffix(".liquid") && !$0.contains("snippets") })
        let templateURL = templates.appending(path: template)
        try Data((try String(contentsOf: templateURL, encoding: .utf8) + "// appended by the set's author\n").utf8)
            .write(to: templateURL)
        #expect(try runViperGen(["check"], in: project.url).status == 1)
        let update = try runViperGen(["update", "-q"], in: project.url)
        #expect(update == ProcessResult(status: 0, standardOutput: "", standardError: ""))
        #expect(try runViperGen(["check"], in: project.url).status == 0)
        let appended = try runProcess(
            URL(fileURLWithPath: "/usr/bin/env"), ["grep", "-rl", "appended by the set's author", "Sources", "Tests"],
            in: project.url)
        #expect(appended.standardOutput.isEmpty == false)
    }
}
