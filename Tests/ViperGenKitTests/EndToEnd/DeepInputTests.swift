import Foundation
import Testing
import ViperGenTestSupport

@testable import ViperGenEngine
@testable import ViperGenFormats
@testable import ViperGenKit
@testable import ViperGenSupport
@testable import ViperGenTemplateSets

/// Inputs deep or large enough to overflow a recursive parser or renderer, or to expose quadratic work: each gives
/// an error or a result, never a crash or a hang.
@Suite struct DeepInputTests {
    static let depth = 100_000

    @Test func deeplyNestedBlocksRender() throws {
        let depth = Self.depth
        let unless =
            String(repeating: "{% unless false %}", count: depth) + "u"
            + String(repeating: "{% endunless %}", count: depth)
        #expect(try render(unless) == "u")
        // Regression: every lookup walked one scope per running loop, so 100k nested loops took quadratic time.
        let loops =
            String(repeating: "{% for x in list %}", count: depth) + "{{ x }}"
            + String(repeating: "{% endfor %}", count: depth)
        #expect(try render(loops, ["list": ["f"]]) == "f")
        let mixed =
            String(repeating: "{% if true %}{% for x in list %}{% unless false %}", count: depth / 3) + "m"
            + String(repeating: "{% endunless %}{% endfor %}{% endif %}", count: depth / 3)
        #expect(try render(mixed, ["list": ["only"]]) == "m")
        let raw = "{% raw %}" + String(repeating: "{% if x %}{{", count: depth) + "{% endraw %}"
        #expect(try render(raw) == String(repeating: "{% if x %}{{", count: depth))
    }

    @Test func deeplyNestedUnclosedBlocksAreOneErrorEach() throws {
        let depth = Self.depth
        for opening in ["{% if true %}", "{% for x in list %}", "{% unless x %}", "{% comment %}", "{% raw %}"] {
            let errors = parseErrors(String(repeating: opening, count: depth))
            #expect(errors.count == 1, "\(opening)")
        }
        let closers = parseErrors(String(repeating: "{% endif %}", count: depth))
        #expect(closers.count == 1)
        let unclosedOutput = parseErrors(String(repeating: "{{", count: depth))
        #expect(unclosedOutput.count == 1)
    }

    @Test func longIncludeChainsRenderAndLongCyclesAreFound() throws {
        let depth = Self.depth
        var snippets: [String: LiquidTemplate] = [:]
        for index in 0..<depth {
            let text = index == depth - 1 ? "end" : "{% include 's\(index + 1)' %}"
            snippets["s\(index)"] = try LiquidTemplate(parsing: text, name: "snippets/s\(index).liquid")
        }
        // Regression: each include rebuilt the chain of includes to look for a cycle, quadratic in the depth.
        let root = try LiquidTemplate(parsing: "{% include 's0' %}", name: "root.liquid")
        #expect(try root.render([:], snippets: snippets) == "end")

        snippets["s\(depth - 1)"] = try LiquidTemplate(parsing: "{% include 's0' %}", name: "last.liquid")
        #expect(throws: TemplateError.self) { try root.render([:], snippets: snippets) }
    }

    /// Loading checks every include chain for cycles; the check looked the path up linearly, so a 100k-long chain
    /// took quadratic time (minutes). The fix is in `TemplateSetLoader.checkIncludes`, outside this change.
    @Test
    func longIncludeChainsLoadInATemplateSet() throws {
        var files = [
            "template.json": #"{ "name": "deep", "files": [{ "source": "A.liquid", "output": "a" }] }"#,
            "A.liquid": "{% include 's0' %}",
        ]
        let depth = Self.depth
        for index in 0..<depth {
            files["snippets/s\(index).liquid"] = index == depth - 1 ? "end" : "{% include 's\(index + 1)' %}"
        }
        let set = try TemplateSetLoader(files: files, displayRoot: "deep", origin: .directory("deep")).load()
        #expect(try set.files[0].template.render([:], snippets: set.snippets) == "end")
    }

