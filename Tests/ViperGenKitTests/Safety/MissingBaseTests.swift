import Foundation
import Testing
import ViperGenTestSupport

/// Issue 30, case 12: with `viper-gen.bases/` missing (ignored by git, or deleted), `check` passed; `update` then
/// advised `adopt`, `adopt` refused and advised `remove`, which deletes the module. Now `check` fails naming the cure,
/// `adopt --force` records the module again without deleting anything, and no advice ends in deleting it.
@Suite struct MissingBaseTests {
    @Test func aMissingBaseFailsCheckAndAdoptForceRecordsTheModuleAgain() throws {
        let repository = try HostileRepository()
        try repository.succeed(["module", "Search", "-q"])
        let base = try #require(repository.read("viper-gen.bases/Search.base"))
        try FileManager.default.removeItem(at: repository.project.appending(path: "viper-gen.bases"))
        let before = try treeListing(repository.directory.url)
        #expect(
            repository.run(["check"])
                == ProcessResult(
                    status: 1,
                    standardOutput:
                        "Search: its base viper-gen.bases/Search.base is missing; restore viper-gen.bases/ from git "
                        + "(commit it with viper-gen.lock), or run 'viper-gen adopt Search --force' to record the "
                        + "module again\n1 of 1 recorded modules need attention\n",
                    standardError: ""))
        #expect(
            repository.run(["update"])
                == ProcessResult(
                    status: 65, standardOutput: "",
                    standardError:
                        "viper-gen: error: \(repository.project.path)/viper-gen.bases/Search.base: the base of module "
                        + "Search is missing; restore it from git (it is committed with viper-gen.lock), or run "
                        + "'viper-gen adopt Search --force' to record the module again; nothing is deleted\n"))
        #expect(
            repository.run(["adopt", "Search"])
                == ProcessResult(
                    status: 64, standardOutput: "",
                    standardError:
                        "viper-gen: error: \(repository.lockfilePath): module Search is recorded already; run "
                        + "'viper-gen update Search' to bring it up to date, or 'viper-gen adopt Search --force' to "
                        + "record it again (its files stay as they are)\n"))
        #expect(try treeListing(repository.directory.url) == before)
        #expect(
            repository.run(["adopt", "Search", "--force"])
                == ProcessResult(
                    status: 0,
                    standardOutput:
                        "recorded Search (mini) in viper-gen.lock: 2 of 2 files equal the template's render\n"
                        + "  same     Sources/Search/SearchPresenter.swift\n"
                        + "  same     Sources/Search/SearchView.swift\n",
                    standardError: ""))
        #expect(repository.read("viper-gen.bases/Search.base") == base)
        #expect(
            repository.run(["check"])
                == ProcessResult(status: 0, standardOutput: "1 recorded module is up to date\n", standardError: ""))
    }

    @Test func aBaseThatDoesNotMatchFailsCheck() throws {
        let repository = try HostileRepository()
        try repository.succeed(["module", "Search", "-q"])
        try repository.write("viper-gen.bases/Search.base", "not the base\n")
        let home = try repository.homeListing()
        #expect(
            repository.run(["check"])
                == ProcessResult(
                    status: 1,
                    standardOutput:
                        "Search: its base viper-gen.bases/Search.base does not match viper-gen.lock; restore "
                        + "viper-gen.bases/ from git (commit it with viper-gen.lock), or run 'viper-gen adopt Search "
                        + "--force' to record the module again\n1 of 1 recorded modules need attention\n",
                    standardError: ""))
        #expect(try repository.homeListing() == home)
    }

    @Test func aMissingSetAdvisesAdoptingWithAnotherSetNotRemoving() throws {
        let repository = try HostileRepository()
        try repository.succeed(["module", "Search", "-q"])
        try FileManager.default.removeItem(at: repository.project.appending(path: "sets"))
        let home = try repository.homeListing()
        let result = repository.run(["update"])
        #expect(
            result
                == ProcessResult(
                    status: 65, standardOutput: "",
                    standardError:
                        "viper-gen: error: \(repository.lockfilePath): module Search was made with the set 'mini' "
                        + "from sets/mini, which no longer exists; restore the set, or record the module with another "
                        + "set: 'viper-gen adopt Search TEMPLATE --force'\n"))
        #expect(try repository.homeListing() == home)
    }
}
