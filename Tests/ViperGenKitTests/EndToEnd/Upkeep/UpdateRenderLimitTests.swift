import Foundation
import Testing
import ViperGenTestSupport

/// A module that needed a raised render limit can be updated: `module` records the limits it rendered with where they
/// differ from the standard ones, `update` and `outdated` render with them, and `update`, `outdated` and `adopt` take
/// `--render-limit` and the `VIPER_GEN_MAX_*` variables over them. Through the real binary.
@Suite struct UpdateRenderLimitTests {
    static let presenterPath = "Sources/Search/SearchPresenter.swift"
    /// A header that takes just over a million steps: more than the standard limit of one file.
    static let header = "// {% for i in (1..1000000) %}{% endfor %}steps\n"
    static let raised = ["--render-limit", "steps=2000000"]
    static let recordedLine = #"        "renderLimits": { "steps": 2000000 },"#

    private func project() throws -> UpkeepProject {
        let project = try UpkeepProject()
        try project.writeSet(presenter: Self.header + UpkeepProject.presenter)
        return project
    }

    /// The error of a render that passes the standard limit of steps.
    static func stepsError(_ project: UpkeepProject, steps: Int = 1_000_000) -> String {
        "\(project.url.path)/sets/mini/Presenter.swift.liquid:1:4: error: rendering stopped: this passes the limit of "
            + "\(steps) steps (loop iterations and tags) for one file; raise the limits with --render-limit file-mb=MB "
            + "or --render-limit steps=N (or VIPER_GEN_MAX_FILE_MB, VIPER_GEN_MAX_RENDER_STEPS) if the template is "
            + "meant to do this\n// {% for i in (1..1000000) %}{% endfor %}steps\n   ^\n"
    }

    @Test func theLimitAModuleWasMadeWithIsRecordedAndUpdateRendersWithIt() throws {
        let project = try project()
        #expect(
            try runViperGen(["module", "Search", "-q"], in: project.url)
                == ProcessResult(status: 65, standardOutput: "", standardError: Self.stepsError(project)))
        #expect(try runViperGen(["module", "Search", "-q"] + Self.raised, in: project.url).status == 0)
        let lockfile = try #require(project.read("viper-gen.lock"))
        #expect(Self.lines(lockfile).contains(Self.recordedLine))

