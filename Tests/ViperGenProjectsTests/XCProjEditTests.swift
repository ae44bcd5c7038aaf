import Foundation
import Testing
import ViperGenTestSupport

@testable import ViperGenEngine
@testable import ViperGenFormats
@testable import ViperGenProjects
@testable import ViperGenSupport

/// Adding a module to `project.xcproj` fixtures: goldens of the edited files, only added lines, and the edit read
/// back (every new file in the right group and target).
@Suite struct XCProjEditTests {
    static func file(_ fixture: String, _ relativePath: String, isTest: Bool = false) -> XcodeProjectFile {
        XcodeProjectEditTests.file(fixture, relativePath, isTest: isTest)
    }

    /// The targets whose membership `reference` (a file-tree node) lists, with the phase part.
    static func memberships(_ node: XCProjNode?) -> [String] {
        (node?[.targetMembership]?.elements ?? []).compactMap { $0.string }
    }

    @Test func uikitModuleJoinsTheAppAndItsTestsTheTestTarget() throws {
        let files = XcodeProjectEditTests.uikitFiles(
            fixture: "XCProjGroups", codeFolder: "App/Modules/Search", testFolder: "AppTests/Search")
        let plan = try XcodeProjectEditTests.plan("XCProjGroups", files, code: ["App"], tests: ["AppTests"])
        #expect(plan.projectFile.lastPathComponent == "project.xcproj")
        try assertMatchesGoldens(
            ["project.xcproj": String(decoding: plan.newContents, as: UTF8.self)], name: "xcproj/XCProjGroups-uikit")
        #expect(plan.report.newGroups == ["App/Modules/Search", "AppTests/Search"])
        #expect(
            plan.report.lines.first
                == "App/Modules/Search/SearchContract.swift: group App/Modules/Search; target App (Sources)")
        let (removed, _) = PBXProjectLayoutTests.changedLines(plan.originalContents, plan.newContents)
        #expect(removed == [])

