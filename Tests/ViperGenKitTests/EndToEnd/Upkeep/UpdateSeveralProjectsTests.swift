import Foundation
import Testing
import ViperGenTestSupport

/// `update` of modules that joined different Xcode projects, or one project with other targets, in one
/// all-or-nothing run: each project file is edited once and written with the modules' files. Through the real binary.
@Suite struct UpdateSeveralProjectsTests {
    static let projectFile = "AppWithTests.xcodeproj/project.pbxproj"
    static let secondProjectFile = "Second/AppWithTests.xcodeproj/project.pbxproj"

    /// Search and Detail (other test targets) in the project at the top, Cart in `Second/`'s; then the set gains a
    /// router.
    private func project() throws -> UpkeepProject {
        let project = try UpkeepProject(
            config: #"{ "template": "mini", "templateDirectories": ["sets"], "output": "App/Modules", "#
                + #""xcodeproj": "AppWithTests.xcodeproj", "xcodeTargets": ["App"] }"#)
        let fixture = repositoryRoot.appending(path: "Tests/Fixtures/XcodeProjects/AppWithTests/AppWithTests.xcodeproj")
        try FileManager.default.copyItem(at: fixture, to: project.url.appending(path: "AppWithTests.xcodeproj"))
        try FileManager.default.createDirectory(
            at: project.url.appending(path: "Second"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: fixture, to: project.url.appending(path: "Second/AppWithTests.xcodeproj"))
        for arguments in [
            ["module", "Search", "-q"],
            ["module", "Detail", "--xcode-test-target", "AppTests", "-q"],
            [
                "module", "Cart", "--output", "Second/Modules", "--xcodeproj", "Second/AppWithTests.xcodeproj",
                "--xcode-target", "App", "-q",
            ],
        ] {
            let result = try project.run(arguments)
            try #require(result == ProcessResult(status: 0, standardOutput: "", standardError: ""), "\(arguments)")
        }
        try project.writeSet(extraFiles: [
            (
                "Router.swift.liquid", "{{ module.name }}/{{ module.name }}Router.swift",
                "enum {{ module.name }}Router {}\n"
            )
        ])
        return project
    }

    @Test func oneRunEditsEveryProjectOnce() throws {
        let project = try project()
        let original = try String(
            contentsOf: repositoryRoot.appending(
                path: "Tests/Fixtures/XcodeProjects/AppWithTests/AppWithTests.xcodeproj/project.pbxproj"),
            encoding: .utf8)
        let update = try project.run(["update"])
        #expect(
            update
                == ProcessResult(
                    status: 0,
                    standardOutput: """
                        create Second/Modules/Cart/CartRouter.swift (new in the set)
                        create App/Modules/Detail/DetailRouter.swift (new in the set)
                        create App/Modules/Search/SearchRouter.swift (new in the set)
                        updated Second/AppWithTests.xcodeproj
                          Modules/Cart/CartRouter.swift: group Modules/Cart; target App (Sources)
                        updated AppWithTests.xcodeproj
                          App/Modules/Detail/DetailRouter.swift: group App/Modules/Detail; target App (Sources)
                          App/Modules/Search/SearchRouter.swift: group App/Modules/Search; target App (Sources)

                        """, standardError: ""))
        for (file, routers) in [(Self.projectFile, ["Detail", "Search"]), (Self.secondProjectFile, ["Cart"])] {
            let text = try #require(project.read(file))
            for router in routers {
                #expect(text.contains("/* \(router)Router.swift in Sources */ = {isa = PBXBuildFile"))
            }
        }
        #expect(try project.run(["check"]).status == 0)
        #expect(try project.run(["update"]).standardOutput == "every module is up to date\n")

        // Each project only ever gained these modules: removing them gives back its exact bytes.
        for module in ["Search", "Detail", "Cart"] { #expect(try project.run(["remove", module, "-q"]).status == 0) }
        #expect(project.read(Self.projectFile) == original)
        #expect(project.read(Self.secondProjectFile) == original)
    }

    @Test func aProblemInOneProjectWritesNothingAnywhere() throws {
        let project = try project()
        let broken = try #require(project.read(Self.secondProjectFile))
        try project.write(Self.secondProjectFile, broken.replacingOccurrences(of: "isa = PBXProject;", with: "isa = ;"))
        let before = try treeListing(project.url)
        let update = try project.run(["update"])
        #expect(update.status == 65)
        #expect(update.standardOutput == "")
        #expect(update.standardError.hasPrefix("\(project.url.path)/\(Self.secondProjectFile):"))
        #expect(try treeListing(project.url) == before)
    }
}
