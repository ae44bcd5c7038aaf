import Foundation
import Testing
import ViperGenTestSupport

/// Issue 30, case 3: a lockfile module key `"../../Home/outside/evil"` made `remove` delete `outside/evil.base`. A
/// module key names a base file, so it must be a module name: anything else is refused when the lockfile is read.
@Suite struct ModuleKeyPathTests {
    @Test func aModuleKeyThatIsAPathIsRefusedByEveryLockfileCommand() throws {
        let repository = try HostileRepository()
        try repository.succeed(["module", "Search", "-q"])
        try repository.editLockfile(#""Search": {"#, #""../../Home/outside/evil": {"#)
        let text = try #require(repository.read("viper-gen.lock"))
        let line = try #require(
            text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains("evil") })
        let home = try repository.homeListing()
        for arguments in [["remove", "../../Home/outside/evil", "--force"], ["update"], ["check"]] {
            #expect(
                repository.run(arguments)
                    == ProcessResult(
                        status: 65, standardOutput: "",
                        standardError:
                            "\(repository.lockfilePath):\(line + 1):5: error: module \"../../Home/outside/evil\" is "
                            + "not a module name (letters, digits and '_', not starting with a digit); restore the "
                            + "lockfile from git\n    \"../../Home/outside/evil\": {\n    ^\n"))
        }
        #expect(try repository.homeListing() == home)
    }
}
