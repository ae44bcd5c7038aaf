import Foundation
import Testing

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
        try repository.succeed(["templates", "install"])
        try repository.write("Templates/Documents/old.liquid", "// stale\n")
        let home = try repository.homeListing()
        #expect(
            repository.run(["templates", "install", "--force"])
                == ProcessResult(
                    status: 0, standardOutput: "replaced Templates/Documents\nremoved Templates/Documents/old.liquid\n",
                    standardError: ""))
        #expect(repository.read("Templates/Documents/old.liquid") == nil)
        #expect(repository.read("Templates/Documents/file.liquid") == "// {{ module_info.name }}\n")
        #expect(try repository.homeListing() == home)
    }
}
