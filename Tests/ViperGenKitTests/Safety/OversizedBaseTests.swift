import Foundation
import Testing
import ViperGenTestSupport

/// Issue 50: a base file grown to 1 GB (sparse: a few MB in git) made `check`, `modules`, `update` and `remove` read
/// it whole, twice over (2 GB), though the lockfile records every file's size. A base is now read no further than
/// the size the lockfile records for it: `update` and `remove` refuse a larger one unread (65), naming both sizes,
/// and `check` reports it as not matching the lockfile.
@Suite struct OversizedBaseTests {
    @Test func aBaseLargerThanRecordedIsRefusedUnread() throws {
        let repository = try HostileRepository()
        try repository.succeed(["module", "Search", "-q"])
        let recorded = try #require(repository.read("viper-gen.bases/Search.base")).utf8.count
        let base = repository.project.appending(path: "viper-gen.bases/Search.base")
        let handle = try FileHandle(forWritingTo: base)
        try handle.truncate(atOffset: 1 << 30)
        try handle.close()
        let home = try repository.homeListing()
        let before = try treeListing(repository.project)
        let refusal =
            "viper-gen: error: \(base.path): the base of module Search is 1073741824 bytes, but viper-gen.lock "
            + "records \(recorded) bytes for it; refused unread; restore both from git, or run "
            + "'viper-gen adopt Search --force'\n"
        for command in [["update"], ["remove", "Search"]] {
            #expect(
                repository.run(command) == ProcessResult(status: 65, standardOutput: "", standardError: refusal),
                "\(command)")
        }
        #expect(
            repository.run(["check"])
                == ProcessResult(
                    status: 1,
                    standardOutput:
                        "Search: its base viper-gen.bases/Search.base does not match viper-gen.lock; restore "
                        + "viper-gen.bases/ from git (commit it with viper-gen.lock), or run 'viper-gen adopt Search "
                        + "--force' to record the module again\n1 of 1 recorded modules need attention\n",
                    standardError: ""))
        #expect(try treeListing(repository.project) == before)
        #expect(try repository.homeListing() == home)
    }
}
