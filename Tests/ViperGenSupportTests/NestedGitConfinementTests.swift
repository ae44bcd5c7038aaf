import Foundation
import Testing
import ViperGenTestSupport

@testable import ViperGenSupport

/// Issue 50: git's own files are refused at any depth, not only the project's top-level `.git`: a nested repository's
/// `.git` folder (SwiftPM's `.build/checkouts/<Dep>/.git`), a submodule's or worktree's `.git` file, as spelled and
/// where a link leads.
@Suite struct NestedGitConfinementTests {
    static func message(_ path: String, _ git: String) -> String {
        let place = path == git ? "is \(git)" : "lies inside \(git)"
        return "\(path) \(place), git's own; refused, nothing was written; viper-gen never touches git's own files "
            + "(any .git folder or file, nested repositories' too): fix the path that names it"
    }

    @Test func everyGitAtAnyDepthIsRefused() throws {
        let directory = try TemporaryDirectory()
        let project = realPath(directory.url) + "/Project"
        let checkout = project + "/.build/checkouts/Dep"
        try FileManager.default.createDirectory(atPath: checkout + "/.git/hooks", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: project + "/Sub", withIntermediateDirectories: true)
        try Data("gitdir: ../.git/modules/Sub\n".utf8).write(to: URL(fileURLWithPath: project + "/Sub/.git"))
        let confinement = ProjectConfinement(folder: URL(fileURLWithPath: project))
        for (path, git) in [
            (checkout + "/.git/config", checkout + "/.git"),
            (checkout + "/.git/hooks/post-checkout", checkout + "/.git"),
            (project + "/Sub/.git", project + "/Sub/.git"),
            (project + "/a/b/c/.git/x", project + "/a/b/c/.git"),
            (project + "/.git/config", project + "/.git"),
        ] {
            #expect(confinement.problem(with: path)?.message == Self.message(path, git))
        }
        for path in [
            project + "/.gitignore", project + "/.github/x", checkout + "/Sources/.gitkeep", checkout + "/git",
        ] {
            #expect(confinement.problem(with: path) == nil, "\(path)")
        }
    }

    /// A link inside the project that leads into a nested `.git` is refused where it leads, named as spelled.
    @Test func aLinkIntoANestedGitIsRefused() throws {
        let directory = try TemporaryDirectory()
        let project = realPath(directory.url) + "/Project"
        let hooks = project + "/.build/checkouts/Dep/.git/hooks"
        try FileManager.default.createDirectory(atPath: hooks, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: project + "/Hooks", withDestinationPath: ".build/checkouts/Dep/.git/hooks")
        let confinement = ProjectConfinement(folder: URL(fileURLWithPath: project))
        #expect(
            confinement.problem(with: project + "/Hooks/post-checkout")?.message
                == Self.message(project + "/Hooks/post-checkout", project + "/.build/checkouts/Dep/.git"))
    }

    /// A path no confinement covers (a root the user typed outside the project) is still refused inside any `.git`.
    @Test func gitIsRefusedWhereverThePathLies() throws {
        let directory = try TemporaryDirectory()
        let root = realPath(directory.url)
        try FileManager.default.createDirectory(atPath: root + "/Other/.git", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: root + "/hooks", withDestinationPath: "Other/.git")
        #expect(
            ProjectConfinement.gitProblem(with: root + "/Other/.git/config")?.message
                == Self.message(root + "/Other/.git/config", root + "/Other/.git"))
        #expect(
            ProjectConfinement.gitProblem(with: root + "/hooks/config")?.message
                == Self.message(root + "/hooks/config", root + "/Other/.git"))
        #expect(ProjectConfinement.gitProblem(with: root + "/Other/Sources/a.swift") == nil)
    }

    @Test func findsTheFirstGitComponent() {
        #expect(ProjectConfinement.gitEntry(in: ".git") == ".git")
        #expect(ProjectConfinement.gitEntry(in: "a/.git/b/.git/c") == "a/.git")
        #expect(ProjectConfinement.gitEntry(in: "/x/.git") == "/x/.git")
        #expect(ProjectConfinement.gitEntry(in: "a/.gitx/.git_/x.git") == nil)
        #expect(ProjectConfinement.gitEntry(in: "") == nil)
        #if canImport(Darwin)
            #expect(ProjectConfinement.gitEntry(in: "a/.GIT/config") == "a/.GIT")
        #endif
    }
}
