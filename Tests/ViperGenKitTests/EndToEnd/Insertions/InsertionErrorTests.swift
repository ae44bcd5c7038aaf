import Foundation
import Testing
import ViperGenTestSupport

/// Insertions that cannot be made, through the real binary: each problem on one line at its entry in
/// `template.json`, naming the target file, all reported together, exit 65, and nothing written.
@Suite struct InsertionErrorTests {
    @Test func everyTargetProblemIsReportedAtItsEntryAndNothingIsWritten() throws {
        let project = try InsertionProject.make(insertions: [
            #"{ "into": "List/Missing.swift", "after": "// x", "text": "a\n" }"#,
            #"{ "into": "List/ListRouter.swift", "after": "// nowhere", "text": "a\n" }"#,
            #"{ "into": "../outside.swift", "after": "// x", "text": "a\n" }"#,
            #"{ "into": "List/twice.swift", "after": "x", "text": "a\n", "unique": true }"#,
            #"{ "into": "List/data.bin", "after": "x", "text": "a\n" }"#,
            #"{ "into": "List/latin1.txt", "after": "x", "text": "a\n" }"#,
            #"{ "into": "{{ module.name }}/{{ module.name }}View.swift", "after": "x", "text": "a\n" }"#,
            #"{ "into": "Out/x.swift", "after": "x", "text": "a\n" }"#,
        ])
        try project.write("Sources/List/twice.swift", "x\n  x\ny\n")
        try project.write("Sources/List/data.bin", bytes: Array("x\n".utf8) + [0, 1, 2])
        try project.write("Sources/List/latin1.txt", bytes: Array("x\ncaf".utf8) + [0xE9, 0x0A])
        try FileManager.default.createSymbolicLink(
            atPath: project.url.appending(path: "Sources/Out").path, withDestinationPath: "/tmp")
        let before = snapshotTree(project.url)
        let result = try project.run(["module", "Detail"])
        let root = project.url.standardizedFileURL.path
        let manifest = "\(root)/sets/mini/template.json"
        #expect(result.status == 65)
        #expect(result.standardOutput == "")
        #expect(
            UpkeepProject.errorLines(result.standardError) == [
                "\(manifest):6:5: error: insertions[0]: \(root)/Sources/List/Missing.swift does not exist; the text "
                    + "goes into an existing file: create it first, or fix \"into\" (below the code folder)",
                "\(manifest):7:5: error: insertions[1]: \(root)/Sources/List/ListRouter.swift has no line "
                    + "'// nowhere' to insert after; add that line where the text belongs, or fix \"after\"",
                "\(manifest):8:5: error: insertions[2]: \"into\" renders '../outside.swift', which is invalid: it "
                    + "contains '..' and would leave the output directory; fix \"into\"",
                "\(manifest):9:5: error: insertions[3]: \(root)/Sources/List/twice.swift has the line 'x' 2 times "
                    + "(lines 1, 2); the set asks for a unique anchor: keep one of them",
                "\(manifest):10:5: error: insertions[4]: \(root)/Sources/List/data.bin is binary; text is inserted "
                    + "only into UTF-8 text files: fix \"into\"",
                "\(manifest):11:5: error: insertions[5]: \(root)/Sources/List/latin1.txt is not valid UTF-8; text is "
                    + "inserted only into UTF-8 text files: fix \"into\"",
                "\(manifest):12:5: error: insertions[6]: \(root)/Sources/Detail/DetailView.swift is a file this run "
                    + "generates; \"into\" names a file that exists already: fix \"into\"",
                "\(manifest):13:5: error: insertions[7]: \(root)/Sources/Out/x.swift leads outside the project "
                    + "\(root) through the symbolic link \(root)/Sources/Out (to /tmp); refused, nothing was written; "
                    + "viper-gen works only inside the project: run it from the real folder, or replace the link "
                    + "with a folder",
            ])
        #expect(snapshotTree(project.url) == before)
    }

    @Test func badEntriesAreReportedAtTheirKeysTogether() throws {
        let project = try InsertionProject.make(insertions: [
            #"{ "into": "A.swift", "after": "x", "before": "y", "text": "a" }"#,
            #"{ "into": "A.swift", "text": "a", "kind": "tests", "unique": 1 }"#,
            #"{ "into": "A.swift", "after": "x", "source": "missing.liquid", "colour": 1 }"#,
            #"{ "into": "A.swift", "after": "x" }"#,
            #"{ "into": "A.swift", "after": "{{ module.name", "text": "a", "when": "params.extras ==" }"#,
        ])
        let result = try project.run(["module", "Detail"])
        let manifest = "\(project.url.standardizedFileURL.path)/sets/mini/template.json"
        #expect(result.status == 65)
        #expect(
            UpkeepProject.errorLines(result.standardError) == [
                "\(manifest):6:50: error: insertions[0]: give \"after\" or \"before\", not both",
                "\(manifest):7:5: error: insertions[1] is missing \"after\" or \"before\": the line the text goes next to",
                "\(manifest):7:47: error: insertions[1].kind 'tests' is unknown; use code or test",
                "\(manifest):7:66: error: insertions[1].unique must be true or false, not a number",
                "\(manifest):8:50: error: no template 'missing.liquid' in the set for insertions[2]; add the file or "
                    + "fix \"source\"",
                "\(manifest):8:68: error: unknown key \"colour\" in insertions[2]; allowed: into, after, before, source, "
                    + "text, when, kind, unique",
                "\(manifest):9:5: error: insertions[3] is missing \"source\" or \"text\": what to insert",
                "\(manifest):10:36: error: '{{' is never closed; add '}}'",
                "\(manifest):10:91: error: expected a value",
            ])
    }
}

