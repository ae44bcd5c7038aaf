import Testing

@testable import ViperGenTemplateSets

/// A manifest's `"support"` list and `"version"`: read like `"files"`, with their problems at their positions.
@Suite struct ManifestSupportTests {
    @Test func supportEntriesAndTheVersionAreRead() throws {
        let manifest = """
            { "name": "kit", "version": "2", "files": [{ "source": "A.liquid", "output": "a.swift" }],
              "support": [
                { "source": "S.liquid", "output": "VIPER/S.swift" },
                { "source": "T.liquid", "output": "VIPER/T.swift", "kind": "test", "condition": "params.tests" }
              ] }
            """
        let set = try TemplateSetLoader(
            files: ["template.json": manifest, "A.liquid": "a", "S.liquid": "s", "T.liquid": "t"], displayRoot: "d",
            origin: .builtIn
        ).load()
        #expect(set.version == "2")
        #expect(set.files.map(\.source) == ["A.liquid"])
        #expect(set.support.map(\.source) == ["S.liquid", "T.liquid"])
        #expect(set.support.map(\.kind) == [.code, .test])
        #expect(set.support.map(\.conditionText) == [nil, "params.tests"])
    }

    @Test func aBadSupportEntryIsReportedAtItsPosition() {
        let manifest = """
            { "name": "kit", "files": [{ "source": "A.liquid", "output": "a.swift" }],
              "support": [
                { "source": "Missing.liquid", "output": "VIPER/S.swift" },
                { "source": "A.liquid", "output": "VIPER/T.swift", "kind": "docs" }
              ] }
            """
        #expect(
            loadProblems(["template.json": manifest, "A.liquid": "a"]) == [
                "Sets/demo/template.json:3:17: no template 'Missing.liquid' in the set; add the file or fix \"source\"",
                "Sets/demo/template.json:4:64: support[1].kind 'docs' is unknown; use code or test",
            ])
    }
}
