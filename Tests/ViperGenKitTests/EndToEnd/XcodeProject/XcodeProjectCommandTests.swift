import Foundation
import Testing
import ViperGenTestSupport
import ViperGenWriting

@testable import ViperGenGeneration
@testable import ViperGenKit
@testable import ViperGenSupport

/// `viper-gen module` with an Xcode project: the generated files join their groups and targets in the same
/// all-or-nothing write, and every problem stops the run before anything is written.
@Suite struct XcodeProjectCommandTests {
    /// A copy of the `AppWithTests` fixture: `AppWithTests.xcodeproj` with targets App and AppTests.
    static func makeApp() throws -> TemporaryDirectory {
        let folder = try TemporaryDirectory()
        let project = folder.url.appending(path: "AppWithTests.xcodeproj")
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
        try Data(XcodeProjectFixtures.bytes("AppWithTests")).write(to: project.appending(path: "project.pbxproj"))
        return folder
    }

    /// The module and its folders, without the project.
    static let moduleArguments = [
        "module", "Search", "--output", "App/Modules", "--tests-output", "AppTests", "--author", "Jane Appleseed",
    ]

    static let arguments =
        moduleArguments + [
            "--xcodeproj", "AppWithTests.xcodeproj", "--xcode-target", "App", "--xcode-test-target", "AppTests",
        ]

    /// What joins the project: the module's files, then the support layer that its first module writes.
    static let fileLines = [
        "  App/Modules/Search/SearchContract.swift: group App/Modules/Search; target App (Sources)",
        "  App/Modules/Search/SearchView.swift: group App/Modules/Search; target App (Sources)",
        "  App/Modules/Search/SearchPresenter.swift: group App/Modules/Search; target App (Sources)",
        "  App/Modules/Search/SearchInteractor.swift: group App/Modules/Search; target App (Sources)",
        "  App/Modules/Search/SearchRouter.swift: group App/Modules/Search; target App (Sources)",
        "  AppTests/SearchTests/SearchPresenterTests.swift: group AppTests/SearchTests; target AppTests (Sources)",
        "  AppTests/SearchTests/SearchInteractorTests.swift: group AppTests/SearchTests; target AppTests (Sources)",
        "  AppTests/SearchTests/SearchRouterTests.swift: group AppTests/SearchTests; target AppTests (Sources)",
        "  App/Modules/VIPER/Module.swift: group App/Modules/VIPER; target App (Sources)",
        "  App/Modules/VIPER/ModuleScreen.swift: group App/Modules/VIPER; target App (Sources)",
        "  AppTests/VIPER/TestSupport.swift: group AppTests/VIPER; target AppTests (Sources)",
    ]

    private func projectText(_ app: TemporaryDirectory) throws -> String {
        try String(contentsOf: app.url.appending(path: "AppWithTests.xcodeproj/project.pbxproj"), encoding: .utf8)
    }

    @Test func theModuleJoinsTheAppAndItsTestsTheTestTarget() throws {
        let app = try Self.makeApp()
        let result = runCommand(Self.arguments, in: app.url)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardError == "")
        let lines = result.standardOutput.split(separator: "\n").map(String.init)
        #expect(Array(lines.suffix(12)) == ["updated AppWithTests.xcodeproj"] + Self.fileLines)
        #expect(lines.prefix(14).allSatisfy { $0.hasPrefix("created ") })
        try assertMatchesGoldens(
            ["project.pbxproj": try projectText(app)], name: "xcodeproj/AppWithTests-module-command")

