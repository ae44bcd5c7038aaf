import Foundation
import Testing
import ViperGenMCP
import ViperGenTestSupport

/// Issue 53, item 4: the config declares the project's lowest OS versions (`"deploymentTargets"` in
/// `viper-gen.json`) where neither an Xcode target's build settings nor a package's `platforms` say them; what the
/// build reads wins. The same refusal (65, nothing written) and `--force` as for a target's setting.
@Suite struct DeploymentTargetConfigTests {
    /// A folder with `config` as its `viper-gen.json`.
    static func folder(config: String) throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        try Data((config + "\n").utf8).write(to: directory.url.appending(path: "viper-gen.json"))
        return directory
    }

    static let refusal =
        "viper-gen: error: the project builds for iOS 15.0 (\"deploymentTargets\" in viper-gen.json) and the set "
        + "'viper' needs iOS 17.0 for these parameters; nothing was written; raise \"iOS\" in viper-gen.json's "
        + "\"deploymentTargets\" to 17.0, pick another set with --template NAME, or pass --force to write it anyway\n"

    @Test func theConfigsVersionBindsAFolderOutsideAnyProject() throws {
        let project = try Self.folder(config: #"{ "author": "Jane", "deploymentTargets": { "iOS": "15.0" } }"#)
        let before = snapshotTree(project.url)
        let run = try runViperGen(["module", "Settings", "--quiet"], in: project.url)
        #expect(run == ProcessResult(status: 65, standardOutput: "", standardError: Self.refusal))
        #expect(snapshotTree(project.url) == before)
        // ui=none needs iOS 16 only; still more than 15.
        let none = try runViperGen(["module", "Settings", "--quiet", "--param", "ui=none"], in: project.url)
        #expect(none.status == 65)
        #expect(none.standardError.contains("the set 'viper' needs iOS 16.0 for these parameters"))
        // --force writes anyway and says so.
        let forced = try runViperGen(["module", "Settings", "--quiet", "--force"], in: project.url)
        #expect(
            forced
                == ProcessResult(
                    status: 0, standardOutput: "",
                    standardError: "viper-gen: warning: the project builds for iOS 15.0 (\"deploymentTargets\" in "
                        + "viper-gen.json) and the set 'viper' needs iOS 17.0 for these parameters; written anyway "
                        + "(--force): raise \"iOS\" in viper-gen.json's \"deploymentTargets\" to 17.0 before you "
                        + "build\n"))
        #expect(FileManager.default.fileExists(atPath: project.url.path + "/Settings/SettingsPresenter.swift"))
    }

    @Test func aHighEnoughVersionWritesTheModule() throws {
        let project = try Self.folder(config: #"{ "author": "Jane", "deploymentTargets": { "iOS": "17" } }"#)
        let run = try runViperGen(["module", "Settings", "--quiet"], in: project.url)
        #expect(run == ProcessResult(status: 0, standardOutput: "", standardError: ""))
    }

    @Test func theXcodeTargetsSettingWinsOverTheConfig() throws {
        // The target builds for iOS 17.0; the config's stale 15.0 is not what the compiler builds for.
        let app = try DeploymentTargetTests.app(iOS: "17.0")
        try Data(#"{ "author": "Jane", "deploymentTargets": { "iOS": "15.0" } }"#.utf8).write(
            to: app.url.appending(path: "viper-gen.json"))
        let accepted = try runViperGen(
            ["module", "Settings", "--quiet", "--xcodeproj", "AppWithTests.xcodeproj"], in: app.url)
        #expect(accepted == ProcessResult(status: 0, standardOutput: "", standardError: ""))
        // A setting that cannot be read (an .xcconfig's) leaves the config's version to count.
        let unread = try DeploymentTargetTests.app(iOS: "\"$(APP_DEPLOYMENT_TARGET)\"")
        try Data(#"{ "author": "Jane", "deploymentTargets": { "iOS": "15.0" } }"#.utf8).write(
            to: unread.url.appending(path: "viper-gen.json"))
        let refused = try runViperGen(
            ["module", "Settings", "--quiet", "--xcodeproj", "AppWithTests.xcodeproj"], in: unread.url)
        #expect(refused == ProcessResult(status: 65, standardOutput: "", standardError: Self.refusal))
    }

    @Test func anUnknownPlatformOrAVersionThatIsNoneIsRefusedWhereItStands() throws {
        let project = try Self.folder(config: #"{ "deploymentTargets": { "iOS": "fifteen", "android": "14" } }"#)
        let run = try runViperGen(["module", "Settings", "--quiet"], in: project.url)
        #expect(run.status == 65)
        #expect(
            run.standardError.contains(
                "viper-gen.json:1:44: error: unknown key \"android\" in \"deploymentTargets\"; allowed: iOS, macOS, "
                    + "tvOS, watchOS, visionOS"))
        #expect(
            run.standardError.contains(
                "viper-gen.json:1:33: error: deploymentTargets.iOS 'fifteen' is not a version such as \"15.0\""))
    }

    @Test func mcpGetsTheSameRefusal() throws {
        let project = try Self.folder(config: #"{ "author": "Jane", "deploymentTargets": { "iOS": "15.0" } }"#)
        let session = try MCPSession(
            MCPSession.handshake() + [MCPSession.call(1, "module", #"{"names":["Settings"]}"#)], in: project.url)
        let refused = try session.toolResult(1)
        #expect(refused["isError"] == true)
        let message =
            "error: the project builds for iOS 15.0 (\"deploymentTargets\" in viper-gen.json) and the set 'viper' "
            + "needs iOS 17.0 for these parameters; nothing was written; raise \"iOS\" in viper-gen.json's "
            + "\"deploymentTargets\" to 17.0, pick another set with template: NAME, or pass force: true to write it "
            + "anyway"
        #expect(refused["content"] == [["type": "text", "text": .string(message)]])
    }
}
