import Foundation
import Testing
import ViperGenTestSupport

/// Issue 50: only the project's own `.git` was protected. A set's insertion edited a nested repository's
/// `.git/config` (SwiftPM's `.build/checkouts/<Dep>/.git/config`, where a `core.fsmonitor` command runs on the next
/// `git status` there), and generated files could be written below any nested `.git`. Every `.git` folder or file, at
/// any depth, is git's own and never written, moved into or inserted into.
@Suite struct NestedGitTests {
    static let config = #"{ "template": "mini", "templateDirectories": ["sets"], "output": "." }"#
    static let gitConfig = "[core]\n\trepositoryformatversion = 0\n"

    static func refusal(_ path: String, _ git: String) -> String {
        let place = path == git ? "is \(git)" : "lies inside \(git)"
        return "\(path) \(place), git's own; refused, nothing was written; viper-gen never touches git's own files "
            + "(any .git folder or file, nested repositories' too): fix the path that names it"
    }

    @Test func anInsertionIntoANestedRepositorysConfigIsRefused() throws {
        let repository = try HostileRepository(config: Self.config)
        try repository.writeSet(
            insertingInto: ".build/checkouts/Dep/.git/config", after: "[core]", text: "\\tfsmonitor = touch pwned")
        try repository.write(".build/checkouts/Dep/.git/config", Self.gitConfig)
        let home = try repository.homeListing()
        let project = repository.project.path
        let result = repository.run(["module", "Search", "-q"])
        let git = project + "/.build/checkouts/Dep/.git"
        #expect(result.status == 65)
        #expect(
            result.standardError.hasPrefix(
                "\(project)/sets/mini/template.json:5:5: error: insertions[0]: "
                    + Self.refusal(git + "/config", git) + "\n"),
            "\(result.standardError)")
        #expect(repository.read(".build/checkouts/Dep/.git/config") == Self.gitConfig)
        #expect(repository.read("Search/SearchView.swift") == nil)
        #expect(try repository.homeListing() == home)
    }

    @Test func aGeneratedFileBelowANestedGitIsRefused() throws {
        let repository = try HostileRepository(
            config: Self.config,
            extraFiles: [("Hook.liquid", "Vendor/Dep/.git/hooks/post-checkout", "#!/bin/sh\ntouch pwned\n")])
        try repository.write("Vendor/Dep/.git/config", Self.gitConfig)
        let home = try repository.homeListing()
        let project = repository.project.path
        let git = project + "/Vendor/Dep/.git"
        #expect(
            repository.run(["module", "Search", "-q"])
                == ProcessResult(
                    status: 65, standardOutput: "",
                    standardError: "viper-gen: error: \(Self.refusal(git + "/hooks/post-checkout", git))\n"))
        #expect(FileManager.default.fileExists(atPath: git + "/hooks/post-checkout") == false)
        #expect(repository.read("Search/SearchView.swift") == nil)
        #expect(try repository.homeListing() == home)
    }

    /// A submodule's or worktree's `.git` is a file: it is git's own too, even with `--force`.
    @Test func aSubmodulesGitFileIsNotReplaced() throws {
        let repository = try HostileRepository(
            config: Self.config, extraFiles: [("Git.liquid", "Sub/.git", "gitdir: /tmp/elsewhere\n")])
        try repository.write("Sub/.git", "gitdir: ../.git/modules/Sub\n")
        let project = repository.project.path
        #expect(
            repository.run(["module", "Search", "--force", "-q"])
                == ProcessResult(
                    status: 65, standardOutput: "",
                    standardError:
                        "viper-gen: error: \(Self.refusal(project + "/Sub/.git", project + "/Sub/.git"))\n"))
        #expect(repository.read("Sub/.git") == "gitdir: ../.git/modules/Sub\n")
    }

    /// An output folder the user typed outside the project is theirs to write into, but not its `.git`: not even the
    /// run lock's file goes there.
    @Test func aTypedOutputInsideAGitFolderIsRefused() throws {
        let repository = try HostileRepository()
        let other = realPath(repository.directory.url) + "/Other"
        try FileManager.default.createDirectory(atPath: other + "/.git/hooks", withIntermediateDirectories: true)
        let result = repository.run(["module", "Search", "--output", "../Other/.git/hooks", "-q"])
        #expect(result.status == 65)
        #expect(
            result.standardError
                == "viper-gen: error: \(Self.refusal(other + "/.git/hooks/.viper-gen.run-lock", other + "/.git"))\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: other + "/.git/hooks") == [])
    }
}