        // The same run with --force replaces the files and adds nothing to the project a second time.
        let before = try projectText(app)
        let again = runCommand(Self.arguments + ["--force"], in: app.url)
        #expect(again.status == 0, "\(again.standardError)")
        #expect(again.standardOutput.contains("AppWithTests.xcodeproj needs no change (nothing written to it)\n"))
        #expect(try projectText(app) == before)
    }

    @Test func dryRunSaysWhatWouldJoinWhichTargetAndWritesNothing() throws {
        let app = try Self.makeApp()
        let before = snapshotTree(app.url)
        let result = runCommand(Self.arguments + ["--dry-run"], in: app.url)
        #expect(result.status == 0, "\(result.standardError)")
        let lines = result.standardOutput.split(separator: "\n").map(String.init)
        #expect(Array(lines.suffix(12)) == ["would update AppWithTests.xcodeproj"] + Self.fileLines)
        #expect(snapshotTree(app.url) == before)

        let json = runCommand(Self.arguments + ["--dry-run", "--json"], in: app.url)
        let report = try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any]
        let project = try #require(report?["xcodeProject"] as? [String: Any])
        #expect(project["path"] as? String == "AppWithTests.xcodeproj")
        #expect(project["action"] as? String == "update")
        #expect(
            project["newGroups"] as? [String] == [
                "App/Modules", "App/Modules/Search", "AppTests/SearchTests", "App/Modules/VIPER", "AppTests/VIPER",
            ])
        let first = try #require((project["files"] as? [[String: Any]])?.first)
        #expect(first["path"] as? String == "App/Modules/Search/SearchContract.swift")
        #expect(first["group"] as? String == "App/Modules/Search")
        let membership = try #require((first["targets"] as? [[String: Any]])?.first)
        #expect(membership["target"] as? String == "App")
        #expect(membership["membership"] as? String == "added")
        #expect(membership["phase"] as? String == "Sources")
        #expect(snapshotTree(app.url) == before)
    }

    @Test func theConfigNamesTheProjectAndItsTargets() throws {
        let app = try Self.makeApp()
        let config = """
            { "output": "App/Modules", "testsOutput": "AppTests", "author": "Jane Appleseed",
              "xcodeproj": "AppWithTests.xcodeproj", "xcodeTargets": ["App"], "xcodeTestTargets": ["AppTests"] }
            """
        try Data(config.utf8).write(to: app.url.appending(path: "viper-gen.json"))
        let result = runCommand(["module", "Search"], in: app.url)
        #expect(result.status == 0, "\(result.standardError)")
        try assertMatchesGoldens(
            ["project.pbxproj": try projectText(app)], name: "xcodeproj/AppWithTests-module-command")
    }

    @Test func problemsWithTheProjectStopTheRunAndNothingIsWritten() throws {
        let app = try Self.makeApp()
        let outside = try TemporaryDirectory()
        let cases: [([String], Int32, String)] = [
            (
                Self.moduleArguments + ["--xcodeproj", "AppWithTests.xcodeproj", "--xcode-target", "Ap"], 64,
                "viper-gen: error: unknown Xcode target 'Ap'; did you mean 'App'? (the project's targets: App, AppTests)\n"
            ),
            (
                Self.moduleArguments + ["--xcodeproj", "Missing.xcodeproj", "--xcode-target", "App"], 64,
                "viper-gen: error: \(app.url.path)/Missing.xcodeproj: no such Xcode project; give the path of a folder "
                    + "ending in .xcodeproj\n"
            ),
            (
                Self.moduleArguments + ["--xcodeproj", outside.url.appending(path: "Other.xcodeproj").path], 64,
                "viper-gen: error: the Xcode project \(outside.url.path)/Other.xcodeproj lies outside the project "
                    + "folder \(app.url.path); fix --xcodeproj or run viper-gen in the folder that holds the project\n"
            ),
        ]
        let before = snapshotTree(app.url)
        for (arguments, status, message) in cases {
            let result = runCommand(arguments, in: app.url)
            #expect(result.status == status)
            #expect(result.standardError == message)
            #expect(result.standardOutput == "")
            #expect(snapshotTree(app.url) == before)
        }
    }

    /// The project file is compared with what the plan read right before it is replaced: a project changed in the
    /// meantime (Xcode saving it) is never overwritten, and the module's files are rolled back with it.
    @Test func aProjectChangedOnDiskAfterPlanningIsNotOverwritten() throws {
        let app = try Self.makeApp()
        var request = GenerationRequest(
            moduleNames: ["Search"], projectName: "App", target: "App",
            codeDirectory: app.url.appending(path: "App/Modules"), testsDirectory: app.url.appending(path: "AppTests"),
            date: GenerationDate(year: 2026, month: 11, day: 22))
        request.xcode.project = app.url.appending(path: "AppWithTests.xcodeproj")
        request.xcode.codeTargets = ["App"]
        request.xcode.testTargets = ["AppTests"]
        let plan = try GenerationPlanner().plan(request)
        let projectFile = app.url.appending(path: "AppWithTests.xcodeproj/project.pbxproj")
        let edited = try projectText(app) + "// saved by Xcode meanwhile\n"
        try Data(edited.utf8).write(to: projectFile)
        let before = snapshotTree(app.url)
        #expect(
            throws: Diagnostics([
                Diagnostic(
                    .cannotCreate,
                    "\(projectFile.path) changed on disk while viper-gen was working; nothing was written, run again "
                        + "so that it works from the file as it is now")
            ])
        ) { try PlanWriter(journalKey: JournalKey(environment: testEnvironment)).write(plan) }
        #expect(snapshotTree(app.url) == before)
    }
}

/// `viper-gen init` next to one `.xcodeproj` offers it with its targets.
@Suite struct XcodeProjectInitTests {
    @Test func initOffersTheOneProjectAndItsTargets() throws {
        let app = try XcodeProjectCommandTests.makeApp()
        let result = runCommand(["init", "--yes", "--author", "Jane", "--output", "App/Modules"], in: app.url)
        #expect(result.status == 0, "\(result.standardError)")
        let config = try String(contentsOf: app.url.appending(path: "viper-gen.json"), encoding: .utf8)
        #expect(
            config.hasSuffix(
                """
                  "templateDirectories": ["templates"],
                  "xcodeproj": "AppWithTests.xcodeproj",
                  "xcodeTargets": ["App"],
                  "xcodeTestTargets": ["AppTests"],
                  "parameters": {}
                }

                """))
        let module = runCommand(["module", "Search", "--tests-output", "AppTests"], in: app.url)
        #expect(module.status == 0, "\(module.standardError)")
        #expect(module.standardOutput.contains("\nupdated AppWithTests.xcodeproj\n"))
    }

    @Test func answersAndFlagsNameOtherTargetsAndTwoProjectsOfferNone() throws {
        let app = try XcodeProjectCommandTests.makeApp()
        let answers = "\n\n\n\n\n\n\n\n\n\nApp, Widget\n\n"
        let result = runCommand(["init", "--xcode-test-targets", "AppTests,UnitTests"], in: app.url, input: answers)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardError.hasSuffix("Targets of the code (comma-separated) [App]: "))
        let config = try String(contentsOf: app.url.appending(path: "viper-gen.json"), encoding: .utf8)
        #expect(
            config.contains(
                "\"xcodeTargets\": [\"App\", \"Widget\"],\n  \"xcodeTestTargets\": [\"AppTests\", \"UnitTests\"]"))

        try FileManager.default.createDirectory(
            at: app.url.appending(path: "Other.xcodeproj"), withIntermediateDirectories: true)
        _ = runCommand(["init", "--yes", "--force"], in: app.url)
        let second = try String(contentsOf: app.url.appending(path: "viper-gen.json"), encoding: .utf8)
        #expect(!second.contains("xcode"))
    }
}