    @Test func longFilterChainsAndLiterals() throws {
        let long = "{{ 'x'" + String(repeating: " | upcase", count: Self.depth) + " }}"
        #expect(try render(long) == "X")
        let literal = String(repeating: "y", count: 10_000_000)
        #expect(try render("{{ '\(literal)' | size }}") == "10000000")
        let condition =
            "{% if " + Array(repeating: "false", count: Self.depth).joined(separator: " and ")
            + " %}x{% else %}y{% endif %}"
        #expect(try render(condition) == "y")
        let dotted = "{{ module" + String(repeating: ".name", count: Self.depth) + " }}"
        #expect(throws: TemplateError.self) { try render(dotted, ["module": ["name": "Search"]]) }
    }

    @Test func tenMegabyteTemplates() throws {
        let text = String(repeating: "x", count: 10_000_000)
        #expect(try render(text).utf8.count == 10_000_000)
        let markup = String(repeating: "{{ v }}\n", count: 1_300_000)
        #expect(try render(markup, ["v": "ab"]).utf8.count == 3_900_000)
        let unclosed = "{{ " + String(repeating: "a", count: 10_000_000)
        let errors = parseErrors(unclosed)
        #expect(errors.count == 1)
        #expect(errors.first.map { $0.description.utf8.count < 400 } == true, "a diagnostic shows a window of the line")
    }