        #expect(
            try runViperGen(["update"], in: project.url)
                == ProcessResult(status: 0, standardOutput: "every module is up to date\n", standardError: ""))
        try project.writeSet(presenter: Self.header + UpkeepProject.presenter + "// new\n")
        #expect(
            try runViperGen(["update"], in: project.url)
                == ProcessResult(status: 0, standardOutput: "update \(Self.presenterPath)\n", standardError: ""))
        #expect(Self.lines(project.read("viper-gen.lock")).contains(Self.recordedLine))
    }

    static func lines(_ text: String?) -> [String] {
        (text ?? "").split(separator: "\n").map(String.init)
    }

    @Test func withoutARecordedLimitUpdateTakesTheOptionOrTheVariable() throws {
        let project = try project()
        #expect(try runViperGen(["module", "Search", "-q"] + Self.raised, in: project.url).status == 0)
        // A lockfile written before limits were recorded.
        let recorded = try #require(project.read("viper-gen.lock"))
        let older = recorded.replacingOccurrences(of: Self.recordedLine + "\n", with: "")
        #expect(older != recorded)
        try project.write("viper-gen.lock", older)
        try project.writeSet(presenter: Self.header + UpkeepProject.presenter + "// new\n")
        let before = snapshotTree(project.url)

        #expect(
            try runViperGen(["update"], in: project.url)
                == ProcessResult(status: 65, standardOutput: "", standardError: Self.stepsError(project)))
        #expect(snapshotTree(project.url) == before)
        #expect(
            try runViperGen(["update", "--render-limit", "pages=3"], in: project.url)
                == ProcessResult(
                    status: 64, standardOutput: "",
                    standardError: "viper-gen: error: --render-limit 'pages=3' must be KIND=N with KIND file-mb, steps "
                        + "or run-mb, e.g. --render-limit steps=5000000\n"))
        #expect(
            try runViperGen(
                ["update", "--dry-run"], in: project.url, environment: ["VIPER_GEN_MAX_RENDER_STEPS": "2000000"])
                == ProcessResult(status: 0, standardOutput: "would update \(Self.presenterPath)\n", standardError: ""))
        #expect(
            try runViperGen(["update"] + Self.raised, in: project.url)
                == ProcessResult(status: 0, standardOutput: "update \(Self.presenterPath)\n", standardError: ""))
        // The limit the update rendered with is recorded, so that the next update needs no option.
        #expect(Self.lines(project.read("viper-gen.lock")).contains(Self.recordedLine))
    }

    @Test func withoutARecordedLimitOutdatedTakesTheOptionOrTheVariable() throws {
        let project = try project()
        #expect(try runViperGen(["module", "Search", "-q"] + Self.raised, in: project.url).status == 0)
        #expect(
            try runViperGen(["outdated"], in: project.url)
                == ProcessResult(
                    status: 0, standardOutput: "every recorded module is up to date with its template set\n",
                    standardError: ""))
        // A lockfile written before limits were recorded, and a set that changed.
        let recorded = try #require(project.read("viper-gen.lock"))
        try project.write("viper-gen.lock", recorded.replacingOccurrences(of: Self.recordedLine + "\n", with: ""))
        try project.writeSet(presenter: Self.header + UpkeepProject.presenter + "// new\n")
        let before = snapshotTree(project.url)
        let outdated = ProcessResult(
            status: 1,
            standardOutput:
                "Search (mini)\n  changed  \(Self.presenterPath)\nrun 'viper-gen update' to bring them up to "
                + "date\n", standardError: "")

        #expect(
            try runViperGen(["outdated"], in: project.url)
                == ProcessResult(status: 65, standardOutput: "", standardError: Self.stepsError(project)))
        #expect(
            try runViperGen(["outdated", "--render-limit", "pages=3"], in: project.url)
                == ProcessResult(
                    status: 64, standardOutput: "",
                    standardError: "viper-gen: error: --render-limit 'pages=3' must be KIND=N with KIND file-mb, steps "
                        + "or run-mb, e.g. --render-limit steps=5000000\n"))
        #expect(
            try runViperGen(["outdated"], in: project.url, environment: ["VIPER_GEN_MAX_RENDER_STEPS": "2000000"])
                == outdated)
        #expect(try runViperGen(["outdated"] + Self.raised, in: project.url) == outdated)
        // The option stands over the variable.
        #expect(
            try runViperGen(
                ["outdated", "--render-limit", "steps=7"], in: project.url,
                environment: ["VIPER_GEN_MAX_RENDER_STEPS": "2000000"])
                == ProcessResult(status: 65, standardOutput: "", standardError: Self.stepsError(project, steps: 7)))
        #expect(snapshotTree(project.url) == before)
    }

    @Test func adoptTakesTheOptionAndRecordsIt() throws {
        let project = try project()
        #expect(try runViperGen(["module", "Search", "-q"] + Self.raised, in: project.url).status == 0)
        // Adopt records no folders: it did not make them.
        let lockfile = try #require(project.read("viper-gen.lock")).replacingOccurrences(
            of: #"      "folders": ["Sources", "Sources/Search"],"# + "\n", with: "")
        try FileManager.default.removeItem(at: project.url.appending(path: "viper-gen.lock"))
        try FileManager.default.removeItem(at: project.url.appending(path: "viper-gen.bases"))
        #expect(
            try runViperGen(["adopt", "Search", "-q"], in: project.url)
                == ProcessResult(status: 65, standardOutput: "", standardError: Self.stepsError(project)))
        #expect(try runViperGen(["adopt", "Search", "-q"] + Self.raised, in: project.url).status == 0)
        #expect(project.read("viper-gen.lock") == lockfile)
        // Recorded again from the lockfile: with the recorded limit, or the option over it.
        #expect(try runViperGen(["adopt", "Search", "-q", "--force"], in: project.url).status == 0)
        #expect(
            try runViperGen(["adopt", "Search", "-q", "--force", "--render-limit", "steps=7"], in: project.url)
                == ProcessResult(status: 65, standardOutput: "", standardError: Self.stepsError(project, steps: 7)))
        #expect(project.read("viper-gen.lock") == lockfile)
    }

    @Test func adoptTakesTheEnvironmentsLimitAndRecordsIt() throws {
        let project = try project()
        #expect(try runViperGen(["module", "Search", "-q"] + Self.raised, in: project.url).status == 0)
        let lockfile = try #require(project.read("viper-gen.lock")).replacingOccurrences(
            of: #"      "folders": ["Sources", "Sources/Search"],"# + "\n", with: "")
        try FileManager.default.removeItem(at: project.url.appending(path: "viper-gen.lock"))
        try FileManager.default.removeItem(at: project.url.appending(path: "viper-gen.bases"))
        let raised = ["VIPER_GEN_MAX_RENDER_STEPS": "2000000"]
        #expect(try runViperGen(["adopt", "Search", "-q"], in: project.url, environment: raised).status == 0)
        #expect(project.read("viper-gen.lock") == lockfile)
        // The variable stands over the recorded limit too, as the option does.
        #expect(
            try runViperGen(
                ["adopt", "Search", "-q", "--force"], in: project.url, environment: ["VIPER_GEN_MAX_RENDER_STEPS": "7"])
                == ProcessResult(status: 65, standardOutput: "", standardError: Self.stepsError(project, steps: 7)))
        #expect(project.read("viper-gen.lock") == lockfile)
    }
}
