import Foundation
import Testing
import ViperGenTestSupport
import ViperGenWriting

@testable import ViperGenGeneration
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
        ) { try PlanWriter(journalKey: JournalKey(environment: testEnvironment)).write(plan) }
        #expect(snapshotTree(folder.url) == before)
    }

    /// A file that an insertion edits (a parent's router) and that changes after planning is not overwritten: the
    /// run stops before moving anything, the edit stays, and none of the new module's files are written.
    @Test func anInsertionTargetEditedAfterPlanningIsNotOverwritten() throws {
        let folder = try TemporaryDirectory()
        func request(_ module: String, _ parameters: [String: String]) -> GenerationRequest {
            var request = GenerationRequest(
                moduleNames: [module], projectName: "App", target: "App",
                codeDirectory: folder.url.appending(path: "Sources"),
                testsDirectory: folder.url.appending(path: "Tests"),
                date: GenerationDate(year: 2026, month: 11, day: 22))
            request.parameterAssignments = parameters.sorted { $0.key < $1.key }.map {
                ParameterAssignment($0.key, .text($0.value))
            }
            return request
        }
        try PlanWriter(journalKey: JournalKey(environment: testEnvironment)).write(
            try GenerationPlanner().plan(request("List", ["ui": "none"])))
        let plan = try GenerationPlanner().plan(request("Detail", ["ui": "none", "parent": "List"]))
        let router = folder.url.appending(path: "Sources/List/ListRouter.swift")
        #expect(plan.insertionEdits.contains { $0.url.standardizedFileURL == router.standardizedFileURL })
        try Data((try String(contentsOf: router, encoding: .utf8) + "// edited meanwhile\n").utf8).write(to: router)
        let before = snapshotTree(folder.url)
        #expect(
            throws: Diagnostics([
                Diagnostic(
                    .cannotCreate,
                    "\(router.standardizedFileURL.path) changed on disk while viper-gen was working; nothing was "
                        + "written, run again so that it works from the file as it is now")
            ])
        ) { try PlanWriter(journalKey: JournalKey(environment: testEnvironment)).write(plan) }
        #expect(snapshotTree(folder.url) == before)
    }
}