    @Test func errorsInVeryLongLinesShowAWindowWithTheCaretInPlace() throws {
        let line = String(repeating: "x", count: 1_000_000) + "{{ nope }}" + String(repeating: "y", count: 1_000)
        let error = try #require(throws: TemplateError.self) {
            try LiquidTemplate(parsing: line, name: "long.liquid").render([:])
        }
        #expect(error.location.column == 1_000_004)
        let lines = error.description.split(separator: "\n").map(Array.init)
        #expect(lines.count == 3)
        #expect(lines[1].count == SourceText.shownLineLength + 2)
        #expect(lines[1].first == "…" && lines[1].last == "…")
        #expect(lines[1][lines[2].count - 1] == "n" && lines[2].last == "^")
    }

    /// Regression: every error worked out its column by reading its whole line, so 60,000 errors on one line took
    /// hours. Parsing stops at the report limit, and a location walks only its window of a long line.
    @Test func manyErrorsOnOneLongLineStopAtTheReportLimit() throws {
        let errors = parseErrors(String(repeating: "{{ | }}", count: 50_000))
        #expect(errors.count == Diagnostics.reportLimit)
        #expect(errors.dropLast().map(\.location.column) == (0..<Diagnostics.reportLimit - 1).map { $0 * 7 + 4 })
        #expect(errors.last?.reason == .tooManyErrors)
        #expect(errors.last?.location.column == (Diagnostics.reportLimit - 1) * 7 + 4, "at the 100th error")
        #expect(parseErrors(String(repeating: "{{ | }}", count: 100)).last?.reason != .tooManyErrors)
        let ninetyNine = parseErrors(String(repeating: "{{ | }}", count: 99) + "{{ valid }} text")
        #expect(ninetyNine.count == 99, "99 errors followed by valid tokens are all reported")
        #expect(!ninetyNine.contains { $0.reason == .tooManyErrors })
    }

    @Test func aConfigWithThousandsOfMistakesReportsTheFirstHundredAndCountsTheRest() throws {
        let directory = try TemporaryDirectory()
        let keys = (0..<5_000).map { "\"k\($0)\": \($0)" }.joined(separator: ", ")
        try Data("{ \(keys) }".utf8).write(to: directory.url.appending(path: "viper-gen.json"))
        let result = runCommand(["module", "Search", "--dry-run"], in: directory.url)
        #expect(result.status == 65)
        let lines = result.standardError.split(separator: "\n")
        #expect(lines.filter { $0.contains(": error: unknown key \"k") }.count == Diagnostics.reportLimit)
        #expect(lines.first?.hasPrefix("\(directory.url.path)/viper-gen.json:1:3: error: unknown key \"k0\"") == true)
        #expect(
            lines.last
                == "viper-gen: error: 4900 more problems are not shown; fix the ones above and run again to see them")
    }

    /// Regression: the planner merged the set's problems with the module-name ones and dropped the count.
    @Test func aBadModuleNameAndAManifestWithThousandsOfMistakesKeepTheCountOfTheRest() throws {
        let directory = try TemporaryDirectory()
        let set = directory.url.appending(path: "sets/wide")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        let keys = (0..<5_000).map { "\"k\($0)\": \($0)" }.joined(separator: ", ")
        let files = #""files": [{ "source": "File.liquid", "output": "{{ module.name }}.swift" }]"#
        try Data(#"{ "name": "wide", \#(files), \#(keys) }"#.utf8).write(to: set.appending(path: "template.json"))
        try Data("// x\n".utf8).write(to: set.appending(path: "File.liquid"))
        let result = runCommand(
            ["module", "1Search", "-t", "wide", "--template-dir", "sets", "--dry-run"], in: directory.url)
        #expect(result.status == 64)
        let lines = result.standardError.split(separator: "\n")
        #expect(lines.first?.hasPrefix("viper-gen: error: invalid module name '1Search'") == true)
        #expect(lines.filter { $0.contains(": error: unknown key \"k") }.count == Diagnostics.reportLimit - 1)
        #expect(
            lines.last
                == "viper-gen: error: 4901 more problems are not shown; fix the ones above and run again to see them")
    }

    /// Regression: `templates lint` cut its report at the limit without saying so. Problems past the limit repeat
    /// in every parameter combination, so they are counted once.
    @Test func lintCountsTheProblemsPastTheLimitOnce() throws {
        let directory = try TemporaryDirectory()
        let set = directory.url.appending(path: "many")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        let entries = (0..<150).map { #"{ "source": "F\#($0).liquid", "output": "{{ module.name }}\#($0).swift" }"# }
        let parameter = #"{ "name": "flag", "type": "bool", "default": true }"#
        let manifest =
            #"{ "name": "many", "parameters": [\#(parameter)], "files": [\#(entries.joined(separator: ", "))] }"#
        try Data(manifest.utf8).write(to: set.appending(path: "template.json"))
        for index in 0..<150 {
            try Data("{{ nope }}\n".utf8).write(to: set.appending(path: "F\(index).liquid"))
        }
        let result = runCommand(["templates", "lint", "./many"], in: directory.url)
        #expect(result.status == 65)
        let lines = result.standardError.split(separator: "\n")
        #expect(lines.filter { $0.contains(": error: unknown variable 'nope'") }.count == Diagnostics.reportLimit)
        #expect(
            lines.last
                == "viper-gen: error: 50 more problems are not shown; fix the ones above and run again to see them")
    }

    @Test func deepAndLargeManifests() throws {
        for opening in ["[", "{\"a\":", "{\"name\": ["] {
            let text = String(repeating: opening, count: Self.depth)
            var reader = JSONReader(source: SourceText(name: "template.json", text: text))
            #expect(throws: SourceProblem.self) { try reader.read() }
        }
        let name = String(repeating: "n", count: 10_000_000)
        let manifest = #"{ "name": "\#(name)", "files": [{ "source": "a", "output": "b" }] }"#
        var reader = JSONReader(source: SourceText(name: "template.json", text: manifest))
        _ = try reader.read()
    }

    /// The errors parsing `text` reports; empty if it parses.
    private func parseErrors(_ text: String) -> [TemplateError] {
        do {
            _ = try LiquidTemplate(parsing: text, name: "deep.liquid")
            return []
        } catch {
            return error.errors
        }
    }
}
