import Foundation
import Testing

@testable import ViperGenGeneration
@testable import ViperGenKit
@testable import ViperGenSupport

/// What the writer does when the disk changes between planning and writing.
@Suite struct PlanWriterRaceTests {
    /// A file that appears where the plan creates one (an editor saving, another tool) is never replaced: the run
    /// stops before moving anything, and the new file stays as it is.
    @Test func aFileThatAppearedAfterPlanningIsNotReplaced() throws {
        let folder = try TemporaryDirectory()
        try FileManager.default.createDirectory(
            at: folder.url.appending(path: "Sources/Search"), withIntermediateDirectories: true)
        let request = GenerationRequest(
            moduleNames: ["Search"], projectName: "App", target: "App",
            codeDirectory: folder.url.appending(path: "Sources"),
            testsDirectory: folder.url.appending(path: "Tests"), date: GenerationDate(year: 2026, month: 11, day: 22))
        let plan = try GenerationPlanner().plan(request)
        let appeared = folder.url.appending(path: "Sources/Search/SearchPresenter.swift")
        try Data("// written meanwhile\n".utf8).write(to: appeared)
        let before = snapshotTree(folder.url)
        #expect(
            throws: Diagnostics([
                Diagnostic(
                    .cannotCreate,
                    "\(appeared.path) appeared while viper-gen was working; nothing was written, run again (with "
                        + "\(Remedy.option(.force)) to replace it)")
            ])
        ) { try PlanWriter().write(plan) }
        #expect(snapshotTree(folder.url) == before)
    }
}
