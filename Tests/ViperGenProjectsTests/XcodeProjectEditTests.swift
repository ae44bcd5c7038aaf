import Foundation
import Testing
import ViperGenTestSupport

@testable import ViperGenProjects

@Suite struct XcodeProjectEditTests {
    /// The uikit flavour's files for module `Search`, as `viper-gen module Search --param ui=uikit` writes them.
    static let uikitSources = ["Contract", "Presenter", "Interactor", "Router", "ViewController"]
    static let uikitTests = ["InteractorTests", "PresenterTests", "RouterTests", "ViewControllerTests"]

    /// The uikit module's files under `codeFolder` and `testFolder` (relative to the fixture's folder).
    static func uikitFiles(fixture: String, codeFolder: String, testFolder: String) -> [XcodeProjectFile] {
        let root = XcodeProjectFixtures.folder.appending(path: fixture).path
        return uikitSources.map { XcodeProjectFile(path: "\(root)/\(codeFolder)/Search\($0).swift", isTest: false) }
            + uikitTests.map { XcodeProjectFile(path: "\(root)/\(testFolder)/Search\($0).swift", isTest: true) }
    }

    static func plan(
        _ fixture: String, _ files: [XcodeProjectFile], code: [String], tests: [String], codeGroup: String? = nil,
        testGroup: String? = nil
    ) throws(XcodeProjectError) -> XcodeProjectEdit.Plan {
        try XcodeProjectEdit.plan(
            project: XcodeProjectFixtures.project(fixture), files: files, codeTargets: code, testTargets: tests,
            codeGroup: codeGroup, testGroup: testGroup)
    }

    @Test func uikitModuleJoinsTheAppAndItsTestsTheTestTarget() throws {
        let files = Self.uikitFiles(
            fixture: "AppWithTests", codeFolder: "App/Modules/Search", testFolder: "AppTests/Search")
        let plan = try Self.plan("AppWithTests", files, code: ["App"], tests: ["AppTests"])
        try assertMatchesGoldens(
            ["project.pbxproj": String(decoding: plan.newContents, as: UTF8.self)], name: "xcodeproj/AppWithTests-uikit"
        )
        #expect(plan.report.newGroups == ["App/Modules", "App/Modules/Search", "AppTests/Search"])
        #expect(
            plan.report.lines.first
                == "App/Modules/Search/SearchContract.swift: group App/Modules/Search; target App (Sources)")
        #expect(
            plan.report.lines.last
                == "AppTests/Search/SearchViewControllerTests.swift: group AppTests/Search; target AppTests (Sources)")
    }
}

extension XcodeProjectEditTests {
    static func file(_ fixture: String, _ relativePath: String, isTest: Bool = false) -> XcodeProjectFile {
        XcodeProjectFile(
            path: XcodeProjectFixtures.folder.appending(path: fixture).path + "/" + relativePath, isTest: isTest)
    }

