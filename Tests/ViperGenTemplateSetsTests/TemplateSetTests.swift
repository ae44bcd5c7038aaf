import Foundation
import Testing
import ViperGenTestSupport

@testable import ViperGenEngine
@testable import ViperGenTemplateSets

/// The messages and positions of the problems loading a set made of `files`.
func loadProblems(_ files: [String: String]) -> [String] {
    do {
        _ = try TemplateSetLoader(files: files, displayRoot: "Sets/demo", origin: .builtIn).load()
        return []
    } catch {
        return error.problems.map { problem in
            problem.location.map { "\($0.file):\($0.line):\($0.column): \(problem.message)" } ?? problem.message
        }
    }
}

@Suite struct TemplateSetTests {
    static let validManifest = """
        {
          "name": "demo",
          "summary": "A demo",
          "parameters": [{ "name": "tests", "type": "bool", "default": true, "description": "Tests" }],
          "files": [{ "source": "A.liquid", "output": "{{ module.name }}/A.swift", "condition": "params.tests" }]
        }
        """

    @Test func embeddedTemplatesEqualTheTemplatesFolder() throws {
        let folder = repositoryRoot.appending(path: "Templates")
        let onDisk = snapshotTree(folder).filter { !$0.key.split(separator: "/").contains { $0.hasPrefix(".") } }
        #expect(!onDisk.isEmpty)
        #expect(EmbeddedTemplates.files == onDisk, "the binary's templates are stale; rebuild with swift build")
    }

    /// The templates parsed at build time are exactly what parsing them now gives: same nodes, field by field (the
    /// dump walks every stored property, the tags' concrete types included), same snippets and positions.
    @Test func templatesParsedAtBuildTimeEqualAParseNow() throws {
        let paths = EmbeddedTemplates.files.keys.filter { $0.hasSuffix(".liquid") }.sorted()
        #expect(paths.count > 10)
        for path in paths {
            let prebuilt = try #require(EmbeddedTemplates.parsed(path), "\(path) was not parsed at build time")
            let parsed = try LiquidTemplate(parsing: EmbeddedTemplates.files[path]!, name: "Templates/" + path)
            var prebuiltDump = ""
            var parsedDump = ""
            dump(prebuilt.blocks, to: &prebuiltDump)
            dump(parsed.blocks, to: &parsedDump)
            #expect(prebuiltDump == parsedDump, "\(path)")
            #expect(prebuilt.name == parsed.name)
            #expect(prebuilt.includedSnippets.map(\.name) == parsed.includedSnippets.map(\.name))
            #expect(prebuilt.includedSnippets.map(\.location) == parsed.includedSnippets.map(\.location))
        }
        #expect(EmbeddedTemplates.parsed("viper/template.json") == nil)
    }

