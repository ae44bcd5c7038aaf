import Foundation
import Testing
import ViperGenTestSupport

@testable import ViperGenEngine
@testable import ViperGenFormats
@testable import ViperGenProjects
@testable import ViperGenSupport

/// Both Xcode project file kinds through the one `XcodeProjectFileKind` protocol: a project that only ever gained a
/// module's files is back to its exact bytes after their removal, and `create_logical_groups` makes name-only groups
/// in either format.
@Suite struct ProjectFileRemovalTests {
    /// Fixture `name`'s project file (the one its bundle holds) and its bytes.
    static func projectFile(_ name: String) throws -> (path: String, bytes: [UInt8]) {
        let file = try XcodeProjectDetection.projectFile(of: XcodeProjectFixtures.project(name).path)
        return (file.path, try XcodeProjectDetection.contents(of: file.path))
    }

    /// A fixture, its project file's name, where the module's code and tests go, and how many groups that makes.
    static let additions = [
        ("AppWithTests", "project.pbxproj", "App/Modules/Search", "AppTests/Search", 3),
        ("NestedGroups", "project.pbxproj", "MyApp/Modules/Search", "MyAppTests/Modules/Search", 2),
        ("XCProjGroups", "project.xcproj", "App/Modules/Search", "AppTests/Search", 2),
        ("XCProjTargets", "project.xcproj", "Shop/Search", "ShopTests/Search", 2),
    ]

    @Test(arguments: additions)
    func removingWhatAnAdditionAddedGivesBackTheExactBytes(
        fixture: String, fileName: String, codeFolder: String, testFolder: String, groups: Int
    ) throws {
        let files = XcodeProjectEditTests.uikitFiles(fixture: fixture, codeFolder: codeFolder, testFolder: testFolder)
        let (path, original) = try Self.projectFile(fixture)
        #expect(ProjectPath.lastComponent(path) == fileName)
        let folder = XcodeProjectFixtures.folder.appending(path: fixture).path
        let targets = try XcodeProjectTargets.read(project: XcodeProjectFixtures.project(fixture))
        let added = try XcodeProjectEdit.plan(
            contents: original, named: path, containingFolder: folder, files: files,
            codeTargets: [targets.code[0]], testTargets: [targets.unitTests[0]])
        #expect(added.report.changesProject)
        #expect(added.report.newGroups.count == groups)

        let kind: any XcodeProjectFileKind.Type =
            fileName == XCProjProjectKind.fileName ? XCProjProjectKind.self : PBXProjectKind.self
        let removed = try kind.planRemoval(
            contents: added.contents, named: path, containingFolder: folder, removing: files.map(\.path))
        #expect(removed.report == XcodeProjectRemovalReport(removedFiles: files.map(\.path), removedGroups: groups))
        #expect(removed.contents == original)

        // Files the project does not list change nothing.
        let none = try kind.planRemoval(
            contents: original, named: path, containingFolder: folder, removing: files.map(\.path))
        #expect(none.report == XcodeProjectRemovalReport())
        #expect(none.contents == original)
    }

