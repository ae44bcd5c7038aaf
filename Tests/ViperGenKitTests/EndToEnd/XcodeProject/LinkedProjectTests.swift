import Foundation
import Testing
import ViperGenTestSupport

/// A symbolic link named `App.xcodeproj` leads to the project a run edits: the real project file is replaced (the
/// link stays a link), and the real bundle's folder is the project's folder. A `project.pbxproj` that is itself a link
/// is refused, as every file a run would write through a link is.
@Suite struct LinkedProjectTests {
    static let moduleArguments = [
        "module", "Search", "--output", "ios/App/Modules", "--tests-output", "ios/AppTests", "--author", "Jane",
        "--xcode-target", "App", "--xcode-test-target", "AppTests",
    ]

    /// The project file of `AppWithTests` after this run in a folder of its own, for comparing.
    static func plainEdit() throws -> [UInt8] {
        let folder = try TemporaryDirectory()
        let bundle = folder.url.appending(path: "ios/AppWithTests.xcodeproj")
        try FileManager.default.createDirectory(at: bundle, withIntermediateDirectories: true)
        try Data(XcodeProjectFixtures.bytes("AppWithTests")).write(to: bundle.appending(path: "project.pbxproj"))
        let result = try runViperGen(
            moduleArguments + ["--xcodeproj", "ios/AppWithTests.xcodeproj"], in: folder.url)
        try #require(result.status == 0, "\(result.standardError)")
        return Array(try Data(contentsOf: bundle.appending(path: "project.pbxproj")))
    }

    @Test func aLinkToTheBundleIsFollowedAndKept() throws {
        let folder = try TemporaryDirectory()
        let bundle = folder.url.appending(path: "ios/AppWithTests.xcodeproj")
        try FileManager.default.createDirectory(at: bundle, withIntermediateDirectories: true)
        try Data(XcodeProjectFixtures.bytes("AppWithTests")).write(to: bundle.appending(path: "project.pbxproj"))
        try FileManager.default.createSymbolicLink(
            atPath: folder.url.appending(path: "App.xcodeproj").path, withDestinationPath: "ios/AppWithTests.xcodeproj")

        let result = try runViperGen(Self.moduleArguments + ["--xcodeproj", "App.xcodeproj"], in: folder.url)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.contains("updated App.xcodeproj\n"))
        #expect(
            try FileManager.default.destinationOfSymbolicLink(atPath: folder.url.appending(path: "App.xcodeproj").path)
                == "ios/AppWithTests.xcodeproj")
        // Paths in the project start at the real bundle's folder, ios/, as for a run on the bundle itself.
        #expect(Array(try Data(contentsOf: bundle.appending(path: "project.pbxproj"))) == (try Self.plainEdit()))
        #expect(try FileManager.default.contentsOfDirectory(atPath: bundle.path) == ["project.pbxproj"])
    }

    /// Issue 50: a linked project file was edited through its link while every other linked file was refused or
    /// replaced; it is refused like any file a run writes (`WriteTarget`), and neither it nor the link changes.
    @Test func aLinkedProjectFileIsRefused() throws {
        let folder = try TemporaryDirectory()
        let bundle = folder.url.appending(path: "ios/AppWithTests.xcodeproj")
        let shared = folder.url.appending(path: "ios/shared")
        for url in [bundle, shared] {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        }
        let original = try XcodeProjectFixtures.bytes("AppWithTests")
        try Data(original).write(to: shared.appending(path: "App.pbxproj"))
        let link = bundle.appending(path: "project.pbxproj").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "../shared/App.pbxproj")

        let result = try runViperGen(
            Self.moduleArguments + ["--xcodeproj", "ios/AppWithTests.xcodeproj"], in: folder.url)
        let shown = folder.url.standardizedFileURL.path + "/ios/AppWithTests.xcodeproj/project.pbxproj"
        #expect(
            result
                == ProcessResult(
                    status: 73, standardOutput: "",
                    standardError:
                        "viper-gen: error: \(shown) is a symbolic link; viper-gen neither writes through a link nor "
                        + "replaces one, and nothing was written: replace the link with the file it points to, or run "
                        + "on the real file\n"))
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "../shared/App.pbxproj")
        #expect(Array(try Data(contentsOf: shared.appending(path: "App.pbxproj"))) == original)
        #expect(FileManager.default.fileExists(atPath: folder.url.appending(path: "ios/App/Modules").path) == false)
    }

    @Test func aLinkToAProjectOutsideTheProjectFolderIsRefused() throws {
        let outside = try TemporaryDirectory()
        let bundle = outside.url.appending(path: "AppWithTests.xcodeproj")
        try FileManager.default.createDirectory(at: bundle, withIntermediateDirectories: true)
        let original = try XcodeProjectFixtures.bytes("AppWithTests")
        try Data(original).write(to: bundle.appending(path: "project.pbxproj"))
        let folder = try TemporaryDirectory()
        try FileManager.default.createSymbolicLink(
            atPath: folder.url.appending(path: "App.xcodeproj").path, withDestinationPath: bundle.path)

        let result = try runViperGen(Self.moduleArguments + ["--xcodeproj", "App.xcodeproj"], in: folder.url)
        let tree = folder.url.standardizedFileURL.path
        #expect(
            result
                == ProcessResult(
                    status: 64, standardOutput: "",
                    standardError:
                        "viper-gen: error: the Xcode project \(bundle.standardizedFileURL.path) (where the link \(tree)/"
                        + "App.xcodeproj leads) lies outside the project folder \(tree); fix --xcodeproj or run "
                        + "viper-gen in the folder that holds the project\n"))
        #expect(Array(try Data(contentsOf: bundle.appending(path: "project.pbxproj"))) == original)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path) == ["App.xcodeproj"])
    }
}
