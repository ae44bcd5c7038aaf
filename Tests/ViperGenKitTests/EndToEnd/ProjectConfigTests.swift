import Foundation
import Testing
import ViperGenTestSupport

@testable import ViperGenConfig
@testable import ViperGenEngine
@testable import ViperGenKit
@testable import ViperGenSupport

@Suite struct ProjectConfigTests {
    /// Writes `text` as `viper-gen.json` in `folder` (created if needed) and returns the file.
    @discardableResult
    static func writeConfig(_ text: String, in folder: URL) throws -> URL {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appending(path: ProjectConfig.fileName)
        try Data(text.utf8).write(to: file)
        return file
    }

    @Test func isFoundInTheNearestFolderAbove() throws {
        let root = try TemporaryDirectory()
        let file = try Self.writeConfig("{}", in: root.url)
        let nested = root.url.appending(path: "a/b/c")
        try FileManager.default.createDirectory(at: nested, withIntermediateDirectories: true)
        #expect(ProjectConfig.find(from: nested)?.path == file.path)
        let inner = try Self.writeConfig("{}", in: root.url.appending(path: "a"))
        #expect(ProjectConfig.find(from: nested)?.path == inner.path)
    }

    @Test func isNotFoundWhenNoFolderAboveHasOne() throws {
        let root = try TemporaryDirectory()
        #expect(ProjectConfig.find(from: root.url) == nil)
    }

