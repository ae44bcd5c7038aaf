import Foundation
import Testing
import ViperGenTestSupport

/// Issue 30: the lockfile and the bases are read only inside the project. A committed `viper-gen.lock` that is a
/// link to a private key used to be read and its first line echoed into the error; one that is a link to a valid
/// lockfile outside was used. Both are refused unread, naming the link, and nothing outside changes.
@Suite struct LockfileLinkTests {
    private func refusal(_ repository: HostileRepository, path: String, link: String, target: String) -> String {
        let project = repository.project.path
        return "viper-gen: error: \(project)/\(path) leads outside the project \(project) through the symbolic link "
            + "\(project)/\(link) (to \(repository.realHome)/\(target)); refused, nothing was written; viper-gen "
            + "works only inside the project: run it from the real folder, or replace the link with a folder\n"
    }

    @Test func aLockfileLinkedToAKeyIsRefusedUnread() throws {
        let repository = try HostileRepository()
        try repository.link("viper-gen.lock", to: "../Home/.ssh/id_ed25519")
        let home = try repository.homeListing()
        for arguments in [["check"], ["update"], ["module", "Search"], ["remove", "Search"], ["modules"]] {
            let result = repository.run(arguments)
            #expect(
                result
                    == ProcessResult(
                        status: 65, standardOutput: "",
                        standardError: refusal(
                            repository, path: "viper-gen.lock", link: "viper-gen.lock", target: ".ssh/id_ed25519")),
                "\(arguments)")
            #expect(!result.standardError.contains("PRIVATE KEY") && !result.standardError.contains("secret"))
        }
        #expect(try repository.homeListing() == home)
        #expect(repository.read("Sources/Search/SearchPresenter.swift") == nil)
    }

    @Test func aValidLockfileOutsideBehindALinkIsNotUsed() throws {
        let repository = try HostileRepository()
        try repository.succeed(["module", "Search", "-q"])
        try FileManager.default.moveItem(
            at: repository.project.appending(path: "viper-gen.lock"),
            to: repository.home.appending(path: "outside/viper-gen.lock"))
        try repository.link("viper-gen.lock", to: "../Home/outside/viper-gen.lock")
        let home = try repository.homeListing()
        #expect(
            repository.run(["check"])
                == ProcessResult(
                    status: 65, standardOutput: "",
                    standardError: refusal(
                        repository, path: "viper-gen.lock", link: "viper-gen.lock", target: "outside/viper-gen.lock")))
        #expect(try repository.homeListing() == home)
    }

    @Test func basesBehindALinkOutsideAreNotRead() throws {
        let repository = try HostileRepository()
        try repository.succeed(["module", "Search", "-q"])
        try FileManager.default.moveItem(
            at: repository.project.appending(path: "viper-gen.bases"),
            to: repository.home.appending(path: "outside/bases"))
        try repository.link("viper-gen.bases", to: "../Home/outside/bases")
        let home = try repository.homeListing()
        for arguments in [["check"], ["update"]] {
            #expect(
                repository.run(arguments)
                    == ProcessResult(
                        status: 65, standardOutput: "",
                        standardError: refusal(
                            repository, path: "viper-gen.bases/Search.base", link: "viper-gen.bases",
                            target: "outside/bases")),
                "\(arguments)")
        }
        #expect(try repository.homeListing() == home)
    }

    /// A link that leads nowhere said "cannot read the lockfile; check its permissions" (74).
    @Test func aDanglingLockfileLinkIsNamedAsSuch() throws {
        let repository = try HostileRepository()
        try repository.link("viper-gen.lock", to: "gone.lock")
        let home = try repository.homeListing()
        #expect(
            repository.run(["check"])
                == ProcessResult(
                    status: 65, standardOutput: "",
                    standardError:
                        "viper-gen: error: \(repository.lockfilePath) is a symbolic link that leads nowhere; restore "
                        + "viper-gen.lock from git\n"))
        #expect(try repository.homeListing() == home)
    }
}
