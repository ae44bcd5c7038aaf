import Foundation
import Testing
import ViperGenTestSupport

/// The bad-input catalogue's entries for the lockfile's `time` and `folders`, a module name the lockfile holds for
/// other folders, and `update --new-date` with a bad `SOURCE_DATE_EPOCH`: exact message, exit code, nothing on
/// standard output, nothing written. Through the real binary.
@Suite struct LockfileRecordBadInputTests {
    @Test func aSecondModuleOfARecordedNameInOtherFoldersIsRefused() throws {
        let project = try UpkeepProject()
        try #require(try project.run(["module", "Search", "-q"]).status == 0)
        try expectRefused(
            ["module", "Search", "--output", "Other"], in: project, status: 73,
            "viper-gen: error: \(project.url.path)/viper-gen.lock: module Search is recorded already, in 'Sources', "
                + "not 'Other'; a lockfile holds one module of a name: name this one differently, or run "
                + "'viper-gen remove Search' first")
        try expectRefused(
            ["module", "Search", "--force", "--tests-output", "Tests"], in: project, status: 73,
            "viper-gen: error: \(project.url.path)/viper-gen.lock: module Search is recorded already, in 'Sources', "
                + "not 'Sources' (tests in 'Tests'); a lockfile holds one module of a name: name this one "
                + "differently, or run 'viper-gen remove Search' first")
        // The same folders: generated again with --force, recorded again.
        #expect(try project.run(["module", "Search", "--force", "-q"]).status == 0)
    }

    @Test func badTimesAndFoldersInTheLockfile() throws {
        let project = try UpkeepProject(
            config: #"{ "template": "mini", "templateDirectories": ["sets"], "output": "App" }"#)
        try #require(try project.run(["module", "Search", "-q"]).status == 0)
        let lockfile = try #require(project.read("viper-gen.lock"))
        let root = project.url.path
        func line(_ text: String) -> Int {
            lockfile.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains(text) }! + 1
        }

        try project.write("viper-gen.lock", lockfile.replacingOccurrences(of: "1795348800", with: "\"noon\""))
        try expectRefused(
            ["check"], in: project, status: 65,
            "\(root)/viper-gen.lock:\(line("\"time\"")):17: error: module \"Search\".inputs.time must be a whole "
                + "number of seconds since 1970, not a string\n        \"time\": \"noon\"\n                ^")
        try project.write("viper-gen.lock", lockfile.replacingOccurrences(of: "1795348800", with: "1.5"))
        try expectRefused(
            ["update"], in: project, status: 65,
            "\(root)/viper-gen.lock:\(line("\"time\"")):17: error: module \"Search\".inputs.time must be a whole "
                + "number of seconds since 1970, not a number\n        \"time\": 1.5\n                ^")

        let folders = #""folders": ["App", "App/Search"],"#
        try #require(lockfile.contains(folders))
        try project.write(
            "viper-gen.lock", lockfile.replacingOccurrences(of: folders, with: #""folders": ["App", "/tmp"],"#))
        try expectRefused(
            ["remove", "Search"], in: project, status: 65,
            "\(root)/viper-gen.lock:\(line("\"folders\"")):26: error: module \"Search\".folders[1] '/tmp' must be a "
                + "path inside the lockfile's folder (relative, without '..')\n"
                + #"      "folders": ["App", "/tmp"],"# + "\n                         ^")
        try project.write(
            "viper-gen.lock", lockfile.replacingOccurrences(of: folders, with: #""folders": "App","#))
        try expectRefused(
            ["remove", "Search"], in: project, status: 65,
            "\(root)/viper-gen.lock:\(line("\"folders\"")):18: error: module \"Search\".folders must be a list, not a "
                + "string\n" + #"      "folders": "App","# + "\n                 ^")
    }

    @Test func newDateWithABadSourceDateEpoch() throws {
        let project = try UpkeepProject()
        try #require(try project.run(["module", "Search", "-q"]).status == 0)
        let before = try treeListing(project.url)
        let result = try runViperGen(
            ["update", "--new-date"], in: project.url, environment: ["SOURCE_DATE_EPOCH": "tomorrow"])
        #expect(
            result
                == ProcessResult(
                    status: 64, standardOutput: "",
                    standardError:
                        "viper-gen: error: SOURCE_DATE_EPOCH 'tomorrow' is not a number of seconds; unset it or fix it\n"
                ))
        #expect(try treeListing(project.url) == before)
    }

    private func expectRefused(
        _ arguments: [String], in project: UpkeepProject, status: Int32, _ message: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let before = try treeListing(project.url)
        let result = try project.run(arguments)
        #expect(
            result == ProcessResult(status: status, standardOutput: "", standardError: message + "\n"), "\(arguments)",
            sourceLocation: sourceLocation)
        #expect(try treeListing(project.url) == before, "\(arguments) changed the disk", sourceLocation: sourceLocation)
    }
}
