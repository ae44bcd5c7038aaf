import Foundation
import Testing
import ViperGenTestSupport

/// Issue 30, case 9: two modules whose sets render the same new path: `--dry-run` said fine, `update` failed with a
/// false "File exists", `update A; update B` merged B into A's file and wrote a lockfile viper-gen rejects. Two
/// modules never claim one path: refused at planning (73), naming both.
@Suite struct SharedPathTests {
    private func repository() throws -> HostileRepository {
        let repository = try HostileRepository()
        try repository.succeed(["module", "Search", "-q"])
        try repository.succeed(["module", "Cart", "-q"])
        try repository.writeSet(extraFiles: [("Shared.liquid", "Shared/Constants.swift", "let shared = 1\n")])
        return repository
    }

    private func refusal(_ repository: HostileRepository, owner: String, claimant: String) -> String {
        "viper-gen: error: \(repository.lockfilePath): Sources/Shared/Constants.swift would belong to both module "
            + "\(owner) and module \(claimant); nothing was written; a file belongs to one module: make the set's "
            + "output paths differ (name them after the module)\n"
    }

    @Test func oneUpdateOfBothIsRefusedDryRunOrNot() throws {
        let repository = try repository()
        let before = try treeListing(repository.directory.url)
        for arguments in [["update", "--dry-run"], ["update"]] {
            #expect(
                repository.run(arguments)
                    == ProcessResult(
                        status: 73, standardOutput: "",
                        standardError: refusal(repository, owner: "Cart", claimant: "Search")))
        }
        #expect(try treeListing(repository.directory.url) == before)
    }

    @Test func updatingOneAfterTheOtherIsRefusedAndTheLockfileStillReads() throws {
        let repository = try repository()
        try repository.succeed(["update", "Search", "-q"])
        let before = try treeListing(repository.directory.url)
        #expect(
            repository.run(["update", "Cart"])
                == ProcessResult(
                    status: 73, standardOutput: "",
                    standardError: refusal(repository, owner: "Search", claimant: "Cart")))
        #expect(
            repository.run(["module", "Basket", "--force", "-q"])
                == ProcessResult(
                    status: 73, standardOutput: "",
                    standardError: refusal(repository, owner: "Search", claimant: "Basket")))
        #expect(try treeListing(repository.directory.url) == before)
        #expect(
            repository.run(["check"])
                == ProcessResult(
                    status: 1,
                    standardOutput:
                        "Cart: template set 'mini' changed since it was written; run 'viper-gen update Cart'\n"
                        + "1 of 2 recorded modules need attention\n",
                    standardError: ""))
    }

    /// The audit's reproduction: `adopt --force` of both modules recorded the shared path as absent for both, and
    /// every command then exited 65 on a lockfile listing it twice. An absent file is its module's too.
    @Test func adoptingBothWithTheSharedPathAbsentIsRefused() throws {
        let repository = try repository()
        let home = try repository.homeListing()
        try repository.succeed(["adopt", "Search", "--force", "-q"])
        #expect(repository.read("viper-gen.lock")?.contains(#""absent": ["Sources/Shared/Constants.swift"]"#) == true)
        let before = try treeListing(repository.project)
        #expect(
            repository.run(["adopt", "Cart", "--force"])
                == ProcessResult(
                    status: 73, standardOutput: "",
                    standardError: refusal(repository, owner: "Search", claimant: "Cart")))
        #expect(
            repository.run(["module", "Cart", "--force"])
                == ProcessResult(
                    status: 73, standardOutput: "",
                    standardError: refusal(repository, owner: "Search", claimant: "Cart")))
        #expect(try treeListing(repository.project) == before)
        for arguments in [["check"], ["modules"], ["update", "Search", "-q"], ["remove", "Cart", "-q"]] {
            #expect([0, 1].contains(repository.run(arguments).status), "\(arguments)")
        }
        #expect(try repository.homeListing() == home)
    }

    /// `module A B` whose set renders one fixed path for both: refused at planning (73) naming both modules, not
    /// as a template written twice.
    @Test func oneRunOfTwoModulesRenderingOnePathIsRefused() throws {
        let repository = try HostileRepository()
        try repository.writeSet(extraFiles: [("Shared.liquid", "Shared/Constants.swift", "let shared = 1\n")])
        let home = try repository.homeListing()
        let before = try treeListing(repository.project)
        #expect(
            repository.run(["module", "Search", "Cart"])
                == ProcessResult(
                    status: 73, standardOutput: "",
                    standardError:
                        "viper-gen: error: \(repository.project.path)/Sources/Shared/Constants.swift would belong to "
                        + "both module Search and module Cart; nothing was written; a file belongs to one module: make "
                        + "the set's output paths differ (name them after the module)\n"))
        #expect(try treeListing(repository.project) == before)
        #expect(try repository.homeListing() == home)
    }
}
