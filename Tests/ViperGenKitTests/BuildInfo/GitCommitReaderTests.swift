import Foundation
import Testing
import ViperGenTestSupport

/// BuildInfoPlugin's reader of the commit `viper-gen --version` names, against real git repositories: a clone, a new
/// commit, packed refs, a detached `HEAD` and a worktree. The files it reads are the build command's inputs, so the
/// lists below are exactly what re-runs the command: never the index or anything else `git status` rewrites.
@Suite
struct GitCommitReaderTests {
    static let gitExecutable = executableInPath("git")
    static let hasGit = FileManager.default.isExecutableFile(atPath: gitExecutable.path)

    /// Runs git in `directory` with a fixed identity and no user or system configuration; its output, trimmed.
    @discardableResult
    static func git(_ arguments: [String], in directory: URL) throws -> String {
        let result = try runProcess(
            gitExecutable, arguments, in: directory,
            environment: [
                "GIT_CONFIG_NOSYSTEM": "1", "GIT_CONFIG_GLOBAL": "/dev/null", "GIT_AUTHOR_NAME": "Jane",
                "GIT_AUTHOR_EMAIL": "jane@example.com", "GIT_COMMITTER_NAME": "Jane",
                "GIT_COMMITTER_EMAIL": "jane@example.com",
            ])
        #expect(result.status == 0, "git \(arguments.joined(separator: " ")): \(result.standardError)")
        return result.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// A repository in `folder/name` with one commit on `main`.
    static func makeRepository(in folder: URL, name: String = "repo") throws -> URL {
        let repository = folder.appending(path: name)
        try FileManager.default.createDirectory(at: repository, withIntermediateDirectories: true)
        try git(["init", "-q", "-b", "main"], in: repository)
        try commit("first", in: repository)
        return repository
    }

    static func commit(_ message: String, in repository: URL) throws {
        try Data(message.utf8).write(to: repository.appending(path: "file.txt"))
        try git(["add", "file.txt"], in: repository)
        try git(["commit", "-q", "-m", message], in: repository)
    }

    /// The commit, the files read and the ref folders watched (relative to `folder`, resolved) for the checkout at
    /// `package`.
    static func read(_ package: URL, relativeTo folder: URL) -> (commit: String?, files: [String], folders: [String]) {
        var reader = GitCommitReader(package: package)
        let commit = reader.commit()
        let base = folder.resolvingSymlinksInPath().path + "/"
        func relative(_ url: URL) -> String {
            let path = url.standardizedFileURL.resolvingSymlinksInPath().path
            return path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path
        }
        return (commit, reader.filesRead.map(relative), reader.refFolders.map(relative))
    }

    @Test(.enabled(if: hasGit, "needs git")) func aCloneNamesItsHeadAndANewCommit() throws {
        let folder = try TemporaryDirectory()
        let repository = try Self.makeRepository(in: folder.url)
        let first = Self.read(repository, relativeTo: folder.url)
        #expect(first.commit == (try Self.git(["rev-parse", "HEAD"], in: repository)))
        #expect(first.files == ["repo/.git/HEAD", "repo/.git/refs/heads/main"])
        #expect(first.folders == ["repo/.git/refs/heads"])
        try Self.commit("second", in: repository)
        let second = Self.read(repository, relativeTo: folder.url)
        #expect(second.commit == (try Self.git(["rev-parse", "HEAD"], in: repository)))
        #expect(second.commit != first.commit)
        try Self.git(["status", "--short"], in: repository)
        try Self.git(["stash", "list"], in: repository)
        #expect(Self.read(repository, relativeTo: folder.url).files == second.files)
    }

    @Test(.enabled(if: hasGit, "needs git")) func packedRefsAndADetachedHeadAreRead() throws {
        let folder = try TemporaryDirectory()
        let repository = try Self.makeRepository(in: folder.url)
        let head = try Self.git(["rev-parse", "HEAD"], in: repository)
        try Self.git(["pack-refs", "--all"], in: repository)
        let packed = Self.read(repository, relativeTo: folder.url)
        #expect(packed.commit == head)
        #expect(packed.files == ["repo/.git/HEAD", "repo/.git/packed-refs"])
        #expect(packed.folders == ["repo/.git/refs/heads"])
        try Self.git(["checkout", "-q", "--detach"], in: repository)
        let detached = Self.read(repository, relativeTo: folder.url)
        #expect(detached.commit == head)
        #expect(detached.files == ["repo/.git/HEAD"])
        #expect(detached.folders == [])
    }

    @Test(.enabled(if: hasGit, "needs git")) func aWorktreeNamesItsOwnHead() throws {
        let folder = try TemporaryDirectory()
        let repository = try Self.makeRepository(in: folder.url)
        try Self.git(["worktree", "add", "-q", "-b", "feature", "../tree"], in: repository)
        let tree = folder.url.appending(path: "tree")
        try Self.commit("on the feature branch", in: tree)
        let read = Self.read(tree, relativeTo: folder.url)
        #expect(read.commit == (try Self.git(["rev-parse", "HEAD"], in: tree)))
        #expect(read.commit != (try Self.git(["rev-parse", "HEAD"], in: repository)))
        #expect(
            read.files == [
                "tree/.git", "repo/.git/worktrees/tree/HEAD", "repo/.git/worktrees/tree/commondir",
                "repo/.git/refs/heads/feature",
            ])
        #expect(read.folders == ["repo/.git/refs/heads"])
    }

