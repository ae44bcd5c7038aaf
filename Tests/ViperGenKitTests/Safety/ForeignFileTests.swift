import Foundation
import Testing
import ViperGenTestSupport

/// Issue 30, case 10: a file new in the set, at a path that already held the user's own file, was merged into it
/// with an empty base and taken over. Such a file is refused, and created once the user's file is moved away.
@Suite struct ForeignFileTests {
    @Test func aFileViperGenDidNotWriteIsNeverTakenOver() throws {
        let repository = try HostileRepository()
        try repository.succeed(["module", "Search", "-q"])
        try repository.write("Sources/Search/SearchRouter.swift", "// mine\n")
        try repository.writeSet(
            extraFiles: [("Router.liquid", "{{ module.name }}/{{ module.name }}Router.swift", "// router\n")])
        let before = try treeListing(repository.directory.url)
        let path = repository.project.path + "/Sources/Search/SearchRouter.swift"
        for arguments in [["update", "--dry-run"], ["update"]] {
            #expect(
                repository.run(arguments)
                    == ProcessResult(
                        status: 73, standardOutput: "",
                        standardError:
                            "viper-gen: error: \(path) holds a file viper-gen did not write, and module Search's set "
                            + "now makes a file there; nothing was written; move your file away (or rename it), then "
                            + "run 'viper-gen update Search' again\n"))
        }
        #expect(try treeListing(repository.directory.url) == before)
        try FileManager.default.moveItem(
            atPath: path, toPath: repository.project.path + "/Sources/Search/MyRouter.swift")
        #expect(
            repository.run(["update"])
                == ProcessResult(
                    status: 0, standardOutput: "create Sources/Search/SearchRouter.swift (new in the set)\n",
                    standardError: ""))
        #expect(repository.read("Sources/Search/MyRouter.swift") == "// mine\n")
    }
}
