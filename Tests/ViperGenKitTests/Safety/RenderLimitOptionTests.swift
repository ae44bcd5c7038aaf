import Foundation
import Testing
import ViperGenEngine
import ViperGenTestSupport

/// The rendering limits: raised for one run by `--render-limit KIND=N` (over the `VIPER_GEN_MAX_*` variables), kept
/// by `templates lint` as by a run, and counting all the work a render does, so that a runaway stops fast.
@Suite struct RenderLimitOptionTests {
    static func render(_ text: String, steps: Int) throws -> String {
        try LiquidTemplate(parsing: text, name: "t.liquid").render([:], limits: RenderLimits(steps: steps))
    }

    static func stepsError(_ text: String, steps: Int, at offset: Int) -> TemplateError {
        TemplateError(
            .invalidValue(
                "rendering stopped: this passes the limit of \(steps) steps (loop iterations and tags) for one file"),
            at: SourceText(name: "t.liquid", text: text).location(at: offset))
    }

    @Test func aRangeMadeIntoAListCountsItsNumbersAsSteps() throws {
        // 100 iterations of 2 steps each fit in 1000 steps, but each iteration also makes 100 numbers.
        let template = "{% for i in (1..100) %}{{ (1..100) | size }}{% endfor %}"
        #expect(throws: Self.stepsError(template, steps: 1000, at: 26)) { try Self.render(template, steps: 1000) }
        #expect(try Self.render("{% for i in (1..3) %}{{ (1..100) | size }}{% endfor %}", steps: 1000) == "100100100")
    }

    @Test func aLoopOverARangeMakesOnlyTheNumbersItReaches() throws {
        let template = "{% for j in (1..1000000) limit: 2 offset: 999997 %}{{ j }},{% endfor %}"
        #expect(try Self.render(template, steps: 100) == "999998,999999,")
        let reversed = "{% for j in (1..1000000) reversed limit: 3 offset: 2 %}{{ j }},{% endfor %}"
        #expect(try Self.render(reversed, steps: 100) == "5,4,3,")
        let continued =
            "{% for j in (5..9) limit: 2 %}{{ j }}{% endfor %}|{% for j in (5..9) offset: continue %}"
            + "{{ j }}{% endfor %}"
        #expect(try Self.render(continued, steps: 100) == "56|789")
    }

    /// Each outer iteration made the inner range's million numbers before the loop took one of them: minutes for
    /// ten thousand steps. Now the step limit stops it at once. Without a clock: a range made into a list costs a
    /// step a number, so three outer iterations fit in 100 steps only if each inner loop makes just the number it
    /// takes.
    @Test func aLimitedInnerLoopOverAHugeRangeStopsAtOnce() throws {
        let template =
            "{% for i in (1..1000000) %}{% for j in (1..1000000) limit: 1 %}{{ j }}{% endfor %}{% endfor %}"
        #expect(throws: Self.stepsError(template, steps: 10_000, at: 0)) { try Self.render(template, steps: 10_000) }
        let three = "{% for i in (1..3) %}{% for j in (1..1000000) limit: 1 %}{{ j }}{% endfor %}{% endfor %}"
        #expect(try Self.render(three, steps: 100) == "111")
    }

    /// A set whose one file loops 100 times: fine with the standard limits, too much for 5 steps.
    static func makeLoopSet() throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        let set = directory.url.appending(path: "sets/loop")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        try Data(
            #"{ "name": "loop", "files": [{ "source": "File.liquid", "output": "{{ module.name }}.swift" }] }"#.utf8
        ).write(to: set.appending(path: "template.json"))
        try Data("// x\n{% for i in (1..100) %}{{ i }}{% endfor %}\n".utf8).write(
            to: set.appending(path: "File.liquid"))
        return directory
    }

    static func loopError(_ directory: TemporaryDirectory, steps: Int) -> String {
        "\(directory.url.path)/sets/loop/File.liquid:2:1: error: rendering stopped: this passes the limit of \(steps) "
            + "steps (loop iterations and tags) for one file; raise the limits with --render-limit file-mb=MB or "
            + "--render-limit steps=N (or VIPER_GEN_MAX_FILE_MB, VIPER_GEN_MAX_RENDER_STEPS) if the template is meant "
            + "to do this\n{% for i in (1..100) %}{{ i }}{% endfor %}\n^\n"
    }

    @Test func lintKeepsTheLimitsOfTheOptionAndTheEnvironment() throws {
        let directory = try Self.makeLoopSet()
        let plain = try runViperGen(["templates", "lint", "loop", "--template-dir", "sets"], in: directory.url)
        #expect(plain.status == 0, "\(plain.standardError)")
        let option = try runViperGen(
            ["templates", "lint", "loop", "--template-dir", "sets", "--render-limit", "steps=5"], in: directory.url)
        #expect(
            option == ProcessResult(status: 65, standardOutput: "", standardError: Self.loopError(directory, steps: 5)))
        let environment = try runViperGen(
            ["templates", "lint", "loop", "--template-dir", "sets"], in: directory.url,
            environment: ["VIPER_GEN_MAX_RENDER_STEPS": "7"])
        #expect(
            environment
                == ProcessResult(status: 65, standardOutput: "", standardError: Self.loopError(directory, steps: 7)))
    }

    @Test func theOptionRaisesOrLowersALimitOverTheEnvironment() throws {
        let directory = try Self.makeLoopSet()
        let arguments = ["module", "Search", "--template-dir", "sets", "-t", "loop", "--dry-run"]
        let lowered = try runViperGen(
            arguments + ["--render-limit", "steps=6"], in: directory.url,
            environment: ["VIPER_GEN_MAX_RENDER_STEPS": "5000"])
        #expect(
            lowered == ProcessResult(status: 65, standardOutput: "", standardError: Self.loopError(directory, steps: 6))
        )
        let raised = try runViperGen(
            arguments + ["--render-limit", "steps=500"], in: directory.url,
            environment: ["VIPER_GEN_MAX_RENDER_STEPS": "5"])
        #expect(raised.status == 0, "\(raised.standardError)")
        #expect(snapshotTree(directory.url).keys.sorted() == ["sets/loop/File.liquid", "sets/loop/template.json"])
    }

    @Test(arguments: [
        (
            "steps",
            "viper-gen: error: --render-limit 'steps' must be KIND=N with KIND file-mb, steps or run-mb, e.g. "
                + "--render-limit steps=5000000\n"
        ),
        (
            "pages=3",
            "viper-gen: error: --render-limit 'pages=3' must be KIND=N with KIND file-mb, steps or run-mb, "
                + "e.g. --render-limit steps=5000000\n"
        ),
        ("file-mb=0", "viper-gen: error: --render-limit file-mb must be a positive whole number, got '\"0\"'\n"),
    ])
    func badValuesAreUsageErrors(value: String, message: String) throws {
        let directory = try TemporaryDirectory()
        for arguments in [
            ["module", "Search", "--render-limit", value], ["templates", "lint", "viper", "--render-limit", value],
        ] {
            let result = try runViperGen(arguments, in: directory.url)
            #expect(result == ProcessResult(status: 64, standardOutput: "", standardError: message))
        }
        #expect(snapshotTree(directory.url).isEmpty)
    }
}