    @Test(.enabled(if: hasGit, "needs git")) func aBranchWithASlashWatchesItsOwnFolderToo() throws {
        let folder = try TemporaryDirectory()
        let repository = try Self.makeRepository(in: folder.url)
        try Self.git(["checkout", "-q", "-b", "feature/search"], in: repository)
        let read = Self.read(repository, relativeTo: folder.url)
        #expect(read.files == ["repo/.git/HEAD", "repo/.git/refs/heads/feature/search"])
        #expect(read.folders == ["repo/.git/refs/heads", "repo/.git/refs/heads/feature"])
    }

    /// The built tool, run as the build runs it: the commit of a clone and of a worktree, read when it runs, and the
    /// output left alone (its timestamp too) when it would not change.
    @Test(.enabled(if: hasGit, "needs git")) func theToolWritesTheCommitWhenItRunsAndOnlyWhenItChanges() throws {
        let tool = viperGenExecutable.deletingLastPathComponent().appending(path: "BuildInfoTool")
        let folder = try TemporaryDirectory()
        let repository = try Self.makeRepository(in: folder.url)
        try Self.git(["worktree", "add", "-q", "-b", "feature", "../tree"], in: repository)
        let tree = folder.url.appending(path: "tree")
        try Self.commit("on the feature branch", in: tree)
        let output = folder.url.appending(path: "BuildInfo.swift")
        func run(_ checkout: URL) throws -> String {
            let result = try runProcess(tool, [checkout.path, output.path], in: folder.url)
            #expect(result == ProcessResult(status: 0, standardOutput: "", standardError: ""))
            return try String(contentsOf: output, encoding: .utf8)
        }
        func line(_ checkout: URL) throws -> String {
            "    static let commit = \"\(try Self.git(["rev-parse", "HEAD"], in: checkout))\"\n"
        }
        #expect(try run(repository).contains(try line(repository)))
        #expect(try run(tree).contains(try line(tree)))
        let old = Date(timeIntervalSince1970: 1_000_000_000)
        try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: output.path)
        _ = try run(tree)
        let modified = try FileManager.default.attributesOfItem(atPath: output.path)[.modificationDate] as? Date
        #expect(modified == old)
        try Self.commit("another", in: tree)
        #expect(try run(tree).contains(try line(tree)))
    }

    @Test func noCheckoutNamesNoCommit() throws {
        let folder = try TemporaryDirectory()
        let read = Self.read(folder.url, relativeTo: folder.url)
        #expect(read.commit == nil)
        #expect(read.files == [])
    }
}