    @Test func nestedGroupsGetANewModuleGroupAndTheXibGoesToResources() throws {
        let files = [
            Self.file("NestedGroups", "MyApp/Modules/Search/SearchViewController.swift"),
            Self.file("NestedGroups", "MyApp/Modules/Search/SearchView.xib"),
            Self.file("NestedGroups", "MyAppTests/Modules/Search/SearchPresenterTests.swift", isTest: true),
        ]
        let plan = try Self.plan("NestedGroups", files, code: ["MyApp"], tests: ["MyAppTests"])
        try assertMatchesGoldens(
            ["project.pbxproj": String(decoding: plan.newContents, as: UTF8.self)],
            name: "xcodeproj/NestedGroups-module")
        #expect(
            plan.report.lines == [
                "MyApp/Modules/Search/SearchViewController.swift: group MyApp/Modules/Search; target MyApp (Sources)",
                "MyApp/Modules/Search/SearchView.xib: group MyApp/Modules/Search; target MyApp (Resources)",
                "MyAppTests/Modules/Search/SearchPresenterTests.swift: group MyAppTests/Modules/Search; "
                    + "target MyAppTests (Sources)",
            ])
        #expect(plan.report.newGroups == ["MyApp/Modules/Search", "MyAppTests/Modules/Search"])
    }

    @Test func explicitGroupPathsReuseFolderlessGroupsAndCreateNamedOnes() throws {
        let files = [
            Self.file("NestedGroups", "MyApp/Modules/Search/SearchRouter.swift"),
            Self.file("NestedGroups", "MyAppTests/Modules/Search/SearchRouterTests.swift", isTest: true),
        ]
        let plan = try Self.plan(
            "NestedGroups", files, code: ["MyApp"], tests: ["MyAppTests"], codeGroup: "MyApp/Application",
            testGroup: "MyAppTests/Features/Search")
        try assertMatchesGoldens(
            ["project.pbxproj": String(decoding: plan.newContents, as: UTF8.self)],
            name: "xcodeproj/NestedGroups-groups")
        #expect(
            plan.report.files.map(\.placement) == [
                .added(group: "MyApp/Application"), .added(group: "MyAppTests/Features/Search"),
            ])
        // The folderless "Application" group lies in MyApp/, so the reference goes down into the module's folder;
        // "Features" names no folder of the file, so it gets the folder it stands for (the one above the file's,
        // as "Search" stands for the file's), from the project's folder, as Generamba does; "Search" then mirrors.
        let text = String(decoding: plan.newContents, as: UTF8.self)
        #expect(text.contains("name = SearchRouter.swift; path = Modules/Search/SearchRouter.swift;"))
        #expect(text.contains("path = SearchRouterTests.swift; sourceTree = \"<group>\";"))
        #expect(
            text.contains("\t\t\tname = Features;\n\t\t\tpath = MyAppTests/Modules;\n\t\t\tsourceTree = SOURCE_ROOT;\n")
        )
    }

    @Test func oddQuotingProjectsGetQuotedNamesAndKeepTheirIds() throws {
        let files = [Self.file("OddQuoting", "Sources/Lib/New File-2.swift")]
        let plan = try Self.plan("OddQuoting", files, code: ["Lib"], tests: [])
        try assertMatchesGoldens(
            ["project.pbxproj": String(decoding: plan.newContents, as: UTF8.self)], name: "xcodeproj/OddQuoting-file")
        #expect(plan.report.lines == [#"Sources/Lib/New File-2.swift: group Sources/Lib; target Lib (Sources)"#])
    }

    @Test func synchronizedFoldersOfTheTargetGetNothing() throws {
        let files = Self.uikitFiles(
            fixture: "SynchronizedFolders", codeFolder: "App/Search", testFolder: "AppTests/Search")
        let plan = try Self.plan("SynchronizedFolders", files, code: ["App"], tests: ["AppTests"])
        #expect(!plan.report.changesProject)
        #expect(plan.newContents == plan.originalContents)
        #expect(plan.report.files[0].placement == .synchronizedFolder(folder: "App"))
        #expect(plan.report.files[0].targets == [.synchronized(target: "App", folder: "App")])
        #expect(plan.report.files[8].targets == [.synchronized(target: "AppTests", folder: "AppTests")])
        #expect(plan.report.newGroups.isEmpty)
    }

    @Test func synchronizedFoldersRespectAndExtendMembershipExceptions() throws {
        let files = [
            // Excluded from App by the "Experimental" exception: respected, nothing added.
            Self.file("SynchronizedFolders", "App/Experimental/SearchLab.swift"),
            // In the App folder, for the test target: joins the existing exception set for AppTests, in order.
            Self.file("SynchronizedFolders", "App/Shared/SearchSpy.swift", isTest: true),
            // Already listed for AppTests: nothing added.
            Self.file("SynchronizedFolders", "App/Shared/TestClock.swift", isTest: true),
            // In the AppTests folder, for the app: a new exception set for App.
            Self.file("SynchronizedFolders", "AppTests/Fakes/FakeSearchService.swift"),
        ]
        let plan = try Self.plan("SynchronizedFolders", files, code: ["App"], tests: ["AppTests"])
        try assertMatchesGoldens(
            ["project.pbxproj": String(decoding: plan.newContents, as: UTF8.self)],
            name: "xcodeproj/SynchronizedFolders-exceptions")
        #expect(
            plan.report.files.map(\.targets) == [
                [.excludedByFolderExceptions(target: "App", folder: "App")],
                [.addedToFolderExceptions(target: "AppTests", folder: "App")],
                [.alreadyMember(target: "AppTests")],
                [.addedToFolderExceptions(target: "App", folder: "AppTests")],
            ])
    }

    @Test func aSecondRunWithTheSameFilesAddsNothing() throws {
        let folder = try TemporaryDirectory()
        let project = folder.url.appending(path: "AppWithTests.xcodeproj")
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
        let projectFile = project.appending(path: "project.pbxproj")
        try Data(try XcodeProjectFixtures.bytes("AppWithTests")).write(to: projectFile)
        let root = folder.url.path
        let files =
            Self.uikitSources.map { XcodeProjectFile(path: "\(root)/App/Search/Search\($0).swift", isTest: false) }
            + [XcodeProjectFile(path: "\(root)/App/AppDelegate.swift", isTest: true)]
        let first = try XcodeProjectEdit.plan(
            project: project, files: files, codeTargets: ["App"], testTargets: ["AppTests"])
        #expect(first.report.files.last?.placement == .alreadyReferenced(group: "App"))
        #expect(first.report.files.last?.targets == [.added(target: "AppTests", phase: .sources)])
        try Data(first.newContents).write(to: projectFile)
        let second = try XcodeProjectEdit.plan(
            project: project, files: files, codeTargets: ["App"], testTargets: ["AppTests"])
        #expect(!second.report.changesProject)
        #expect(second.newContents == first.newContents)
        #expect(
            second.report.files.map(\.placement) == Array(repeating: .alreadyReferenced(group: "App/Search"), count: 5)
                + [.alreadyReferenced(group: "App")])
        #expect(
            second.report.files.map(\.targets).allSatisfy {
                $0.count == 1 && $0.allSatisfy { if case .alreadyMember = $0 { true } else { false } }
            })
    }

    @Test func plansAreReproducible() throws {
        let files = Self.uikitFiles(
            fixture: "AppWithTests", codeFolder: "App/Modules/Search", testFolder: "AppTests/Search")
        let first = try Self.plan("AppWithTests", files, code: ["App"], tests: ["AppTests"])
        let second = try Self.plan("AppWithTests", files, code: ["App"], tests: ["AppTests"])
        #expect(first.newContents == second.newContents)
    }
}
