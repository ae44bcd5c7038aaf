import Foundation
import Testing
import ViperGenTestSupport

/// `module` for a module the lockfile records already: it says the module is recorded and names the commands that
/// keep it, instead of a line for each of its files; `--force` never replaces the module's edits without naming them.
@Suite struct RecordedModuleAgainTests {
    private static let arguments = ["module", "Search", "--param", "ui=none", "--param", "tests=none", "-q"]

    /// A folder holding the recorded module Search.
    private func recordedSearch() throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        let made = runCommand(Self.arguments, in: directory.url)
        try #require(made.status == 0, "\(made.standardError)")
        return directory
    }

    @Test func makingARecordedModuleAgainPointsToUpdateCheckAndRemove() throws {
        let directory = try recordedSearch()
        let presenter = directory.url.appending(path: "Search/SearchPresenter.swift")
        try Data("// mine\n".utf8).write(to: presenter)
        let before = snapshotTree(directory.url)

        let again = runCommand(Array(Self.arguments.dropLast()), in: directory.url)

        #expect(again.status == 73)
        #expect(again.standardOutput == "")
        #expect(
            again.standardError
                == "viper-gen: error: module Search is recorded in \(directory.url.path)/viper-gen.lock already; "
                + "nothing was written: 'viper-gen update Search' brings it up to date with its template set and "
                + "keeps your edits, 'viper-gen check' shows what changed, 'viper-gen remove Search' removes it, and "
                + "--force writes it afresh\n")
        #expect(snapshotTree(directory.url) == before)
    }

    @Test func forceRefusesToReplaceTheEditsOfARecordedModuleAndNamesEachEditedFile() throws {
        let directory = try recordedSearch()
        let presenter = directory.url.appending(path: "Search/SearchPresenter.swift")
        let view = directory.url.appending(path: "Search/SearchView.swift")
        for file in [presenter, view] {
            let handle = try FileHandle(forWritingTo: file)
            try handle.seekToEnd()
            try handle.write(contentsOf: Data("// mine\n".utf8))
            try handle.close()
        }
        let before = snapshotTree(directory.url)

        let forced = runCommand(Self.arguments + ["--force"], in: directory.url)

        #expect(forced.status == 73)
        let remedy =
            " was edited since viper-gen wrote it; --force does not replace a recorded module's edits: keep them "
            + "with 'viper-gen update Search', or discard them with 'viper-gen remove Search --force' and then "
            + "'viper-gen module Search'\n"
        #expect(
            forced.standardError
                == "viper-gen: error: \(view.path)\(remedy)viper-gen: error: \(presenter.path)\(remedy)")
        #expect(snapshotTree(directory.url) == before)

        // The explicit way to start afresh, which the message names.
        #expect(runCommand(["remove", "Search", "--force", "-q"], in: directory.url).status == 0)
        #expect(runCommand(Self.arguments, in: directory.url).status == 0)
        #expect(snapshotTree(directory.url)["Search/SearchPresenter.swift"]?.hasSuffix("// mine\n") == false)
    }

    @Test func forceRewritesARecordedModuleNobodyEdited() throws {
        let directory = try recordedSearch()
        let before = snapshotTree(directory.url)

        let forced = runCommand(Array(Self.arguments.dropLast()) + ["--force"], in: directory.url)

        #expect(forced.status == 0, "\(forced.standardError)")
        #expect(forced.standardOutput.contains("replaced Search/SearchPresenter.swift\n"))
        #expect(snapshotTree(directory.url) == before)
    }
}