        // Read back: every new file in the group of its folder, a member of the right target.
        let folder = XcodeProjectFixtures.folder.appending(path: "XCProjGroups").path
        let model = try XCProjModel(
            document: try XCProjReader.read(SourceText(name: "edited", bytes: plan.newContents)),
            containingFolder: folder)
        for file in files {
            let reference = try #require(model.fileReferences[file.path], "\(file.path) is not in the project")
            #expect(
                model.names(of: reference.group).joined(separator: "/")
                    == ProjectPath.relative(ProjectPath.parent(file.path), to: folder))
            #expect(model.groups[reference.group].folder == ProjectPath.parent(file.path))
            #expect(
                Self.memberships(model.node(reference.node))
                    == [file.isTest ? "AppTests/compile-sources" : "App/compile-sources"])
        }
        // A second run with the same files changes nothing.
        let second = try XCProjProjectKind.plan(
            contents: plan.newContents, named: "p/project.xcproj", containingFolder: folder,
            request: ProjectEditRequest(files: files, codeTargets: ["App"], testTargets: ["AppTests"]))
        #expect(!second.report.changesProject)
        #expect(second.contents == plan.newContents)
    }

    @Test func synchronizedFoldersNeedNoEditAndExceptionsAreKept() throws {
        let untouched = XcodeProjectEditTests.uikitFiles(
            fixture: "XCProjFolders", codeFolder: "App/Search", testFolder: "AppTests/Search")
        let none = try XcodeProjectEditTests.plan("XCProjFolders", untouched, code: ["App"], tests: ["AppTests"])
        #expect(!none.report.changesProject)
        #expect(none.report.files[0].targets == [.synchronized(target: "App", folder: "App")])

        let files = [
            // Excluded from App by the "Experimental" exclusion: respected, nothing added.
            Self.file("XCProjFolders", "App/Experimental/SearchLab.swift"),
            // In the App folder, for the test target: joins the inclusions for AppTests, in order.
            Self.file("XCProjFolders", "App/Shared/SearchSpy.swift", isTest: true),
            // Already included for AppTests.
            Self.file("XCProjFolders", "App/Shared/TestClock.swift", isTest: true),
            // In the AppTests folder, for the app: the folder gets its first exception set.
            Self.file("XCProjFolders", "AppTests/Fakes/FakeSearchService.swift"),
            // In a group next to the folders: a file reference with its membership.
            Self.file("XCProjFolders", "Support/SearchSupport.swift"),
        ]
        let plan = try XcodeProjectEditTests.plan("XCProjFolders", files, code: ["App"], tests: ["AppTests"])
        try assertMatchesGoldens(
            ["project.xcproj": String(decoding: plan.newContents, as: UTF8.self)],
            name: "xcproj/XCProjFolders-exceptions")
        #expect(
            plan.report.files.map(\.targets) == [
                [.excludedByFolderExceptions(target: "App", folder: "App")],
                [.addedToFolderExceptions(target: "AppTests", folder: "App")],
                [.alreadyMember(target: "AppTests")],
                [.addedToFolderExceptions(target: "App", folder: "AppTests")],
                [.added(target: "App", phase: .sources)],
            ])
        let (removed, _) = PBXProjectLayoutTests.changedLines(plan.originalContents, plan.newContents)
        // Only the AppTests folder, on one line until it has exceptions, is printed again (on many lines), and
        // joined (`}, {`) with the folder and the group around it, which are on many lines.
        #expect(
            removed.sorted() == [
                "    {", #"    { "kind": "folder", "path": "AppTests", "target-membership": [ "AppTests" ] },"#,
                "    },",
            ])
    }

    @Test func severalTargetsNamedPhasesAndModuleNames() throws {
        let files = [
            Self.file("XCProjTargets", "Shop/Features/Search/SearchView.swift"),
            Self.file("XCProjTargets", "Shop/Features/Search/SearchView.xib"),
            Self.file("XCProjTargets", "ShopTests/Search/SearchTests.swift", isTest: true),
            Self.file("XCProjTargets", "ShopTests/Search/SearchFixture.json", isTest: true),
        ]
        let plan = try XcodeProjectEditTests.plan(
            "XCProjTargets", files, code: ["Shop-iOS", "ShopClip"], tests: ["ShopTests"])
        try assertMatchesGoldens(
            ["project.xcproj": String(decoding: plan.newContents, as: UTF8.self)], name: "xcproj/XCProjTargets-module")
        let folder = XcodeProjectFixtures.folder.appending(path: "XCProjTargets").path
        let model = try XCProjModel(
            document: try XCProjReader.read(SourceText(name: "edited", bytes: plan.newContents)),
            containingFolder: folder)
        #expect(
            Self.memberships(model.node(try #require(model.fileReferences[files[0].path]).node))
                == ["Shop-iOS/compile-sources", "ShopClip/compile-sources"])
        #expect(
            Self.memberships(model.node(try #require(model.fileReferences[files[1].path]).node))
                == ["Shop-iOS/resources", "ShopClip/resources"])
        #expect(
            Self.memberships(model.node(try #require(model.fileReferences[files[3].path]).node))
                == ["ShopTests/resources/Fixtures"])

        let targets = try XcodeProjectTargets.read(project: XcodeProjectFixtures.project("XCProjTargets"))
        #expect(
            targets.all == [
                ProjectTarget(name: "Shop-iOS", role: .application, moduleName: "Shop"),
                ProjectTarget(name: "ShopClip", role: .other, moduleName: "ShopClip"),
                ProjectTarget(name: "ShopKit", role: .other, moduleName: "ShopKit"),
                ProjectTarget(name: "ShopTests", role: .unitTests, moduleName: "ShopTests", testedTarget: "Shop-iOS"),
                ProjectTarget(
                    name: "ShopUITests", role: .uiTests, moduleName: "ShopUITests", testedTarget: "Shop-iOS"),
            ])
        #expect(
            throws: XcodeProjectError.missingBuildPhase(target: "ShopKit", phase: .resources),
            performing: {
                try XcodeProjectEditTests.plan("XCProjTargets", [files[1]], code: ["ShopKit"], tests: [])
            })
    }

    /// A temporary `App.xcodeproj` holding `files` (name → contents).
    static func bundle(_ files: [String: [UInt8]]) throws -> (TemporaryDirectory, URL) {
        let folder = try TemporaryDirectory()
        let project = folder.url.appending(path: "App.xcodeproj")
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
        for (name, contents) in files { try Data(contents).write(to: project.appending(path: name)) }
        return (folder, project)
    }

    @Test func unknownCapabilitiesAndBundlesWithBothFilesAreRefused() throws {
        let text = "{\n  \"required-capabilities\": [ \"glow in the dark files\" ],\n  \"files\": [],\n}\n"
        let (folder, project) = try Self.bundle(["project.xcproj": Array(text.utf8)])
        let path = ProjectPath.normalized(project.path)
        let error = try #require(XcodeProjectErrorTests.error(project, code: ["App"]))
        #expect(
            error.description
                == "\(path)/project.xcproj:2:28: the project requires a newer version of viper-gen with support for "
                + "glow in the dark files (its 'required-capabilities'); nothing was written: edit the project in Xcode"
        )
        #expect(error.diagnostic.category == .data)

        let pbxproj = try XcodeProjectFixtures.bytes("AppWithTests")
        let (both, bothProject) = try Self.bundle(["project.xcproj": Array(text.utf8), "project.pbxproj": pbxproj])
        let bothError = XcodeProjectErrorTests.error(bothProject)
        #expect(bothError == .bothProjectFiles(project: ProjectPath.normalized(bothProject.path)))
        #expect(bothError?.diagnostic.category == .data)
        _ = (folder, both)
    }
}