    @Test func readsEveryKeyAndResolvesPathsAgainstTheConfigsFolder() throws {
        let root = try TemporaryDirectory()
        let file = try Self.writeConfig(
            """
            {
              "project": "Shop", "author": "Jane", "company": "Acme", "prefix": "ABC", "template": "viper",
              "target": "ShopKit", "output": "Sources/Shop", "testsOutput": "../elsewhere/Tests",
              "templateDirectories": ["templates", "/abs/sets"],
              "parameters": { "ui": "none", "tests": false }
            }
            """, in: root.url.appending(path: "app"))
        let config = try ProjectConfig.load(from: file)
        let app = root.url.appending(path: "app").standardizedFileURL
        var expected = ProjectConfig(file: file)
        expected.project = "Shop"
        expected.author = "Jane"
        expected.company = "Acme"
        expected.prefix = "ABC"
        expected.template = "viper"
        expected.target = "ShopKit"
        expected.output = app.appending(path: "Sources/Shop").standardizedFileURL
        expected.testsOutput = root.url.appending(path: "elsewhere/Tests").standardizedFileURL
        expected.templateDirectories = [app.appending(path: "templates"), URL(fileURLWithPath: "/abs/sets")]
        expected.parameters = [ParameterAssignment("ui", "none"), ParameterAssignment("tests", .flag(false))]
        #expect(config.output?.path == expected.output?.path)
        #expect(config.testsOutput?.path == expected.testsOutput?.path)
        #expect(config.templateDirectories.map(\.path) == expected.templateDirectories.map(\.path))
        #expect(config.parameters == expected.parameters)
        #expect(
            [config.project, config.author, config.company, config.prefix, config.template, config.target] == [
                "Shop", "Jane", "Acme", "ABC", "viper", "ShopKit",
            ])
    }

    @Test func readsTheXcodeProjectKeys() throws {
        let root = try TemporaryDirectory()
        let file = try Self.writeConfig(
            """
            {
              "xcodeproj": "Shop.xcodeproj", "xcodeTargets": ["Shop", "ShopClip"], "xcodeTestTargets": "ShopTests",
              "xcodeGroup": "Shop/Modules", "xcodeTestGroup": "ShopTests"
            }
            """, in: root.url.appending(path: "app"))
        let xcode = try ProjectConfig.load(from: file).xcode
        #expect(xcode.project?.path == root.url.appending(path: "app/Shop.xcodeproj").standardizedFileURL.path)
        #expect(xcode.codeTargets == ["Shop", "ShopClip"])
        #expect(xcode.testTargets == ["ShopTests"])
        #expect(xcode.codeGroup == "Shop/Modules")
        #expect(xcode.testGroup == "ShopTests")
        #expect(!xcode.createsLogicalGroups)
    }

    @Test func xcodeKeysOfTheWrongTypeAreReported() throws {
        let root = try TemporaryDirectory()
        let file = try Self.writeConfig(
            "{ \"xcodeTargets\": 3, \"xcodeTestTargets\": [\"A\", 2], \"xcodeGroup\": [] }",
            in: root.url.appending(path: "app"))
        #expect(
            throws: Diagnostics([
                Diagnostic(
                    .data, "\"xcodeTargets\" must be a list of target names, not a number",
                    at: SourceLocation(
                        file: file.path, line: 1, column: 19,
                        lineText: "{ \"xcodeTargets\": 3, \"xcodeTestTargets\": [\"A\", 2], \"xcodeGroup\": [] }")),
                Diagnostic(
                    .data, "\"xcodeTestTargets\" must be a string, not a number",
                    at: SourceLocation(
                        file: file.path, line: 1, column: 48,
                        lineText: "{ \"xcodeTargets\": 3, \"xcodeTestTargets\": [\"A\", 2], \"xcodeGroup\": [] }")),
                Diagnostic(
                    .data, "\"xcodeGroup\" must be a string, not an array",
                    at: SourceLocation(
                        file: file.path, line: 1, column: 66,
                        lineText: "{ \"xcodeTargets\": 3, \"xcodeTestTargets\": [\"A\", 2], \"xcodeGroup\": [] }")),
            ])
        ) { try ProjectConfig.load(from: file) }
    }

    @Test func readsThePackageTargetKeys() throws {
        let root = try TemporaryDirectory()
        let file = try Self.writeConfig(
            #"{ "addTarget": true, "targetDependencies": ["Core", "Networking"], "package": "Packages/Features" }"#,
            in: root.url.appending(path: "app"))
        let settings = try ProjectConfig.load(from: file).packageTargets
        #expect(settings.addsTargets)
        #expect(settings.dependencies == ["Core", "Networking"])
        #expect(settings.package?.path == root.url.appending(path: "app/Packages/Features").standardizedFileURL.path)
        let single = try Self.writeConfig(#"{ "targetDependencies": "Core" }"#, in: root.url.appending(path: "one"))
        #expect(try ProjectConfig.load(from: single).packageTargets == PackageTargetSettings(dependencies: ["Core"]))
    }

    @Test func packageTargetKeysOfTheWrongTypeAreReported() throws {
        let root = try TemporaryDirectory()
        let text = #"{ "addTarget": "yes", "targetDependencies": [1], "package": "" }"#
        let file = try Self.writeConfig(text, in: root.url)
        do {
            _ = try ProjectConfig.load(from: file)
            Issue.record("the config was accepted")
        } catch {
            #expect(
                error.problems.map { "\($0.location!.line):\($0.location!.column): \($0.message)" } == [
                    "1:16: \"addTarget\" must be true or false, not a string",
                    "1:46: \"targetDependencies\" must be a string, not a number",
                    "1:61: \"package\" is empty; use \".\" for the config's own folder",
                ])
            #expect(error.exitCode == 65)
        }
    }

    @Test func reportsEveryProblemWithItsPosition() throws {
        let root = try TemporaryDirectory()
        let file = try Self.writeConfig(
            """
            {
              "outptu": "x",
              "author": 5,
              "templateDirectories": "templates",
              "parameters": { "ui": 1 },
              "output": ""
            }
            """, in: root.url)
        #expect(throws: Diagnostics.self) { try ProjectConfig.load(from: file) }
        do {
            _ = try ProjectConfig.load(from: file)
        } catch {
            let lines = error.problems.map { "\($0.location!.line):\($0.location!.column): \($0.message)" }
            #expect(
                lines == [
                    "2:3: unknown key \"outptu\" (did you mean \"output\"?); allowed: project, author, company, prefix, "
                        + "template, target, output, testsOutput, templateDirectories, parameters, xcodeproj, "
                        + "xcodeTargets, xcodeTestTargets, xcodeGroup, xcodeTestGroup, xcodeLogicalGroups, addTarget, "
                        + "targetDependencies, package, deploymentTargets",
                    "3:13: \"author\" must be a string, not a number",
                    "4:26: \"templateDirectories\" must be a list of folder paths, not a string",
                    "5:25: parameter \"ui\" must be a string or a boolean, not a number",
                    "6:13: \"output\" is empty; use \".\" for the config's own folder",
                ])
            #expect(error.exitCode == 65)
            #expect(error.problems.allSatisfy { $0.location?.file == file.path })
        }
    }

    @Test func jsonSyntaxErrorsNameTheFileLineAndColumn() throws {
        let root = try TemporaryDirectory()
        let file = try Self.writeConfig("{\n  \"project\": \"x\"\n  \"author\": \"y\"\n}", in: root.url)
        #expect(
            throws: Diagnostics([
                Diagnostic(
                    .data, "invalid JSON: expected ',' or '}'",
                    at: SourceLocation(file: file.path, line: 3, column: 3, lineText: "  \"author\": \"y\""))
            ])
        ) {
            try ProjectConfig.load(from: file)
        }
    }
}
