import Foundation
import Testing
import ViperGenTestSupport

@testable import ViperGenKit

/// Issue 30, case 13: `module` never said that it wrote `viper-gen.lock` and a base, nor did `help module` or the man
/// page say to commit them, and a `.gitignore` that ignored them went unnoticed.
@Suite struct RecordedFilesNoticeTests {
    @Test func moduleNamesTheLockfileAndTheBaseLikeOtherFiles() throws {
        let repository = try HostileRepository()
        let home = try repository.homeListing()
        #expect(
            repository.run(["module", "Search"])
                == ProcessResult(
                    status: 0,
                    standardOutput: """
                        created Sources/Search/SearchPresenter.swift
                        created Sources/Search/SearchView.swift
                        created viper-gen.lock
                        created viper-gen.bases/Search.base

                        """, standardError: ""))
        #expect(
            repository.run(["module", "Cart", "--dry-run"]).standardOutput
                == """
                would create Sources/Cart/CartPresenter.swift
                would create Sources/Cart/CartView.swift
                would update viper-gen.lock
                would create viper-gen.bases/Cart.base

                """)
        #expect(try repository.homeListing() == home)
    }

    @Test func helpAndTheManPageSayToCommitThem() {
        let help = repositoryFreeRun(["help", "module"])
        #expect(
            help.contains(
                "Each module is recorded in viper-gen.lock and its base (what viper-gen wrote) in viper-gen.bases/"))
        #expect(help.contains("commit both with the code"))
        let man = repositoryFreeRun(["help", "--man"])
        #expect(man.contains("commit both with the code, since update, check and remove work from them."))
    }

    @Test func aGitignoreThatIgnoresThemGetsAWarning() throws {
        let repository = try HostileRepository()
        try repository.write(".git/HEAD", "ref: refs/heads/main\n")
        try repository.write(".gitignore", "# build\n*.lock\nviper-gen.bases/\n")
        let gitignore = repository.project.path + "/.gitignore"
        let home = try repository.homeListing()
        #expect(
            repository.run(["module", "Search", "-q"])
                == ProcessResult(
                    status: 0, standardOutput: "",
                    standardError:
                        "viper-gen: warning: \(gitignore):2: '*.lock' ignores viper-gen.lock, which records your "
                        + "modules; commit viper-gen.lock and viper-gen.bases/ (remove the line, or add "
                        + "'!viper-gen.lock' below it), or 'update' and 'check' cannot work in a fresh clone\n"
                        + "viper-gen: warning: \(gitignore):3: 'viper-gen.bases/' ignores viper-gen.bases/, which "
                        + "records your modules; commit viper-gen.lock and viper-gen.bases/ (remove the line, or add "
                        + "'!viper-gen.bases/' below it), or 'update' and 'check' cannot work in a fresh clone\n"))
        // Re-included: no warning.
        try repository.write(".gitignore", "*.lock\n!viper-gen.lock\n")
        #expect(
            repository.run(["module", "Cart", "-q"]) == ProcessResult(status: 0, standardOutput: "", standardError: ""))
        #expect(try repository.homeListing() == home)
    }

    /// `update` and `adopt` record too: a `.gitignore` that ignores what they record gets the same warning.
    @Test func updateAndAdoptWarnAboutAGitignoreToo() throws {
        let repository = try HostileRepository()
        try repository.succeed(["module", "Search", "-q"])
        try repository.write(".git/HEAD", "ref: refs/heads/main\n")
        try repository.write(".gitignore", "*.lock\n")
        let home = try repository.homeListing()
        let warning =
            "viper-gen: warning: \(repository.project.path)/.gitignore:1: '*.lock' ignores viper-gen.lock, which "
            + "records your modules; commit viper-gen.lock and viper-gen.bases/ (remove the line, or add "
            + "'!viper-gen.lock' below it), or 'update' and 'check' cannot work in a fresh clone\n"
        try repository.writeSet(presenter: "final class {{ module.name }}Presenter { let v = 2 }\n")
        #expect(
            repository.run(["update", "-q"]) == ProcessResult(status: 0, standardOutput: "", standardError: warning))
        #expect(
            repository.run(["adopt", "Search", "--force", "-q"])
                == ProcessResult(status: 0, standardOutput: "", standardError: warning))
        #expect(try repository.homeListing() == home)
    }

    private func repositoryFreeRun(_ arguments: [String]) -> String {
        runCommand(arguments, in: FileManager.default.temporaryDirectory).standardOutput
    }
}
