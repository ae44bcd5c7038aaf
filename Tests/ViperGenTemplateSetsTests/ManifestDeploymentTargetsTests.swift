import Testing

@testable import ViperGenTemplateSets

/// A manifest's `"deploymentTargets"`: one object, or a list of objects with an optional `"when"`; unknown
/// platforms and versions that are not numbers are problems at their positions.
@Suite struct ManifestDeploymentTargetsTests {
    @Test func anObjectAndAListWithConditionsAreRead() throws {
        let object = """
            { "name": "kit", "deploymentTargets": { "iOS": "15.0", "macOS": "12" },
              "files": [{ "source": "A.liquid", "output": "a.swift" }] }
            """
        let plain = try TemplateSetLoader(
            files: ["template.json": object, "A.liquid": "a"], displayRoot: "d", origin: .builtIn
        ).load()
        #expect(plain.deploymentTargets.map(\.versions) == [["iOS": "15.0", "macOS": "12"]])
        #expect(plain.deploymentTargets.map { $0.condition == nil } == [true])
        let list = """
            { "name": "kit", "deploymentTargets": [{ "iOS": "13.0" }, { "when": "params.ui == 'swiftui'", "iOS": "17.0" }],
              "files": [{ "source": "A.liquid", "output": "a.swift" }] }
            """
        let conditional = try TemplateSetLoader(
            files: ["template.json": list, "A.liquid": "a"], displayRoot: "d", origin: .builtIn
        ).load()
        #expect(conditional.deploymentTargets.map(\.versions) == [["iOS": "13.0"], ["iOS": "17.0"]])
        #expect(conditional.deploymentTargets.map { $0.condition == nil } == [true, false])
    }

    @Test func unknownPlatformsAndBadVersionsAreReportedAtTheirPositions() {
        let manifest = """
            { "name": "kit", "deploymentTargets": { "iOS": "fifteen", "android": "1" },
              "files": [{ "source": "A.liquid", "output": "a.swift" }] }
            """
        #expect(
            loadProblems(["template.json": manifest, "A.liquid": "a"]) == [
                "Sets/demo/template.json:1:48: deploymentTargets.iOS 'fifteen' is not a version such as \"15.0\"",
                "Sets/demo/template.json:1:59: unknown key \"android\" in \"deploymentTargets\"; allowed: iOS, macOS, "
                    + "tvOS, watchOS, visionOS, when",
            ])
    }

    /// The viper set declares what its code needs; viper-classic nothing, so that its bytes (and the content hash that
    /// modules recorded with it) stay as they were.
    @Test func theBuiltInSetsDeclareWhatTheirFlavoursNeed() throws {
        let set = try TemplateLibrary().load("viper")
        #expect(
            set.deploymentTargets.map(\.versions) == [
                ["iOS": "16.0", "macOS": "13.0"], ["iOS": "17.0", "macOS": "14.0"],
            ])
        #expect(try TemplateLibrary().load("viper-classic").deploymentTargets.isEmpty)
    }
}
