import Foundation
import Testing
import ViperGenTestSupport

/// Issue 53: in a project without a unit-test target, the module's test files were written and grouped in no target,
/// and nothing was said. The run still writes them (fixture projects without tests keep working) and warns in one
/// line: what, where, and the two ways out.
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

    @Test func testFilesWithoutATargetAreWrittenWithAWarning() throws {
        let app = try Self.appWithoutTests()
        let run = try runViperGen(
            ["module", "Settings", "--author", "Jane", "--quiet", "--xcodeproj", "App.xcodeproj"], in: app.url)
        #expect(run == ProcessResult(status: 0, standardOutput: "", standardError: Self.warning))
        #expect(
            FileManager.default.fileExists(
                atPath: app.url.appending(path: "SettingsTests/SettingsPresenterTests.swift").path))
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
