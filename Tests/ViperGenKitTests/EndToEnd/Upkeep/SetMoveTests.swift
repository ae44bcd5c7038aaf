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

    /// A wired child moved to another set keeps its old set's lines in the parent, and says so: the sets number
    /// their insertions differently, so the new set's wiring is not applied.
    @Test func movingAWiredChildSaysItsWiringStaysAsItWas() throws {
        let project = try UpkeepProject(config: "{}")
        for arguments in [["module", "List"], ["module", "Detail", "--param", "parent=List"]] {
            let run = try project.run(arguments + ["--template", "viper-classic"] + Self.noneFlavour)
            try #require(run.status == 0, "\(run.standardError)")
        }
        let router = project.read("Sources/List/ListRouter.swift")
        let moved = try project.run(["update", "Detail", "--template", "viper", "-q"])
        #expect(
            moved.standardError
                == "viper-gen: warning: Detail's lines in Sources/List/ListContract.swift, Sources/List/ListRouter.swift, "
                + "Tests/ListTests/ListPresenterTests.swift, Tests/ListTests/ListRouterTests.swift came from its old "
                + "set's insertions; moving it to viper keeps them as they are (the new set's wiring is not applied): "
                + "edit them by hand, or remove Detail and make it again with --param parent=NAME to wire it the new "
                + "set's way\n")
        #expect(project.read("Sources/List/ListRouter.swift") == router)
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
