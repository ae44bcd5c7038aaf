import Foundation
import Testing
import ViperGenTestSupport

/// Modules recorded with the pre-2026 built-in set keep updating from it as `viper-classic`, and
/// `update MODULE --template NAME` moves a module to another set.
@Suite struct SetMoveTests {
    static let noneFlavour = [
        "--param", "ui=none", "--output", "Sources", "--tests-output", "Tests", "--project", "Shop", "--target",
        "Shop", "-q",
    ]

    /// A small set named `viper` that declares version 2, in the project's `templates/`, standing for the new
    /// built-in set (a project set overrides a built-in one of its name).
    static func writeVersionTwoViper(in project: UpkeepProject) throws {
        try project.write(
            "templates/viper/template.json",
            #"{ "name": "viper", "version": "2", "files": [ { "source": "P.swift.liquid", "output": "{{ module.name }}/{{ module.name }}Presenter.swift" }, { "source": "S.swift.liquid", "output": "{{ module.name }}/{{ module.name }}Screen.swift" } ] }"#
                + "\n")
        try project.write("templates/viper/P.swift.liquid", "final class {{ module.name }}Presenter {}\n")
        try project.write("templates/viper/S.swift.liquid", "struct {{ module.name }}Screen {}\n")
    }

    @Test func aModuleRecordedWithTheOldViperUpdatesFromViperClassicAndIsRecordedSo() throws {
        // Recorded as every lockfile before this release records it: the built-in `viper`, no version.
        let project = try UpkeepProject(config: "{}")
        #expect(try project.run(["module", "Search", "--template", "viper-classic"] + Self.noneFlavour).status == 0)
        let classic = try #require(project.read("viper-gen.lock"))
        #expect(classic.contains(#""name": "viper-classic", "source": "built-in" }"#))
        try project.write(
            "viper-gen.lock",
            classic.replacingOccurrences(
                of: #""name": "viper-classic", "source": "built-in" }"#,
                with: #""name": "viper", "source": "built-in" }"#))
        let old = try #require(project.read("viper-gen.lock"))
        // The built-in `viper` declares a version now, so a record without one is the set that is viper-classic: the
        // module is current, and nothing is rewritten, the lockfile included.
        #expect(try project.run(["modules"]).standardOutput == "Search  viper-classic  current\n")
        #expect(
            try project.run(["update"])
                == ProcessResult(status: 0, standardOutput: "every module is up to date\n", standardError: ""))
        #expect(project.read("viper-gen.lock") == old)
        #expect(try project.run(["check"]).status == 0)
    }

    /// The documented move of a module from the classic set to the new one: every file is rendered with `viper`,
    /// the user's edit meets the rewritten presenter as a conflict, the support layer is written, and recorded
    /// values the new set does not take (classic's `tests=true`) give way to its defaults.
    @Test func updateWithTemplateMovesAClassicModuleToViper() throws {
        let project = try UpkeepProject(config: "{}")
        #expect(try project.run(["module", "Search", "--template", "viper-classic"] + Self.noneFlavour).status == 0)
        try project.append("Sources/Search/SearchPresenter.swift", "// mine\n")
        let moved = try project.run(["update", "Search", "--template", "viper"])
        #expect(moved.status == 1)
        #expect(
            moved.standardOutput == """
                update Sources/Search/SearchContract.swift
                update Sources/Search/SearchView.swift
                merge Sources/Search/SearchPresenter.swift with 1 conflict
                update Sources/Search/SearchInteractor.swift
                update Sources/Search/SearchRouter.swift
                update Tests/SearchTests/SearchPresenterTests.swift
                update Tests/SearchTests/SearchInteractorTests.swift
                update Tests/SearchTests/SearchViewTests.swift
                update Tests/SearchTests/SearchRouterTests.swift
                create Sources/VIPER/Module.swift (new in the set)
                create Tests/VIPER/TestSupport.swift (new in the set)

                """)
        let lockfile = try #require(project.read("viper-gen.lock"))
        #expect(lockfile.contains(#""tests": "swift-testing", "ui": "none" }"#))
        #expect(lockfile.contains(#""name": "viper", "source": "built-in", "version": "2" }"#))
        #expect(
            try project.run(["resolve", "Search", "--theirs"]).standardOutput
                == "took the template's side of 1 conflict block in Sources/Search/SearchPresenter.swift\n")
        #expect(
            try project.run(["check"])
                == ProcessResult(status: 0, standardOutput: "1 recorded module is up to date\n", standardError: ""))
        // Named modules only, as --param.
        let unnamed = try project.run(["update", "--template", "viper"])
        #expect(
            unnamed
                == ProcessResult(
                    status: 64, standardOutput: "",
                    standardError:
                        "viper-gen: error: --template moves the modules named to another set; name them, e.g. "
                        + "'viper-gen update Search --template viper'\n"))
    }

    /// A classic List with Detail wired into it, as `module` leaves them.
    static func wiredClassicProject() throws -> UpkeepProject {
        let project = try UpkeepProject(config: "{}")
        for arguments in [["module", "List"], ["module", "Detail", "--param", "parent=List"]] {
            let run = try project.run(arguments + ["--template", "viper-classic"] + Self.noneFlavour)
            try #require(run.status == 0, "\(run.standardError)")
        }
        return project
    }

    /// A wired child cannot move without its parent (nor a parent without the modules wired into it): the parent's
    /// files would hold both sets' code. Nothing is written, and the way out names both.
    @Test func aWiredModuleMovesOnlyWithItsParent() throws {
        let project = try Self.wiredClassicProject()
        let lockfile = project.read("viper-gen.lock")
        let router = project.read("Sources/List/ListRouter.swift")
        let child = try project.run(["update", "Detail", "--template", "viper", "-q"])
        #expect(
            child
                == ProcessResult(
                    status: 65, standardOutput: "",
                    standardError:
                        "viper-gen: error: Detail is wired into List, which stays on viper-classic; the parent's files "
                        + "would hold code of both sets, which does not build; nothing was written; move them "
                        + "together: 'viper-gen update Detail List' with --template viper\n"))
        let parent = try project.run(["update", "List", "--template", "viper", "-q"])
        #expect(
            parent.standardError
                == "viper-gen: error: Detail is wired into List, which moves while Detail stays on viper-classic; the "
                + "parent's files would hold code of both sets, which does not build; nothing was written; move them "
                + "together: 'viper-gen update Detail List' with --template viper\n")
        #expect(project.read("viper-gen.lock") == lockfile)
        #expect(project.read("Sources/List/ListRouter.swift") == router)
    }

    /// Moved together, a parent and its wired child end as `module` makes them with the new set: every file byte
    /// for byte (the old wiring rewritten, the new set's delegate conformance put in) and the same records.
    @Test func aParentAndItsChildMovedTogetherAreWiredAsTheNewSetWiresThem() throws {
        let project = try Self.wiredClassicProject()
        let moved = try project.run(["update", "List", "Detail", "--template", "viper", "-q"])
        #expect(moved == ProcessResult(status: 0, standardOutput: "", standardError: ""))
        let fresh = try UpkeepProject(config: "{}")
        for arguments in [["module", "List"], ["module", "Detail", "--param", "parent=List"]] {
            try #require(try fresh.run(arguments + Self.noneFlavour).status == 0)
        }
        let files = Self.files(in: fresh)
        #expect(files.count == 20)
        #expect(Self.files(in: project) == files)
        for file in files { #expect(project.read(file) == fresh.read(file), "\(file)") }
        let insertions = #/"insertions": \[[^\]]*\]/#
        let recorded = try #require(project.read("viper-gen.lock")).matches(of: insertions).map { String($0.0) }
        #expect(recorded == (try #require(fresh.read("viper-gen.lock"))).matches(of: insertions).map { String($0.0) })
        #expect(recorded.count == 1)
        #expect(
            try project.run(["check"])
                == ProcessResult(status: 0, standardOutput: "2 recorded modules are up to date\n", standardError: ""))
    }

    /// In an Xcode project, the support layer a move writes joins the project as the modules' own new files do:
    /// the project ends byte for byte as `module` leaves it with the new set.
    @Test func aMoveInAnXcodeProjectAddsTheSupportLayerToIt() throws {
        let arguments = [
            "--xcodeproj", "App.xcodeproj", "--xcode-target", "App", "--xcode-test-target", "AppTests", "--output",
            "App", "--tests-output", "AppTests", "--param", "ui=uikit", "-q",
        ]
        func project() throws -> UpkeepProject {
            let project = try UpkeepProject(config: "{}")
            try project.write(
                "App.xcodeproj/project.pbxproj", bytes: try XcodeProjectFixtures.bytes("AppWithTests"))
            return project
        }
        let moved = try project()
        try #require(try moved.run(["module", "Search", "--template", "viper-classic"] + arguments).status == 0)
        #expect(try moved.run(["update", "Search", "--template", "viper", "-q"]).status == 0)
        let fresh = try project()
        try #require(try fresh.run(["module", "Search"] + arguments).status == 0)
        let pbxproj = "App.xcodeproj/project.pbxproj"
        #expect(fresh.read(pbxproj)?.contains("ModuleViewController.swift") == true)
        #expect(moved.read(pbxproj) == fresh.read(pbxproj))
    }

    /// The Swift files below `Sources` and `Tests`, relative to the project, sorted.
    static func files(in project: UpkeepProject) -> [String] {
        ["Sources", "Tests"].flatMap { folder in
            let root = project.url.appending(path: folder)
            let paths = FileManager.default.enumerator(atPath: root.path)?.allObjects as? [String] ?? []
            return paths.filter { $0.hasSuffix(".swift") }.map { "\(folder)/\($0)" }
        }.sorted()
    }

    @Test func movingDeletesUneditedFilesTheNewSetDoesNotMakeAndKeepsEditedOnes() throws {
        let project = try UpkeepProject(config: "{}")
        #expect(try project.run(["module", "Search", "--template", "viper-classic"] + Self.noneFlavour).status == 0)
        try project.append("Sources/Search/SearchView.swift", "// kept\n")
        try Self.writeVersionTwoViper(in: project)
        let moved = try project.run(["update", "Search", "--template", "viper"])
        #expect(
            moved
                == ProcessResult(
                    status: 0,
                    standardOutput: """
                        update Sources/Search/SearchPresenter.swift
                        create Sources/Search/SearchScreen.swift (new in the set)
                        remove Sources/Search/SearchContract.swift (the new set does not make it)
                        left Sources/Search/SearchView.swift: the set no longer makes it; delete it if you no longer need it
                        remove Sources/Search/SearchInteractor.swift (the new set does not make it)
                        remove Sources/Search/SearchRouter.swift (the new set does not make it)
                        remove Tests/SearchTests/SearchPresenterTests.swift (the new set does not make it)
                        remove Tests/SearchTests/SearchInteractorTests.swift (the new set does not make it)
                        remove Tests/SearchTests/SearchViewTests.swift (the new set does not make it)
                        remove Tests/SearchTests/SearchRouterTests.swift (the new set does not make it)

                        """, standardError: ""))
        #expect(project.read("Sources/Search/SearchContract.swift") == nil)
        #expect(project.read("Sources/Search/SearchView.swift")?.hasSuffix("// kept\n") == true)
        #expect(project.read("Sources/Search/SearchScreen.swift") == "struct SearchScreen {}\n")
        #expect(project.read("Sources/Search/SearchPresenter.swift") == "final class SearchPresenter {}\n")
        let lockfile = try #require(project.read("viper-gen.lock"))
        #expect(lockfile.contains(#""name": "viper", "source": "templates/viper", "version": "2" }"#))
        #expect(try project.run(["check"]).status == 0)
    }
}
