import Foundation
import Testing
import ViperGenTestSupport

/// `update` renders a set that prints the date (`{{ date }}`) or the time (`{{ "now" | date: … }}`) with the ones
/// recorded in the lockfile, so that an unchanged module stays unchanged on another day; `--new-date` takes the
/// run's. Through the real binary.
@Suite struct UpdateDateTests {
    static let presenterPath = "Sources/Search/SearchPresenter.swift"
    /// 2026-11-22 12:00:00 UTC, the tests' usual `SOURCE_DATE_EPOCH`.
    static let writtenAt = 1_795_348_800
    /// 2027-01-03 08:30:15 UTC.
    static let later = 1_798_965_015

    /// A project whose presenter's header prints the date variable and the run's time.
    private func project(header: String = "// {{ date }} at {{ \"now\" | date: \"%H:%M:%S\" }}\n") throws
        -> UpkeepProject
    {
        let project = try UpkeepProject()
        try project.writeSet(presenter: header + UpkeepProject.presenter)
        return project
    }

    private func run(_ project: UpkeepProject, _ arguments: [String], at time: Int) throws -> ProcessResult {
        try runViperGen(arguments, in: project.url, environment: ["NO_COLOR": "1", "SOURCE_DATE_EPOCH": "\(time)"])
    }

    @Test func anUnchangedModuleStaysUnchangedOnAnotherDay() throws {
        let project = try project()
        #expect(try run(project, ["module", "Search", "-q"], at: Self.writtenAt).status == 0)
        let presenter = try #require(project.read(Self.presenterPath))
        #expect(presenter.hasPrefix("// 2026-11-22 at 12:00:00\n"))
        let lockfile = try #require(project.read("viper-gen.lock"))
        #expect(lockfile.contains("        \"time\": \(Self.writtenAt)\n"))

        #expect(
            try run(project, ["update"], at: Self.later)
                == ProcessResult(status: 0, standardOutput: "every module is up to date\n", standardError: ""))
        #expect(
            try run(project, ["outdated"], at: Self.later).standardOutput
                == "every recorded module is up to date with its template set\n")
        #expect(project.read(Self.presenterPath) == presenter)
        #expect(project.read("viper-gen.lock") == lockfile)

        // A template change elsewhere merges with the user's edit; the header keeps the recorded date and time.
        try project.append(Self.presenterPath, "// mine\n")
        try project.writeSet(
            presenter: "// {{ date }} at {{ \"now\" | date: \"%H:%M:%S\" }}\n"
                + UpkeepProject.presenter.replacingOccurrences(of: "loaded", with: "did load"))
        #expect(
            try run(project, ["update"], at: Self.later)
                == ProcessResult(
                    status: 0, standardOutput: "merge \(Self.presenterPath) (your changes and the template's)\n",
                    standardError: ""))
        #expect(
            project.read(Self.presenterPath)
                == presenter.replacingOccurrences(of: "loaded", with: "did load") + "// mine\n")
    }

    @Test func newDateRendersWithTheRunsDateAndRecordsIt() throws {
        let project = try project()
        #expect(try run(project, ["module", "Search", "-q"], at: Self.writtenAt).status == 0)
        let dryRun = try run(project, ["update", "--new-date", "--dry-run"], at: Self.later)
        #expect(
            dryRun
                == ProcessResult(status: 0, standardOutput: "would update \(Self.presenterPath)\n", standardError: ""))
        #expect(project.read(Self.presenterPath)?.hasPrefix("// 2026-11-22 at 12:00:00\n") == true)
        #expect(
            try run(project, ["update", "--new-date"], at: Self.later)
                == ProcessResult(status: 0, standardOutput: "update \(Self.presenterPath)\n", standardError: ""))
        #expect(project.read(Self.presenterPath)?.hasPrefix("// 2027-01-03 at 08:30:15\n") == true)
        let lockfile = try #require(project.read("viper-gen.lock"))
        #expect(lockfile.contains("        \"date\": \"2027-01-03\",\n"))
        #expect(lockfile.contains("        \"time\": \(Self.later)\n"))
        // Recorded: the next update, on yet another day, changes nothing.
        #expect(
            try run(project, ["update"], at: Self.later + 86_400 * 40).standardOutput == "every module is up to date\n")
    }

    @Test func aLockfileWithoutTheTimeRendersWithTheRecordedDaysMidnightAndStaysAsItIs() throws {
        let project = try project(header: "// {{ \"now\" | date: \"%Y-%m-%d\" }}\n")
        #expect(try run(project, ["module", "Search", "-q"], at: Self.writtenAt).status == 0)
        // As an earlier viper-gen wrote it: no "time".
        let recorded = try #require(project.read("viper-gen.lock"))
        let lockfile = recorded.replacingOccurrences(of: ",\n        \"time\": \(Self.writtenAt)\n", with: "\n")
        try #require(lockfile != recorded)
        try project.write("viper-gen.lock", lockfile)
        #expect(
            try run(project, ["update"], at: Self.later)
                == ProcessResult(status: 0, standardOutput: "every module is up to date\n", standardError: ""))
        #expect(project.read(Self.presenterPath)?.hasPrefix("// 2026-11-22\n") == true)
        #expect(project.read("viper-gen.lock") == lockfile)
    }
}
