import Foundation
import Testing
import ViperGenTestSupport

/// A module made with a set outside the lockfile's folder (typed with `--template-dir`, as a team's shared sets are)
/// records the set's absolute path, and `outdated`, `update` and `check` find the set there. Through the real binary.
@Suite struct OutsideSetUpdateTests {
    @Test func aSetTypedOutsideTheLockfilesFolderIsFoundAgainByUpdate() throws {
        // The sets stand beside the app's folder, whose own config makes it the lockfile's folder.
        let project = try UpkeepProject()
        try project.write("App/viper-gen.json", #"{ "output": "Sources" }"# + "\n")
        let app = project.url.appending(path: "App")
        let made = try runViperGen(["module", "Search", "--template-dir", "../sets", "-t", "mini", "-q"], in: app)
        #expect(made == ProcessResult(status: 0, standardOutput: "", standardError: ""))
        let lockfile = try #require(project.read("App/viper-gen.lock"))
        let sets = project.url.appending(path: "sets/mini").standardizedFileURL.path
        #expect(lockfile.contains(#""name": "mini", "source": "\#(sets)" }"#), "\(lockfile)")

        try project.writeSet(presenter: UpkeepProject.presenter.replacingOccurrences(of: "loaded", with: "ready"))
        let outdated = try runViperGen(["outdated"], in: app)
        #expect(
            outdated
                == ProcessResult(
                    status: 1,
                    standardOutput: "Search (mini)\n  changed  Sources/Search/SearchPresenter.swift\n"
                        + "run 'viper-gen update' to bring them up to date\n",
                    standardError: ""))
        #expect(
            try runViperGen(["update"], in: app)
                == ProcessResult(
                    status: 0, standardOutput: "update Sources/Search/SearchPresenter.swift\n", standardError: ""))
        #expect(project.read("App/Sources/Search/SearchPresenter.swift")?.contains(#"print("ready")"#) == true)
        #expect(
            try runViperGen(["check"], in: app)
                == ProcessResult(status: 0, standardOutput: "1 recorded module is up to date\n", standardError: ""))
    }
}
