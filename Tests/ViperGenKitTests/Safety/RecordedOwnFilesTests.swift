import Foundation
import Testing
import ViperGenTestSupport

/// Issue 30, case 6: a lockfile entry naming `.git/HEAD` (with its hash) was deleted by a plain `remove`; so were
/// `viper-gen.json`, template files and other modules' bases. A module's files lie in its output folders and are
/// never viper-gen's own files or git's.
@Suite struct RecordedOwnFilesTests {
    @Test func gitConfigTemplatesAndBasesAreNeverAModulesFiles() throws {
        let repository = try HostileRepository(
            config: #"{ "template": "mini", "templateDirectories": ["sets"], "output": "." }"#)
        try repository.write(".git/HEAD", "ref: refs/heads/main\n")
        try repository.succeed(["module", "Search", "-q"])
        try repository.succeed(["module", "Cart", "-q"])
        let config = try #require(repository.read("viper-gen.json"))
        let template = try #require(repository.read("sets/mini/template.json"))
        let base = try #require(repository.read("viper-gen.bases/Cart.base"))
        let lockfile = try #require(repository.read("viper-gen.lock"))
        for (path, text) in [
            (".git/HEAD", "ref: refs/heads/main\n"), ("viper-gen.json", config), ("sets/mini/template.json", template),
            ("viper-gen.bases/Cart.base", base),
        ] {
            try repository.write("viper-gen.lock", lockfile)
            try repository.editLockfile(
                #"{ "kind": "code", "path": "Search/SearchPresenter.swift""#,
                #"{ "kind": "code", "path": "\#(path)", "sha256": "\#(HostileRepository.sha256(text))", "size": \#(text.utf8.count) }, { "kind": "code", "path": "Search/SearchPresenter.swift""#
            )
            let before = try treeListing(repository.directory.url)
            let project = repository.project.path
            let expected =
                path == ".git/HEAD"
                ? "viper-gen: error: \(project)/.git/HEAD lies inside \(project)/.git, git's own; refused, nothing "
                    + "was written; viper-gen never touches git's own files (any .git folder or file, nested "
                    + "repositories' too): fix the path that names it\n"
                : "viper-gen: error: \(repository.lockfilePath): module Search records \(path), which is viper-gen's "
                    + "own file; refused, nothing was written; restore viper-gen.lock from git\n"
            #expect(
                repository.run(["remove", "Search"])
                    == ProcessResult(status: 65, standardOutput: "", standardError: expected), "\(path)")
            #expect(try treeListing(repository.directory.url) == before, "\(path)")
        }
    }
}