    /// Files in synchronized folders that joined another target through the folder's membership exceptions leave
    /// them on removal: a file added to an existing exception set is taken out of it, and the set made for a file
    /// goes with it (and the folder's `exceptions`/`membership-exceptions` when it listed nothing else), so the
    /// project is back to its exact bytes. Found on NetNewsWire's project, where `remove` left the four test files'
    /// exceptions behind. A file a target builds through its folder had no exception and changes nothing.
    @Test(arguments: [
        ("SynchronizedFolders", "project.pbxproj"), ("Xcode16Folders", "project.pbxproj"),
        ("XCProjFolders", "project.xcproj"),
    ])
    func removingFilesOfSynchronizedFoldersTakesOutTheirExceptions(fixture: String, fileName: String) throws {
        let (path, original) = try Self.projectFile(fixture)
        #expect(ProjectPath.lastComponent(path) == fileName)
        let folder = XcodeProjectFixtures.folder.appending(path: fixture).path
        let files = [
            // In the App folder, for the test target: joins the folder's exception set for AppTests.
            XcodeProjectEditTests.file(fixture, "App/Shared/SearchSpy.swift", isTest: true),
            // In the AppTests folder, for the app: the folder's first exception set, made for it.
            XcodeProjectEditTests.file(fixture, "AppTests/Fakes/FakeSearchService.swift"),
            // In the App folder, for the app, which builds the folder: nothing to add or remove.
            XcodeProjectEditTests.file(fixture, "App/Search/SearchView.swift"),
        ]
        let added = try XcodeProjectEdit.plan(
            contents: original, named: path, containingFolder: folder, files: files, codeTargets: ["App"],
            testTargets: ["AppTests"])
        #expect(added.contents != original)
        let kind: any XcodeProjectFileKind.Type =
            fileName == XCProjProjectKind.fileName ? XCProjProjectKind.self : PBXProjectKind.self
        let removed = try kind.planRemoval(
            contents: added.contents, named: path, containingFolder: folder, removing: files.map(\.path))
        #expect(removed.report == XcodeProjectRemovalReport(removedFiles: [files[0].path, files[1].path]))
        #expect(String(decoding: removed.contents, as: UTF8.self) == String(decoding: original, as: UTF8.self))

        // One of the two files of a set made for them: the set stays, with the other.
        let second = XcodeProjectEditTests.file(fixture, "AppTests/Fakes/FakeClock.swift")
        let both = try XcodeProjectEdit.plan(
            contents: original, named: path, containingFolder: folder, files: [files[1], second],
            codeTargets: ["App"], testTargets: [])
        let onlySecond = try XcodeProjectEdit.plan(
            contents: original, named: path, containingFolder: folder, files: [second], codeTargets: ["App"],
            testTargets: [])
        let first = try kind.planRemoval(
            contents: both.contents, named: path, containingFolder: folder, removing: [files[1].path])
        #expect(first.report == XcodeProjectRemovalReport(removedFiles: [files[1].path]))
        #expect(String(decoding: first.contents, as: UTF8.self) == String(decoding: onlySecond.contents, as: UTF8.self))
    }

    /// Removing one of two modules keeps the other's files and the group they share.
    @Test func removingOneModuleKeepsTheOther() throws {
        let (path, original) = try Self.projectFile("XCProjGroups")
        let folder = XcodeProjectFixtures.folder.appending(path: "XCProjGroups").path
        let search = [XCProjEditTests.file("XCProjGroups", "App/Modules/Search/SearchView.swift")]
        let profile = [XCProjEditTests.file("XCProjGroups", "App/Modules/Profile/ProfileView.swift")]
        let first = try XcodeProjectEdit.plan(
            contents: original, named: path, containingFolder: folder, files: search, codeTargets: ["App"],
            testTargets: [])
        let both = try XcodeProjectEdit.plan(
            contents: first.contents, named: path, containingFolder: folder, files: profile, codeTargets: ["App"],
            testTargets: [])
        let removed = try XCProjProjectKind.planRemoval(
            contents: both.contents, named: path, containingFolder: folder, removing: search.map(\.path))
        #expect(removed.report == XcodeProjectRemovalReport(removedFiles: search.map(\.path), removedGroups: 1))
        let onlyProfile = try XcodeProjectEdit.plan(
            contents: original, named: path, containingFolder: folder, files: profile, codeTargets: ["App"],
            testTargets: [])
        #expect(removed.contents == onlyProfile.contents)
    }

