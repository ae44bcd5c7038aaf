import Foundation
import Testing
import ViperGenTestSupport

/// Issue 30, case 1: `templates install --force` with a committed `Templates -> ../Home` link and a set named
/// `Documents` used to replace `~/Documents` and delete its files. The installed set's folder is resolved first and
/// refused when it leads out of the project; a set installed inside loses only the files it had.
@Suite struct InstallThroughLinkTests {
    private func repository() throws -> HostileRepository {
        let repository = try HostileRepository(config: nil)
        try repository.write(
            "Rambafile", "project_name: App\ntemplates:\n- {name: Documents, local: local/Documents}\n")
        try repository.write(
            "local/Documents/Documents.rambaspec",
            "name: Documents\nauthor: T\nversion: 1\ncode_files:\n- {name: File.swift, path: file.liquid}\n")
        try repository.write("local/Documents/file.liquid", "// {{ module_info.name }}\n")
        return repository
    }

    @Test func aTemplatesLinkLeadingOutOfTheProjectIsRefusedWithForce() throws {
        let repository = try repository()
        try repository.link("Templates", to: "../Home")
        let home = try repository.homeListing()
        let project = repository.project.path
        for arguments in [["templates", "install", "--force"], ["templates", "install"]] {
            #expect(
                repository.run(arguments)
                    == ProcessResult(
                        status: 65, standardOutput: "",
                        standardError:
                            "viper-gen: error: \(project)/Templates/Documents leads outside the project \(project) "
                            + "through the symbolic link \(project)/Templates (to \(repository.realHome)); refused, "
                            + "nothing was written; viper-gen works only inside the project: run it from the real "
                            + "folder, or replace the link with a folder\n"))
        }
        #expect(try repository.homeListing() == home)
    }

    @Test func aSetInstalledInsideLosesOnlyItsOwnOldFiles() throws {
        let repository = try repository()
        try repository.write("local/Documents/old.liquid", "// stale\n")
        try repository.write("local/Documents/edited.liquid", "// mine\n")
        try repository.succeed(["templates", "install"])
        #expect(
            repository.read("Templates/Documents/.viper-gen-installed")?.contains(
                "\(HostileRepository.sha256("// stale\n")) old.liquid\n") == true)
        // Files viper-gen never wrote, and one it wrote but someone edited since: never deleted.
        try repository.write("Templates/Documents/README.md", "# our notes\n")
        try repository.write("Templates/Documents/notes/todo.md", "- todo\n")
        try repository.write("Templates/Documents/edited.liquid", "// edited\n")
        for path in ["old.liquid", "edited.liquid"] {
            try FileManager.default.removeItem(at: repository.project.appending(path: "local/Documents/\(path)"))
        }
        let home = try repository.homeListing()
        #expect(
            repository.run(["templates", "install", "--force"])
                == ProcessResult(
                    status: 0,
                    standardOutput: """
                        replaced Templates/Documents
                        removed Templates/Documents/old.liquid
                        kept Templates/Documents/README.md (viper-gen did not install it; the new version does not have it)
                        kept Templates/Documents/edited.liquid (edited since installed; the new version does not have it)
                        kept Templates/Documents/notes/todo.md (viper-gen did not install it; the new version does not have it)

                        """,
                    standardError: ""))
        #expect(repository.read("Templates/Documents/old.liquid") == nil)
        #expect(repository.read("Templates/Documents/README.md") == "# our notes\n")
        #expect(repository.read("Templates/Documents/notes/todo.md") == "- todo\n")
        #expect(repository.read("Templates/Documents/edited.liquid") == "// edited\n")
        #expect(repository.read("Templates/Documents/file.liquid") == "// {{ module_info.name }}\n")
        // What is left over is not the set's: the set is up to date.
        #expect(
            repository.run(["templates", "install"])
                == ProcessResult(status: 0, standardOutput: "unchanged Templates/Documents\n", standardError: ""))
        #expect(try repository.homeListing() == home)
    }
}
