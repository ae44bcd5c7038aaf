import Foundation
import Testing
import ViperGenTestSupport

/// Issue 30, case 2: `remove` deleted a file outside the project when the lockfile named it through a committed link
/// to a folder outside (with `--force`, any file, and empty folders outside too). Every recorded path is resolved
/// before anything is read, and refused when it leads out.
@Suite struct RemoveThroughLinkTests {
    @Test func aRecordedFileBehindALinkInTheOutputFolderIsRefusedWithAndWithoutForce() throws {
        let repository = try HostileRepository()
        try repository.succeed(["module", "Search", "-q"])
        try repository.link("Sources/ext", to: "../../Home/outside")
        try repository.recordFile("Sources/ext/victim.txt", holding: "victim\n")
        try repository.editLockfile(#""folders": ["#, #""folders": ["Sources/ext/empty", "#)
        let home = try repository.homeListing()
        let project = repository.project.path
        for arguments in [["remove", "Search"], ["remove", "Search", "--force"]] {
            #expect(
                repository.run(arguments)
                    == ProcessResult(
                        status: 65, standardOutput: "",
                        standardError:
                            "viper-gen: error: \(project)/Sources/ext/empty leads outside the project \(project) "
                            + "through the symbolic link \(project)/Sources/ext (to \(repository.realHome)/outside); "
                            + "refused, nothing was written; viper-gen works only inside the project: run it from the "
                            + "real folder, or replace the link with a folder\n"
                            + "viper-gen: error: \(project)/Sources/ext/victim.txt leads outside the project "
                            + "\(project) through the symbolic link \(project)/Sources/ext (to "
                            + "\(repository.realHome)/outside); refused, nothing was written; viper-gen works only "
                            + "inside the project: run it from the real folder, or replace the link with a folder\n"))
        }
        #expect(try repository.homeListing() == home)
        #expect(repository.read("Sources/Search/SearchView.swift") == "struct SearchView {}\n")
    }

    @Test func aRecordedFileOutsideTheModulesOutputFoldersIsRefused() throws {
        let repository = try HostileRepository()
        try repository.succeed(["module", "Search", "-q"])
        try repository.link("ext", to: "../Home/outside")
        try repository.recordFile("ext/victim.txt", holding: "victim\n")
        let home = try repository.homeListing()
        #expect(
            repository.run(["remove", "Search", "--force"])
                == ProcessResult(
                    status: 65, standardOutput: "",
                    standardError:
                        "viper-gen: error: \(repository.lockfilePath): module Search records ext/victim.txt, which "
                        + "lies outside its output folders 'Sources' and 'Sources'; refused, nothing was written; "
                        + "restore viper-gen.lock from git\n"))
        #expect(try repository.homeListing() == home)
    }
}
