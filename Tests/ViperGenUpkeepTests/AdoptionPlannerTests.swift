import Foundation
import Testing
import ViperGenTestSupport
import ViperGenWriting

@testable import ViperGenFormats
@testable import ViperGenGeneration
@testable import ViperGenSupport
@testable import ViperGenTemplateSets
@testable import ViperGenUpkeep

/// `adopt`'s planning, below the command line: the refusal of a module recorded already (its remedies typed, never
/// spelled), and a forced adoption that records the module again from its recorded inputs, writing only the
/// lockfile and the base.
@Suite struct AdoptionPlannerTests {
    /// A project with module Search generated and recorded by the built-in `viper` set.
    private struct Project {
        let folder: URL
        let request: GenerationRequest
        var recorder: ModuleRecorder { ModuleRecorder(lockDirectory: folder) }

        init() throws {
            folder = FileManager.default.temporaryDirectory.appending(path: "adoption-planner-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            var request = GenerationRequest(
                moduleNames: ["Search"], author: "Jane Appleseed", projectName: "App", target: "App",
                codeDirectory: folder.appending(path: "Sources"), testsDirectory: folder.appending(path: "Tests"),
                date: GenerationDate(year: 2026, month: 11, day: 22))
            request.lockDirectory = folder
            try PlanWriter(journalKey: JournalKey(environment: testEnvironment)).write(
                try GenerationPlanner().plan(request))
            self.request = request
        }
    }

    @Test func aModuleRecordedAlreadyIsRefusedWithTypedRemedies() throws {
        let project = try Project()
        defer { try? FileManager.default.removeItem(at: project.folder) }
        let planner = AdoptionPlanner(recorder: project.recorder, library: TemplateLibrary())
        let expected = Diagnostic(
            .usage,
            "\(project.recorder.lockfileURL.path): module Search is recorded already; run "
                + "'\(Remedy.command(.update, arguments: ["Search"]))' to bring it up to date, or "
                + "'\(Remedy.command(.adopt, arguments: ["Search"], options: [.force]))' to record it again (its "
                + "files stay as they are)")
        #expect(throws: Diagnostics([expected])) {
            try planner.plan(AdoptionPlanner.Request(name: "Search", request: project.request))
        }
        #expect(!expected.message.contains("viper-gen ") && !expected.message.contains("--force"))
    }

    /// Forced and not reshaped, the module is rendered from its lockfile entry (not from the request, whose author
    /// and prefix differ): its files equal that render, and only the lockfile and the base are written.
    @Test func aForcedAdoptionRecordsAgainFromTheRecordedInputs() throws {
        let project = try Project()
        defer { try? FileManager.default.removeItem(at: project.folder) }
        let recorded = try #require(try project.recorder.load().lockfile.modules["Search"])
        var request = project.request
        request.author = "Someone Else"
        request.prefix = "XY"
        var asked = AdoptionPlanner.Request(name: "Search", request: request)
        asked.force = true

        let planned = try AdoptionPlanner(recorder: project.recorder, library: TemplateLibrary()).plan(asked)

        #expect(planned.set.name == "viper")
        #expect(planned.adoption.request.author == "Jane Appleseed" && planned.adoption.request.prefix == "")
        #expect(!planned.adoption.files.isEmpty && planned.adoption.files.allSatisfy { $0.state == .same })
        #expect(planned.adoption.entry.files == recorded.files)
        #expect(planned.changes.files.isEmpty, "no file of the module is written")
        #expect(planned.changes.deletions.isEmpty && planned.changes.xcodeProjects.isEmpty)
        #expect(
            planned.changes.recordFiles.map(\.relativePath) == [Lockfile.fileName, Lockfile.basePath(of: "Search")])
        #expect(planned.changes.confinement == project.recorder.confinement)
    }
}
