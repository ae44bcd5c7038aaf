import Foundation
import Testing
import ViperGenMCP
import ViperGenTestSupport

/// Issue 53: `module Settings --xcodeproj App.xcodeproj` into an iOS 14 target wrote `String(localized:)` (iOS 15)
/// and iOS 17 code without a word. A set declares what its code needs (`"deploymentTargets"`), and a module whose
/// needs exceed the Xcode target's or the package's deployment target is refused in one line, 65, nothing written.
@Suite struct DeploymentTargetTests {
    /// The AppWithTests fixture with its iOS deployment target set to `version`, in a new folder.
    static func app(iOS version: String) throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        let project = directory.url.appending(path: "AppWithTests.xcodeproj")
        try FileManager.default.copyItem(at: XcodeProjectFixtures.project("AppWithTests"), to: project)
        let file = project.appending(path: "project.pbxproj")
        let text = try String(contentsOf: file, encoding: .utf8)
        try Data(
            text.replacingOccurrences(
                of: "IPHONEOS_DEPLOYMENT_TARGET = 17.0;", with: "IPHONEOS_DEPLOYMENT_TARGET = \(version);"
            ).utf8
        ).write(to: file)
        return directory
    }

    /// The built-in viper set (version 2) declares iOS 16 and macOS 13 (`LocalizedStringResource`), and iOS 17 and
    /// macOS 14 for its SwiftUI and UIKit flavours (`@Observable`, `UIContentUnavailableConfiguration`).
    /// `viper-classic` declares nothing: its bytes stay those that recorded modules hashed.
    static let viper = ["--author", "Jane", "--xcodeproj", "AppWithTests.xcodeproj"]

    @Test func aSetNeedingMoreThanTheXcodeTargetIsRefusedWithBothVersions() throws {
        let app = try Self.app(iOS: "14.0")
        let before = snapshotTree(app.url)
        let run = try runViperGen(["module", "Settings", "--quiet"] + Self.viper, in: app.url)
        #expect(
            run
                == ProcessResult(
                    status: 65, standardOutput: "",
                    standardError: "viper-gen: error: the Xcode target App builds for iOS 14.0 "
                        + "(IPHONEOS_DEPLOYMENT_TARGET in AppWithTests.xcodeproj) and the set 'viper' needs "
                        + "iOS 17.0 for these parameters; nothing was written; raise IPHONEOS_DEPLOYMENT_TARGET of App "
                        + "to 17.0, pick another set with --template NAME, or pass --force to write it anyway\n"))
        #expect(snapshotTree(app.url) == before)

        // --force writes anyway and says so.
        let forced = try runViperGen(["module", "Settings", "--quiet", "--force"] + Self.viper, in: app.url)
        #expect(
            forced
                == ProcessResult(
                    status: 0, standardOutput: "",
                    standardError: "viper-gen: warning: the Xcode target App builds for iOS 14.0 "
                        + "(IPHONEOS_DEPLOYMENT_TARGET in AppWithTests.xcodeproj) and the set 'viper' needs iOS 17.0 "
                        + "for these parameters; written anyway (--force): raise IPHONEOS_DEPLOYMENT_TARGET of App to "
                        + "17.0 before you build\n"))
        #expect(FileManager.default.fileExists(atPath: app.url.path + "/Settings/SettingsPresenter.swift"))
    }

    @Test func whatOnlySomeParameterValuesNeedBindsOnlyThem() throws {
        // ui=none needs iOS 16 (LocalizedStringResource), swiftui iOS 17 (@Observable).
        let app = try Self.app(iOS: "16.4")
        let none = try runViperGen(
            ["module", "Settings", "--quiet", "--param", "ui=none"] + Self.viper, in: app.url)
        #expect(none == ProcessResult(status: 0, standardOutput: "", standardError: ""))
        let swiftUI = try runViperGen(
            ["module", "Profile", "--quiet", "--param", "ui=swiftui"] + Self.viper, in: app.url)
        #expect(swiftUI.status == 65)
        #expect(
            swiftUI.standardError.contains(
                "builds for iOS 16.4 (IPHONEOS_DEPLOYMENT_TARGET in AppWithTests.xcodeproj) and the set 'viper' "
                    + "needs iOS 17.0 for these parameters"))
        let older = try Self.app(iOS: "15.0")
        let noneOnOlder = try runViperGen(
            ["module", "Settings", "--quiet", "--param", "ui=none"] + Self.viper, in: older.url)
        #expect(noneOnOlder.status == 65)
        #expect(noneOnOlder.standardError.contains("and the set 'viper' needs iOS 16.0 for these parameters"))
    }

    @Test func aVersionThatCannotBeReadSaysNothing() throws {
        let app = try Self.app(iOS: "\"$(APP_DEPLOYMENT_TARGET)\"")
        let run = try runViperGen(["module", "Settings", "--quiet"] + Self.viper, in: app.url)
        #expect(run == ProcessResult(status: 0, standardOutput: "", standardError: ""))
    }

    @Test func aPackagesPlatformsAreTheFloorOfItsTargets() throws {
        let package = try TemporaryDirectory()
        try Data(
            """
            // swift-tools-version:6.0
            import PackageDescription

            let package = Package(
                name: "Shop",
                platforms: [.iOS(.v14), .macOS("13.0")],
                targets: [.target(name: "Shop")]
            )

            """.utf8
        ).write(to: package.url.appending(path: "Package.swift"))
        try FileManager.default.createDirectory(
            at: package.url.appending(path: "Sources/Shop"), withIntermediateDirectories: true)
        let before = snapshotTree(package.url)
        let run = try runViperGen(
            [
                "module", "Cart", "--param", "ui=swiftui", "--author", "Jane",
                "--output", "Sources/Shop",
            ], in: package.url)
        #expect(
            run
                == ProcessResult(
                    status: 65, standardOutput: "",
                    standardError: "viper-gen: error: the package Shop builds for iOS 14 (platforms in Package.swift) "
                        + "and the set 'viper' needs iOS 17.0 for these parameters; nothing was written; raise "
                        + ".iOS in Package.swift's platforms to 17.0, pick another set with --template NAME, or pass "
                        + "--force to write it anyway\n"
                        + "viper-gen: error: the package Shop builds for macOS 13.0 (platforms in Package.swift) and "
                        + "the set 'viper' needs macOS 14.0 for these parameters; nothing was written; raise "
                        + ".macOS in Package.swift's platforms to 14.0, pick another set with --template NAME, or pass "
                        + "--force to write it anyway\n"))
        #expect(snapshotTree(package.url) == before)
    }

    @Test func mcpGetsTheSameRefusal() throws {
        let app = try Self.app(iOS: "14.0")
        let session = try MCPSession(
            MCPSession.handshake() + [
                MCPSession.call(
                    1, "module",
                    #"{"names":["Settings"],"xcodeproj":"AppWithTests.xcodeproj"}"#)
            ], in: app.url)
        let refused = try session.toolResult(1)
        #expect(refused["isError"] == true)
        let message =
            "error: the Xcode target App builds for iOS 14.0 (IPHONEOS_DEPLOYMENT_TARGET in AppWithTests.xcodeproj) "
            + "and the set 'viper' needs iOS 17.0 for these parameters; nothing was written; raise "
            + "IPHONEOS_DEPLOYMENT_TARGET of App to 17.0, pick another set with template: NAME, or pass force: true to "
            + "write it anyway"
        #expect(refused["content"] == [["type": "text", "text": .string(message)]])
    }
}