    /// `create_logical_groups` in `project.xcproj`, as in `project.pbxproj`: the new groups have a `name` and no
    /// folder, and the files' paths start at the nearest group above that has one.
    @Test(arguments: [
        ("AppWithTests", ["App/Modules", "App/Modules/Search", "App/Modules/Search/View"], "Modules/Search"),
        ("XCProjGroups", ["App/Modules/Search", "App/Modules/Search/View"], "Search"),
    ])
    func logicalGroupsHaveNoFolderInEitherFormat(fixture: String, newGroups: [String], start: String) throws {
        let (path, original) = try Self.projectFile(fixture)
        let folder = XcodeProjectFixtures.folder.appending(path: fixture).path
        let files = [
            XCProjEditTests.file(fixture, "App/Modules/Search/View/SearchView.swift"),
            XCProjEditTests.file(fixture, "App/Modules/Search/SearchRouter.swift"),
        ]
        let edit = try XcodeProjectEdit.plan(
            contents: original, named: path, containingFolder: folder, files: files, codeTargets: ["App"],
            testTargets: [], logicalGroups: true)
        #expect(edit.report.newGroups == newGroups)
        let (_, added) = PBXProjectLayoutTests.changedLines(original, edit.contents)
        let text = added.joined(separator: "\n")
        if fixture == "XCProjGroups" {
            #expect(text.contains(#""name": "Search""#))
            #expect(text.contains(#""name": "View""#))
            #expect(!text.contains(#""path": "Search""#))
            #expect(text.contains(#""path": "\#(start)/View/SearchView.swift""#))
            #expect(text.contains(#""path": "\#(start)/SearchRouter.swift""#))
            let model = try XCProjModel(
                document: try XCProjReader.read(SourceText(name: "edited", bytes: edit.contents)),
                containingFolder: folder)
            for file in files {
                let reference = try #require(model.fileReferences[file.path], "\(file.path) is not in the project")
                // The groups stand for no folder of their own: their files' paths start at App/Modules.
                #expect(model.groups[reference.group].folder == folder + "/App/Modules")
            }
        } else {
            #expect(text.contains("name = Search;"))
            #expect(text.contains("name = View;"))
            #expect(!text.contains("path = Search;"))
            #expect(text.contains("path = \(start)/View/SearchView.swift;"))
            #expect(text.contains("path = \(start)/SearchRouter.swift;"))
        }
    }

    /// An explicit group path in `project.xcproj`, as in `project.pbxproj`
    /// (`XcodeProjectEditTests.explicitGroupPathsReuseFolderlessGroupsAndCreateNamedOnes`): a new group whose name is
    /// not its folder's gets the folder it stands for, from the project's folder; the one below it then mirrors its
    /// folder. Removing the files gives back the exact bytes.
    @Test func explicitGroupPathsGetTheFolderTheyStandForInProjectXcproj() throws {
        let (path, original) = try Self.projectFile("XCProjGroups")
        let folder = XcodeProjectFixtures.folder.appending(path: "XCProjGroups").path
        let files = [
            XCProjEditTests.file("XCProjGroups", "AppTests/Modules/Search/SearchRouterTests.swift", isTest: true)
        ]
        let edit = try XcodeProjectEdit.plan(
            contents: original, named: path, containingFolder: folder, files: files, codeTargets: [],
            testTargets: ["AppTests"], testGroup: "AppTests/Features/Search")
        #expect(edit.report.newGroups == ["AppTests/Features", "AppTests/Features/Search"])
        let (removedLines, added) = PBXProjectLayoutTests.changedLines(original, edit.contents)
        #expect(removedLines == [])
        let text = added.joined(separator: "\n")
        #expect(text.contains(#""path": "<PROJECT>/AppTests/Modules","#))
        #expect(text.contains(#""name": "Features","#))
        #expect(text.contains(#""path": "Search","#))
        #expect(
            text.contains(
                #"{ "path": "SearchRouterTests.swift", "target-membership": [ "AppTests/compile-sources" ] }"#))
        let model = try XCProjModel(
            document: try XCProjReader.read(SourceText(name: "edited", bytes: edit.contents)), containingFolder: folder)
        let reference = try #require(model.fileReferences[files[0].path], "the file is not in the project")
        #expect(model.names(of: reference.group) == ["AppTests", "Features", "Search"])
        #expect(model.groups[reference.group].folder == folder + "/AppTests/Modules/Search")

        let removed = try XCProjProjectKind.planRemoval(
            contents: edit.contents, named: path, containingFolder: folder, removing: files.map(\.path))
        #expect(removed.report == XcodeProjectRemovalReport(removedFiles: files.map(\.path), removedGroups: 2))
        #expect(removed.contents == original)
    }
}
