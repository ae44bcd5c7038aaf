import Foundation
import Testing
import ViperGenTestSupport

/// Issue 30, case 4: a recorded output folder that became a committed link made `update` create files in the home
/// (`~/.ssh/authorized_keys`) and merge into `~/.profile`; the same route edited an Xcode project outside. The
/// recorded paths are resolved first: nothing is read or written through the link.
@Suite struct UpdateThroughLinkTests {
    @Test func anOutputFolderThatBecameALinkIsRefused() throws {
        let repository = try HostileRepository()
        try repository.succeed(["module", "Search", "-q"])
        try FileManager.default.removeItem(at: repository.project.appending(path: "Sources"))
        try repository.link("Sources", to: "../Home/.ssh")
        try repository.writeSet(presenter: "// changed\n")
        let home = try repository.homeListing()
        let project = repository.project.path
        let refusal =
            "viper-gen: error: \(project)/Sources leads outside the project \(project) through the symbolic link "
            + "\(project)/Sources (to \(repository.realHome)/.ssh); refused, nothing was written; viper-gen works "
            + "only inside the project: run it from the real folder, or replace the link with a folder\n"
        for arguments in [["update"], ["update", "--dry-run"], ["check"], ["remove", "Search", "--force"]] {
            #expect(repository.run(arguments) == ProcessResult(status: 65, standardOutput: "", standardError: refusal))
        }
        #expect(try repository.homeListing() == home)
    }

    @Test func aRecordedXcodeProjectBehindALinkIsRefused() throws {
        let repository = try HostileRepository()
        try repository.succeed(["module", "Search", "-q"])
        try repository.link("ext", to: "../Home/outside")
        try repository.editLockfile(
            #""testsOutputChosen""#, #""xcode": { "project": "ext/Victim.xcodeproj" }, "testsOutputChosen""#)
        let home = try repository.homeListing()
        let project = repository.project.path
        #expect(
            repository.run(["update"])
                == ProcessResult(
                    status: 65, standardOutput: "",
                    standardError:
                        "viper-gen: error: \(project)/ext/Victim.xcodeproj leads outside the project \(project) "
                        + "through the symbolic link \(project)/ext (to \(repository.realHome)/outside); refused, "
                        + "nothing was written; viper-gen works only inside the project: run it from the real folder, "
                        + "or replace the link with a folder\n"))
        #expect(try repository.homeListing() == home)
    }

    @Test func anOutputPathTypedOutsideTheProjectStillWorks() throws {
        let repository = try HostileRepository()
        let other = repository.directory.url.appending(path: "Other/Sources").standardizedFileURL
        let result = repository.run(["module", "Search", "--output", "../Other/Sources", "-q"])
        #expect(result.status == 0)
        #expect(
            try String(contentsOf: other.appending(path: "Search/SearchView.swift"), encoding: .utf8)
                == "struct SearchView {}\n")
        #expect(repository.read("viper-gen.lock") == nil)
    }
}
