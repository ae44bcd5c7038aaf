import Foundation
import Testing
import ViperGenTestSupport

@testable import ViperGenConfig
@testable import ViperGenKit

/// The worked example of README.md and the Contributing article, a `license` row for `RenderInput.all`, is a row the
/// table takes as it stands: the text both show is the declaration this test builds, each name it places its option,
/// keys and prompt after exists, none of its own names is taken, and the wiring checks of `RenderInputTests` find it
/// wanting only in what adding it to `all` provides. (`all` is a constant, so the test cannot add it there; with it
/// added, `everyRowIsWiredEverywhere` and `everyRowSetByEachSourceRoundTripsThroughUpdate` check it as any row.)
@Suite struct RenderInputReadmeExampleTests {
    static let shown = """
        package static let all: [RenderInput] = [author, company, description, prefix, project, target, license]

        package static let license = RenderInput(
            "license", variable: "developer.license",
            option: Option(name: "license", valueName: "TEXT", help: "License line for file headers", after: "description"),
            configKey: Key(name: "license", after: "target"), rambafileKey: Key(name: "license", after: "prefix"),
            prompt: Prompt(text: "License", help: "License line for file headers", after: "target"))
        """

    static let license = RenderInput(
        "license", variable: "developer.license",
        option: RenderInput.Option(
            name: "license", valueName: "TEXT", help: "License line for file headers", after: "description"),
        configKey: RenderInput.Key(name: "license", after: "target"),
        rambafileKey: RenderInput.Key(name: "license", after: "prefix"),
        prompt: RenderInput.Prompt(text: "License", help: "License line for file headers", after: "target"))

    @Test func theReadmeAndTheArticleShowTheRealDeclaration() throws {
        for file in ["README.md", "Sources/ViperGenKit/ViperGenKit.docc/Contributing.md"] {
            let text = try String(contentsOf: repositoryRoot.appending(path: file), encoding: .utf8)
            #expect(text.contains(Self.shown), "\(file) shows another declaration of the license row")
        }
        let source = try String(
            contentsOf: repositoryRoot.appending(path: "Sources/ViperGenConfig/RenderInput.swift"), encoding: .utf8)
        #expect(
            source.contains(
                "package static let all: [RenderInput] = [author, company, description, prefix, project, target]"))
        #expect(source.contains("    package static let company = RenderInput(\n"))
    }

    @Test func theLicenseRowFitsTheTable() throws {
        let row = Self.license
        let moduleOptions = ModuleOptions.declarations.map(\.name)
        let initOptions = InitOptions.declarations.map(\.name)
        #expect(moduleOptions.contains("description") && !moduleOptions.contains("license"))
        #expect(initOptions.contains("target") && !initOptions.contains("license"))
        #expect(ProjectConfig.keys.contains("target") && !ProjectConfig.keys.contains("license"))
        #expect(RambafileReader.keys.contains("prefix") && !RambafileReader.keys.contains("license"))
        #expect(!RenderInput.lockfileKeys.contains("license"))
        #expect(!RenderInput.all.contains { $0.variable == row.variable })
        #expect(row.initOption?.name == "license" && row.initOption?.after == "target")
        #expect(
            try RenderInputTests.wiringProblems(of: row) == [
                "module option --license: declared 0 times", "init option --license: declared 0 times",
                "config key \"license\": declared 0 times", "Rambafile key \"license\": declared 0 times",
                "variable developer.license: not license's value", "lockfile: license is not recorded and given back",
            ])
    }
}
