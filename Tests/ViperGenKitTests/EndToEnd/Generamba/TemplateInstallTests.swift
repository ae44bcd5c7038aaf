import Foundation
import Testing
import ViperGenTestSupport

/// `viper-gen templates install` with local folders and local git repositories (`file://`), never the network.
/// `git` must be installed: without it these tests fail rather than skip.
@Suite struct TemplateInstallTests {
    /// Runs git in `directory`, failing the test on any error.
    private func git(_ arguments: [String], in directory: URL) throws {
        let result = try runProcess(executableInPath("git"), arguments, in: directory)
        #expect(result.status == 0, "git \(arguments): \(result.standardError)")
    }

    /// A bare repository at `directory/name.git` whose branch `main` holds `files`; returns its `file://` URL.
    private func bareRepository(_ name: String, files: [String: String], in directory: URL) throws -> String {
        let work = directory.appending(path: "\(name)-work")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        for (path, text) in files {
            let url = work.appending(path: path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        let bare = directory.appending(path: "\(name).git")
        try git(["init", "--quiet", "--bare", "-b", "main", bare.path], in: directory)
        try git(["init", "--quiet", "-b", "main"], in: work)
        try git(["add", "-A"], in: work)
        try git(
            ["-c", "user.name=T", "-c", "user.email=t@example.invalid", "commit", "--quiet", "-m", "set"], in: work)
        try git(["push", "--quiet", bare.path, "main"], in: work)
        return "file://" + bare.path
    }

    private func set(_ name: String, body: String = "// {{ module_info.name }}\n") -> [String: String] {
        [
            "\(name).rambaspec":
                "name: \(name)\nauthor: T\nversion: 1\ncode_files:\n"
                + "- {name: File.swift, path: file.liquid}\n",
            "file.liquid": body,
        ]
    }

    @Test func installsLocalGitAndCatalogueSetsAllOrNothing() throws {
        let directory = try TemporaryDirectory()
        let sources = directory.url.appending(path: "sources")
        let project = directory.url.appending(path: "app")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(
            at: project.appending(path: "local/mine"), withIntermediateDirectories: true)
        for (path, text) in set("mine") { try Data(text.utf8).write(to: project.appending(path: "local/mine/\(path)")) }
        let gitURL = try bareRepository("remote_set", files: set("remote_set"), in: sources)
        var catalogue: [String: String] = [:]
        for (path, text) in set("listed") { catalogue["listed/\(path)"] = text }
        let catalogueURL = try bareRepository("catalog", files: catalogue, in: sources)
        let rambafile = """
            project_name: App
            catalogs:
            - '\(catalogueURL)'
            templates:
            - {name: mine, local: local/mine}
            - {name: remote_set, git: '\(gitURL)', branch: main}
            - {name: listed}

            """
        try Data(rambafile.utf8).write(to: project.appending(path: "Rambafile"))

        let first = runCommand(["templates", "install"], in: project)
        #expect(
            first
                == ProcessResult(
                    status: 0,
                    standardOutput:
                        "installed Templates/mine\ninstalled Templates/remote_set\ninstalled Templates/listed\n",
                    standardError: ""))
        // Each set's files, and the record of what was installed (`.viper-gen-installed`, hidden from the set).
        for name in ["mine", "remote_set", "listed"] {
            var tree = snapshotTree(project.appending(path: "Templates/\(name)"))
            let record = tree.removeValue(forKey: ".viper-gen-installed")
            #expect(tree == set(name))
            #expect(record?.contains(" \(name).rambaspec\n") == true)
        }
        let listing = runCommand(["templates"], in: project)
        #expect(listing.standardOutput.contains("listed (\(project.standardizedFileURL.path)/Templates/listed): \n"))

        // Installed again with the same files: nothing to do.
        let second = runCommand(["templates", "install"], in: project)
        #expect(
            second.standardOutput
                == "unchanged Templates/mine\nunchanged Templates/remote_set\nunchanged Templates/listed\n")

        // A set that differs is replaced only with --force; a file the install never wrote stays, and is named.
        try Data("// edited\n".utf8).write(to: project.appending(path: "Templates/mine/file.liquid"))
        try Data("// stale\n".utf8).write(to: project.appending(path: "Templates/mine/old.liquid"))
        let before = try treeListing(project)
        let refused = runCommand(["templates", "install"], in: project)
        #expect(
            refused
                == ProcessResult(
                    status: 73, standardOutput: "",
                    standardError:
                        "viper-gen: error: \(project.standardizedFileURL.path)/Templates/mine is installed and "
                        + "differs from the folder local/mine; use --force to replace it\n"
                ))
        #expect(try treeListing(project) == before)
        let forced = runCommand(["templates", "install", "--force"], in: project)
        #expect(
            forced.standardOutput
                == "replaced Templates/mine\nunchanged Templates/remote_set\nunchanged Templates/listed\n"
                + "kept Templates/mine/old.liquid (viper-gen did not install it; the new version does not have it)\n")
        var tree = snapshotTree(project.appending(path: "Templates/mine"))
        tree[".viper-gen-installed"] = nil
        #expect(tree == set("mine").merging(["old.liquid": "// stale\n"]) { $1 })
    }

    @Test func aFailedCloneWritesNothing() throws {
        let directory = try TemporaryDirectory()
        let project = directory.url
        try FileManager.default.createDirectory(
            at: project.appending(path: "local/mine"), withIntermediateDirectories: true)
        for (path, text) in set("mine") { try Data(text.utf8).write(to: project.appending(path: "local/mine/\(path)")) }
        let missing = "file://\(project.path)/nowhere.git"
        try Data(
            "templates:\n- {name: mine, local: local/mine}\n- {name: gone, git: '\(missing)', branch: dev}\n".utf8
        ).write(to: project.appending(path: "Rambafile"))
        let before = try treeListing(project)
        let result = runCommand(["templates", "install"], in: project)
        #expect(result.status == 74 && result.standardOutput == "")
        #expect(
            result.standardError.hasPrefix(
                "viper-gen: error: \(project.path)/Rambafile:3:3: cannot clone \(missing) (branch dev) for "
                    + "template 'gone': git says: "
            ))
        #expect(try treeListing(project) == before)
    }

    /// A set folder that is a link to a folder outside `Templates/` (a shared checkout) is never written through.
    @Test func aLinkedSetFolderLeadingOutIsNotWrittenThrough() throws {
        let directory = try TemporaryDirectory()
        let project = directory.url.appending(path: "app")
        let shared = directory.url.appending(path: "shared/mine")
        try FileManager.default.createDirectory(at: shared, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(
            at: project.appending(path: "local/mine"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(
            at: project.appending(path: "Templates"), withIntermediateDirectories: true)
        for (path, text) in set("mine") { try Data(text.utf8).write(to: project.appending(path: "local/mine/\(path)")) }
        try FileManager.default.createSymbolicLink(
            at: project.appending(path: "Templates/mine"), withDestinationURL: shared)
        try Data("templates:\n- {name: mine, local: local/mine}\n".utf8).write(to: project.appending(path: "Rambafile"))
        let before = try treeListing(directory.url)
        let result = runCommand(["templates", "install", "--force"], in: project)
        #expect(result.status == 65 && result.standardOutput == "")
        #expect(
            result.standardError
                == "viper-gen: error: \(project.path)/Templates/mine leads outside the project \(project.path) through "
                + "the symbolic link \(project.path)/Templates/mine (to \(realPath(shared))); refused, nothing was written; "
                + "viper-gen works only inside the project: run it from the real folder, or replace the link with a "
                + "folder\n")
        #expect(try treeListing(directory.url) == before)
    }
}
