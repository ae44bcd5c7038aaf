import Foundation
import Testing
import ViperGenTestSupport

/// Issue 30, case 11: after an `update` that left conflict markers, the next `update` said every module was up to
/// date and exited 0; a later template change nested a second set of markers inside the first. A file with conflict
/// markers counts as conflicted (exit 1, named) and is never merged again until they are resolved.
@Suite struct UnresolvedConflictTests {
    @Test func aConflictedFileIsNeverMergedAgainUntilResolved() throws {
        let repository = try HostileRepository()
        try repository.succeed(["module", "Search", "-q"])
        try repository.write("Sources/Search/SearchPresenter.swift", "final class SearchPresenter { let mine = 1 }\n")
        try repository.writeSet(presenter: "final class {{ module.name }}Presenter { let theirs = 2 }\n")
        let first = repository.run(["update"])
        #expect(first.status == 1)
        let conflicted = try #require(repository.read("Sources/Search/SearchPresenter.swift"))
        #expect(conflicted.hasPrefix("<<<<<<< yours\n"))
        let stillConflicted = ProcessResult(
            status: 1,
            standardOutput:
                "left Sources/Search/SearchPresenter.swift: it still has conflict markers; Search is not updated "
                + "until they are resolved\n",
            standardError:
                "viper-gen: 1 file has conflicts: Sources/Search/SearchPresenter.swift; resolve the <<<<<<< ||||||| "
                + "======= >>>>>>> blocks, or take one side of every block with 'viper-gen resolve Search --ours' "
                + "(yours) or '--theirs' (the template's), then run 'viper-gen check'\n")
        let before = try treeListing(repository.directory.url)
        #expect(repository.run(["update"]) == stillConflicted)
        // A later template change is not merged into the markers either.
        try repository.writeSet(presenter: "final class {{ module.name }}Presenter { let theirs = 3 }\n")
        let changedSet = try treeListing(repository.directory.url)
        #expect(changedSet != before)
        #expect(repository.run(["update"]) == stillConflicted)
        #expect(try treeListing(repository.directory.url) == changedSet)
        #expect(repository.read("Sources/Search/SearchPresenter.swift") == conflicted)
        // Once resolved, the template's change since is merged as usual.
        try repository.write("Sources/Search/SearchPresenter.swift", "final class SearchPresenter { let mine = 1 }\n")
        #expect(repository.run(["update", "-q"]).status == 1)
        #expect(
            repository.read("Sources/Search/SearchPresenter.swift")?.contains("let theirs = 3") == true)
    }

    /// `outdated` named no module and exited 0 while a file still had conflict markers: it names the file, as
    /// `update` does, and exits 1.
    @Test func outdatedNamesAFileWithConflictMarkers() throws {
        let repository = try HostileRepository()
        try repository.succeed(["module", "Search", "-q"])
        try repository.write("Sources/Search/SearchPresenter.swift", "final class SearchPresenter { let mine = 1 }\n")
        try repository.writeSet(presenter: "final class {{ module.name }}Presenter { let theirs = 2 }\n")
        #expect(repository.run(["update", "-q"]).status == 1)
        let home = try repository.homeListing()
        #expect(
            repository.run(["outdated"])
                == ProcessResult(
                    status: 1,
                    standardOutput:
                        "Search (mini)\n  conflict Sources/Search/SearchPresenter.swift: it still has conflict "
                        + "markers; resolve them first\nresolve the conflict markers, then run 'viper-gen update' to "
                        + "bring them up to date\n",
                    standardError: ""))
        let json = repository.run(["outdated", "--json"])
        #expect(json.status == 1)
        #expect(json.standardOutput.contains(#""conflicted" : ["#) || json.standardOutput.contains(#""conflicted":["#))
        #expect(try repository.homeListing() == home)
    }
}
