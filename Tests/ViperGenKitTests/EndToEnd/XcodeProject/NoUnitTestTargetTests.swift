import Foundation
import Testing
import ViperGenTestSupport

/// Issue 53: in a project without a unit-test target, the module's test files were written and grouped in no target,
/// and nothing was said. The tests are now left out unless asked for (`--param tests=…`), with a note saying so and
/// the remedies; asked for, they are written with a warning naming them and the two ways out.
@Suite struct NoUnitTestTargetTests {
    /// The AppWithTests fixture without its test target in the project's target list, in a new folder.
    static func appWithoutTests() throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        let project = directory.url.appending(path: "App.xcodeproj")
        try FileManager.default.copyItem(at: XcodeProjectFixtures.project("AppWithTests"), to: project)
        let file = project.appending(path: "project.pbxproj")
        let text = try String(contentsOf: file, encoding: .utf8)
        let line = "\t\t\t\t7D0A00202B1F0E6C00C4D5E6 /* AppTests */,\n\t\t\t);"
        try #require(text.contains(line))
        try Data(text.replacingOccurrences(of: line, with: "\t\t\t);").utf8).write(to: file)
        return directory
    }

    static let warning =
        "viper-gen: warning: App.xcodeproj has no unit-test target for the tests: "
        + "SettingsTests/SettingsPresenterTests.swift and 3 more join its groups but no target, so nothing builds or "
        + "runs them; add a unit-test target to the project, add them to it and name it with --xcode-test-target "
        + "NAME in later runs, or make the module without tests with --param tests=none\n"

    static let note =
        "viper-gen: note: no unit-test target of App.xcodeproj takes the tests, so those of Settings are left out "
        + "(tests=none); name one with --xcode-test-target NAME (add one to the project first if it has none), or "
        + "pass --param tests=swift-testing to write them into no target\n"

    @Test func testsNoTargetTakesAreLeftOutAndTheRunSaysSo() throws {
        let app = try Self.appWithoutTests()
        let run = try runViperGen(
            ["module", "Settings", "--author", "Jane", "--quiet", "--xcodeproj", "App.xcodeproj"], in: app.url)
        #expect(run == ProcessResult(status: 0, standardOutput: "", standardError: Self.note))
        #expect(!FileManager.default.fileExists(atPath: app.url.appending(path: "SettingsTests").path))
        #expect(!FileManager.default.fileExists(atPath: app.url.appending(path: "VIPER/TestSupport.swift").path))
        #expect(
            FileManager.default.fileExists(atPath: app.url.appending(path: "Settings/SettingsPresenter.swift").path))
        // Recorded as made without tests, so that update keeps them out too.
        let lockfile = try #require(try? String(contentsOf: app.url.appending(path: "viper-gen.lock"), encoding: .utf8))
        #expect(lockfile.contains(#""tests": "none""#))
        #expect(
            try runViperGen(["update"], in: app.url)
                == ProcessResult(status: 0, standardOutput: "every module is up to date\n", standardError: ""))
    }

    @Test func testsAskedForAreWrittenWithAWarning() throws {
        let app = try Self.appWithoutTests()
        let run = try runViperGen(
            [
                "module", "Settings", "--author", "Jane", "--quiet", "--xcodeproj", "App.xcodeproj", "--param",
                "tests=swift-testing",
            ], in: app.url)
        #expect(run == ProcessResult(status: 0, standardOutput: "", standardError: Self.warning))
        #expect(
            FileManager.default.fileExists(
                atPath: app.url.appending(path: "SettingsTests/SettingsPresenterTests.swift").path))
        // The config's parameters ask as the option does.
        let configured = try Self.appWithoutTests()
        try Data(#"{ "parameters": { "tests": "xctest" } }"#.utf8).write(
            to: configured.url.appending(path: "viper-gen.json"))
        let fromConfig = try runViperGen(
            ["module", "Settings", "--author", "Jane", "--quiet", "--xcodeproj", "App.xcodeproj"],
            in: configured.url)
        #expect(fromConfig == ProcessResult(status: 0, standardOutput: "", standardError: Self.warning))
    }

    @Test func withoutTestsThereIsNothingToSay() throws {
        let app = try Self.appWithoutTests()
        let run = try runViperGen(
            [
                "module", "Settings", "--author", "Jane", "--quiet", "--xcodeproj", "App.xcodeproj", "--param",
                "tests=none",
            ], in: app.url)
        #expect(run == ProcessResult(status: 0, standardOutput: "", standardError: ""))
    }

    @Test func aProjectWithAUnitTestTargetGetsNoWarning() throws {
        let directory = try TemporaryDirectory()
        try FileManager.default.copyItem(
            at: XcodeProjectFixtures.project("AppWithTests"), to: directory.url.appending(path: "App.xcodeproj"))
        let run = try runViperGen(
            ["module", "Settings", "--author", "Jane", "--quiet", "--xcodeproj", "App.xcodeproj"], in: directory.url)
        #expect(run == ProcessResult(status: 0, standardOutput: "", standardError: ""))
    }
}