    /// The templates inside the built-in manifests (output paths, conditions, insertions) were all parsed at build
    /// time, and are exactly what the manifest reader parses now: same nodes, same text and positions.
    @Test func manifestTemplatesParsedAtBuildTimeEqualAParseNow() throws {
        var count = 0
        for name in TemplateLibrary.builtInNames {
            let files = TemplateLibrary.builtInFiles(of: name)
            let prebuilt = try TemplateLibrary().load(name)
            let parsed = try TemplateSetLoader(files: files, displayRoot: "Templates/\(name)", origin: .builtIn).load()
            var pairs: [(LiquidTemplate?, LiquidTemplate?, isCondition: Bool)] = []
            for (built, now) in zip(prebuilt.files, parsed.files) {
                pairs += [(built.outputPath, now.outputPath, false), (built.condition, now.condition, true)]
            }
            for (built, now) in zip(prebuilt.support, parsed.support) {
                pairs += [(built.outputPath, now.outputPath, false), (built.condition, now.condition, true)]
            }
            for (built, now) in zip(prebuilt.insertions, parsed.insertions) {
                pairs += [(built.into, now.into, false), (built.anchor, now.anchor, false)]
                pairs += [(built.condition, now.condition, true)]
                if built.text.source.name.hasSuffix("template.json") { pairs.append((built.text, now.text, false)) }
            }
            #expect(prebuilt.files.count == parsed.files.count && prebuilt.insertions.count == parsed.insertions.count)
            #expect(prebuilt.support.count == parsed.support.count)
            let manifest = SourceText(name: "Templates/\(name)/template.json", text: files["template.json"]!)
            for case (let built?, let now?, let isCondition) in pairs {
                var builtDump = ""
                var nowDump = ""
                dump(built.blocks, to: &builtDump)
                dump(now.blocks, to: &nowDump)
                #expect(builtDump == nowDump, "\(name): \(now.source.string(now.source.templateRange))")
                #expect(built.source.bytes == now.source.bytes && built.source.name == now.source.name)
                #expect(built.source.templateRange == now.source.templateRange)
                #expect(built.mentionsForloop == now.mentionsForloop)
                let offset = now.source.templateRange.lowerBound - 1
                #expect(
                    EmbeddedTemplates.parsed(inManifestOf: name, manifest, at: offset, isCondition: isCondition) != nil,
                    "\(name): \(now.source.string(now.source.templateRange)) was not parsed at build time")
                count += 1
            }
        }
        #expect(count >= 30)
    }

    @Test func builtInSetLoadsWithoutProblems() throws {
        let set = try TemplateLibrary().load("viper")
        #expect(set.name == "viper")
        #expect(
            set.parameters.map(\.name) == [
                "ui", "tests", "dependencies", "access", "interactor", "screen", "parent", "presentation",
            ])
        #expect(
            set.insertions.map(\.anchorText) == [
                "// viper-gen: routes", "// viper-gen: delegates", "// viper-gen: destinations", "// viper-gen: routes",
                "// viper-gen: route cases", "// viper-gen: screens", "// viper-gen: routes",
                "// viper-gen: route tests",
            ])
        #expect(TemplateLibrary.builtInNames == ["viper", "viper-classic"])
        #expect(TemplateLibrary.builtInNames.contains(TemplateLibrary.defaultSetName))
        #expect(TemplateLibrary.builtInNames.contains(TemplateLibrary.classicSetName))
    }

    @Test func validSetLoads() throws {
        let set = try TemplateSetLoader(
            files: ["template.json": Self.validManifest, "A.liquid": "a"], displayRoot: "d", origin: .builtIn
        ).load()
        #expect(set.files.map(\.source) == ["A.liquid"])
        #expect(
            set.parameters == [TemplateParameter(name: "tests", kind: .bool, defaultValue: true, description: "Tests")])
    }

    @Test func aSetFolderIsReadWithoutHiddenFilesOrPipes() throws {
        let directory = try TemporaryDirectory()
        let folder = directory.url.appending(path: "demo")
        let snippets = folder.appending(path: "snippets")
        try FileManager.default.createDirectory(at: snippets, withIntermediateDirectories: true)
        try Self.validManifest.write(to: folder.appending(path: "template.json"), atomically: false, encoding: .utf8)
        try "a".write(to: folder.appending(path: "A.liquid"), atomically: false, encoding: .utf8)
        try "header".write(to: snippets.appending(path: "header.liquid"), atomically: false, encoding: .utf8)
        // Hidden files and folders are skipped: were they read, their broken markup would fail the load.
        try "{{ broken".write(to: snippets.appending(path: ".draft.liquid"), atomically: false, encoding: .utf8)
        // Finder's binary .DS_Store would fail as "not valid UTF-8".
        try Data([0x00, 0x00, 0x00, 0x01, 0x42, 0x75, 0xFF, 0xFE]).write(to: folder.appending(path: ".DS_Store"))
        // A link to a file inside the set counts as that file (one leading out is refused: TemplateLinkOutTests); a
        // pipe is skipped rather than read (which would block).
        try FileManager.default.createDirectory(
            at: folder.appending(path: ".shared"), withIntermediateDirectories: true)
        try "shared".write(to: folder.appending(path: ".shared/shared.liquid"), atomically: false, encoding: .utf8)
        try FileManager.default.createSymbolicLink(
            atPath: snippets.appending(path: "linked.liquid").path, withDestinationPath: "../.shared/shared.liquid")
        #expect(mkfifo(snippets.appending(path: "pipe.liquid").path, 0o644) == 0)

        let set = try TemplateLibrary.load(directory: folder)
        #expect(set.snippets.keys.sorted() == ["header", "linked"])
        #expect(set.files.map(\.source) == ["A.liquid"])
    }

    @Test func jsonSyntaxErrorsHaveLineAndColumn() {
        #expect(
            loadProblems(["template.json": "{\n  \"name\": \"x\",\n  \"files\": [,]\n}"]) == [
                "Sets/demo/template.json:3:13: invalid JSON: unexpected character; expected a value"
            ])
        #expect(
            loadProblems(["template.json": "{ \"name\": \"x\" "]) == [
                "Sets/demo/template.json:1:15: invalid JSON: unexpected end of file; expected ',' or '}'"
            ])
        #expect(
            loadProblems(["template.json": "{\"a\": 1, \"a\": 2}"]) == [
                "Sets/demo/template.json:1:10: invalid JSON: duplicate key \"a\""
            ])
        let deep = String(repeating: "[", count: 100_000)
        #expect(
            loadProblems(["template.json": deep]) == [
                "Sets/demo/template.json:1:65: invalid JSON: nested more than 64 levels deep"
            ])
    }

    @Test func schemaProblemsAreAllReportedWithPositions() {
        let manifest = """
            {
              "name": "demo",
              "sumary": "typo",
              "parameters": [
                { "name": "ui", "type": "choice", "choices": ["a", "b"], "default": "c" },
                { "name": "n", "type": "number", "default": 1 }
              ],
              "files": [
                { "source": "Missing.liquid", "output": "x.swift" },
                { "source": "A.liquid", "output": "{{ module.name | nope }}.swift", "kind": "docs" },
                { "source": "A.liquid", "output": "a.swift", "condition": "params.tests ==" }
              ]
            }
            """
        #expect(
            loadProblems(["template.json": manifest, "A.liquid": "a"]) == [
                "Sets/demo/template.json:3:3: unknown key \"sumary\" in the manifest (did you mean \"summary\"?); allowed: name, version, summary, deploymentTargets, parameters, files, support, insertions",
                "Sets/demo/template.json:5:73: parameters[0].default must be one of a, b",
                "Sets/demo/template.json:6:28: parameters[1].type 'number' is unknown; use string, bool or choice",
                "Sets/demo/template.json:9:17: no template 'Missing.liquid' in the set; add the file or fix \"source\"",
                "Sets/demo/template.json:10:57: unknown filter 'nope'",
                "Sets/demo/template.json:10:81: files[1].kind 'docs' is unknown; use code or test",
                "Sets/demo/template.json:11:79: expected a value",
            ])
    }

    @Test func templateErrorsOfEveryFileAreReportedTogether() {
        let problems = loadProblems([
            "template.json": Self.validManifest.replacingOccurrences(
                of: "\"files\": [", with: "\"files\": [{ \"source\": \"B.liquid\", \"output\": \"b\" }, "),
            "A.liquid": "{% if x %}", "B.liquid": "{{ x | bad }}", "snippets/s.liquid": "{% include 'missing' %}",
        ])
        #expect(problems.contains("Sets/demo/B.liquid:1:8: unknown filter 'bad'"))
        #expect(problems.contains("Sets/demo/A.liquid:1:1: 'if' is never closed; add '{% endif %}'"))
        #expect(problems.contains("Sets/demo/snippets/s.liquid:1:12: no snippet named 'missing' in snippets/"))
        #expect(problems.count == 3)
    }

    @Test func includeCyclesAreFoundWhenLoading() {
        let problems = loadProblems([
            "template.json": Self.validManifest, "A.liquid": "{% include 'one' %}",
            "snippets/one.liquid": "{% include 'two' %}", "snippets/two.liquid": "x\n{% include 'one' %}",
        ])
        #expect(
            problems == [
                "Sets/demo/snippets/two.liquid:2:12: snippets include each other in a cycle: one -> two -> one"
            ])
    }
}