/// `templates lint` renders every insertion's `into`, anchor and text, with a sample value for a string parameter
/// whose default is empty, so that an insertion guarded by `--param parent` is checked too.
@Suite struct InsertionLintTests {
    @Test func lintRendersInsertionsAndReportsTheirProblemsAtTheirEntries() throws {
        let project = try UpkeepProject()
        try project.write(
            "sets/mini/template.json",
            """
            {
              "name": "mini",
              "parameters": [{ "name": "parent", "type": "string", "default": "" }, { "name": "extras", "type": "bool", "default": false }],
              "files": [{ "source": "View.swift.liquid", "output": "{{ module.name }}/{{ module.name }}View.swift" }],
              "insertions": [
                { "into": "{{ params.parent }}/../x.swift", "after": "// a", "text": "x", "when": "params.parent != ''" },
                { "into": "x.swift", "after": "{{ params.nope }}", "text": "x", "when": "params.parent != ''" },
                { "into": "x.swift", "before": "{% if false %}x{% endif %}", "text": "x" }
              ]
            }

            """)
        let result = try project.run(["templates", "lint", "sets/mini"])
        let manifest = "\(project.url.standardizedFileURL.path)/sets/mini/template.json"
        #expect(result.status == 65)
        #expect(
            UpkeepProject.errorLines(result.standardError) == [
                "\(manifest):8:5: error: insertions[2]: \"before\" renders blank; name a line the file holds",
                "\(manifest):6:5: error: insertions[0]: \"into\" renders 'Sample/../x.swift', which is invalid: it "
                    + "contains '..' and would leave the output directory; fix \"into\" (with parent=Sample)",
                "\(manifest):7:39: error: unknown variable 'params.nope' (with parent=Sample)",
            ])
    }

    /// An anchor that no file of the set holds renders, but a run with `parent` fails on it: lint renders the sample
    /// module into a test project and wires a second one into it, so it fails there, at the entry.
    @Test func lintFindsAnAnchorTheSetsOwnFilesDoNotHold() throws {
        let project = try UpkeepProject()
        try project.write(
            "sets/mini/View.swift.liquid", "struct {{ module.name }}View {\n    // viper-gen: routes\n}\n")
        try project.write(
            "sets/mini/template.json",
            """
            {
              "name": "mini",
              "parameters": [{ "name": "parent", "type": "string", "default": "" }, { "name": "extras", "type": "bool", "default": false }],
              "files": [{ "source": "View.swift.liquid", "output": "{{ module.name }}/{{ module.name }}View.swift" }],
              "insertions": [
                { "into": "{{ params.parent }}/{{ params.parent }}View.swift", "after": "// viper-gen: routes", "text": "a", "when": "params.parent != ''" },
                { "into": "{{ params.parent }}/{{ params.parent }}View.swift", "after": "// viper-gen: route", "text": "b", "when": "params.parent != ''" }
              ]
            }

            """)
        let result = try project.run(["templates", "lint", "sets/mini"])
        let manifest = "\(project.url.standardizedFileURL.path)/sets/mini/template.json"
        #expect(result.status == 65)
        #expect(result.standardOutput == "")
        #expect(
            UpkeepProject.errorLines(result.standardError) == [
                "\(manifest):7:5: error: insertions[1]: /code-output/Sample/SampleView.swift has no line "
                    + "'// viper-gen: route' to insert after; add that line where the text belongs, or fix \"after\" "
                    + "(with parent=Sample)"
            ])

        // With the anchor the set's file holds, it lints clean.
        try project.write(
            "sets/mini/template.json",
            try #require(project.read("sets/mini/template.json")).replacingOccurrences(
                of: #""after": "// viper-gen: route","#, with: #""after": "// viper-gen: routes","#))
        #expect(
            try project.run(["templates", "lint", "sets/mini"])
                == ProcessResult(
                    status: 0,
                    standardOutput: "\(project.url.standardizedFileURL.path)/sets/mini: ok (1 files, 3 parameter "
                        + "combinations rendered)\n",
                    standardError: ""))
    }

    @Test func theBuiltInSetLintsWithItsParentWiring() throws {
        let directory = try TemporaryDirectory()
        #expect(
            try runViperGen(["templates", "lint", "viper"], in: directory.url)
                == ProcessResult(
                    status: 0, standardOutput: "viper: ok (8 files, 11 parameter combinations rendered)\n",
                    standardError: ""))
    }
}
