import Foundation
import Testing
import ViperGenEngine
import ViperGenTestSupport

/// Rendering stops at the tag that crosses a limit of output or steps, with its position, long before memory or time
/// run out.
@Suite struct RenderLimitsTests {
    static func render(_ text: String, _ limits: RenderLimits) throws -> String {
        try LiquidTemplate(parsing: text, name: "t.liquid").render([:], limits: limits)
    }

    @Test func nestedLoopsStopAtTheInnerLoopAfterTheStepLimit() throws {
        let template = "x\n{% for i in (1..1000000) %}{% for j in (1..1000000) %}{{ j }}{% endfor %}{% endfor %}"
        let limits = RenderLimits(outputBytes: 1 << 20, steps: 1_000, hint: "raise it")
        #expect(
            throws: TemplateError(
                .invalidValue(
                    "rendering stopped: this passes the limit of 1000 steps (loop iterations and tags) for one file; "
                        + "raise it"),
                at: SourceText(name: "t.liquid", text: template).location(at: 29))
        ) { try Self.render(template, limits) }
    }

    @Test func aStringDoubledAgainAndAgainStopsAtTheFilter() throws {
        let template = "{% assign s = 'ab' %}{% for i in (1..40) %}{% assign s = s | append: s %}{% endfor %}{{ s }}"
        let limits = RenderLimits(outputBytes: 1 << 20, steps: 1_000)
        #expect(
            throws: TemplateError(
                .invalidValue("rendering stopped: this passes the limit of 1 MB of text for one file"),
                at: SourceText(name: "t.liquid", text: template).location(at: 61))
        ) { try Self.render(template, limits) }
    }

    @Test func textInALoopStopsAtTheLoopAfterTheOutputLimit() throws {
        let template = "{% for i in (1..100) %}0123456789{% endfor %}"
        let limits = RenderLimits(outputBytes: 100, steps: 1_000)
        #expect(
            throws: TemplateError(
                .invalidValue("rendering stopped: this passes the limit of 100 bytes of text for one file"),
                at: SourceText(name: "t.liquid", text: template).location(at: 0))
        ) { try Self.render(template, limits) }
        // Right at the limit is fine.
        #expect(try Self.render("{% for i in (1..10) %}0123456789{% endfor %}", limits).utf8.count == 100)
    }

    /// Through the real binary, for `module` and `templates lint`: one line with the position, exit 65, nothing
    /// written; the environment variables raise the limits.
    @Test func theBinaryStopsARunawaySetWithThePosition() throws {
        let directory = try TemporaryDirectory()
        let set = directory.url.appending(path: "sets/run")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        try Data(
            #"{ "name": "run", "files": [{ "source": "File.liquid", "output": "{{ module.name }}.swift" }] }"#.utf8
        )
        .write(to: set.appending(path: "template.json"))
        let line = "{% assign s = 'abcdefgh' %}{% for i in (1..40) %}{% assign s = s | append: s %}{% endfor %}{{ s }}"
        try Data("// x\n\(line)\n".utf8).write(to: set.appending(path: "File.liquid"))
        let message =
            "\(set.path)/File.liquid:2:68: error: rendering stopped: this passes the limit of 16 MB of text for one "
            + "file; raise the limits with --render-limit file-mb=MB or --render-limit steps=N (or "
            + "VIPER_GEN_MAX_FILE_MB, VIPER_GEN_MAX_RENDER_STEPS) if the template is meant to do this\n\(line)\n"
            + String(repeating: " ", count: 67) + "^\n"
        let before = try treeListing(directory.url)
        let module = try runViperGen(["module", "Search", "--template-dir", "sets", "-t", "run"], in: directory.url)
        #expect(module == ProcessResult(status: 65, standardOutput: "", standardError: message))
        let lint = try runViperGen(["templates", "lint", "run", "--template-dir", "sets"], in: directory.url)
        #expect(lint.status == 65)
        #expect(lint.standardError.hasPrefix(message))
        #expect(try treeListing(directory.url) == before)

        let configured = try runViperGen(
            ["module", "Search", "--template-dir", "sets", "-t", "run", "--dry-run"], in: directory.url,
            environment: ["VIPER_GEN_MAX_FILE_MB": "1", "VIPER_GEN_MAX_RENDER_STEPS": "5"])
        #expect(configured.status == 65)
        #expect(
            configured.standardError.contains(
                "File.liquid:2:28: error: rendering stopped: this passes the limit of 5 steps"))
    }
}
