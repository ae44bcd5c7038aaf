import Foundation
import Testing
import ViperGenTestSupport
import ViperGenWriting

@testable import ViperGenFormats
@testable import ViperGenGeneration
@testable import ViperGenSupport
@testable import ViperGenTemplateSets

/// Planning a set's support files: rendered once for the run's modules whose condition holds, then written,
/// adopted, joined or kept by what the disk and the lockfile hold.
@Suite struct SupportFilesTests {
    /// A project folder with the set `kit` (one module file, two support files, one for `ui=swiftui` only).
    struct Project {
        let folder: URL
        var library: TemplateLibrary { TemplateLibrary(searchDirectories: [folder.appending(path: "sets")]) }

        init() throws {
            folder = FileManager.default.temporaryDirectory.appending(path: "support-files-\(UUID().uuidString)")
            let set = folder.appending(path: "sets/kit")
            try FileManager.default.createDirectory(
                at: set.appending(path: "support"), withIntermediateDirectories: true)
            let files = [
                "template.json": """
                { "name": "kit",
                  "parameters": [{ "name": "ui", "type": "choice", "choices": ["swiftui", "uikit"], "default": "uikit" }],
                  "files": [{ "source": "P.swift.liquid", "output": "{{ module.name }}/{{ module.name }}P.swift" }],
                  "support": [
                    { "source": "support/M.swift.liquid", "output": "VIPER/Module.swift" },
                    { "source": "support/H.swift.liquid", "output": "VIPER/Host.swift", "condition": "params.ui == 'swiftui'" }
                  ] }
                """,
                "P.swift.liquid": "final class {{ module.name }}P {}\n",
                "support/M.swift.liquid": "protocol Module {} // {{ target }}\n",
                "support/H.swift.liquid": "struct Host {}\n",
            ]
            for (path, text) in files { try Data(text.utf8).write(to: set.appending(path: path)) }
        }

        func request(_ names: [String], ui: String = "uikit") -> GenerationRequest {
            var request = GenerationRequest(
                moduleNames: names, templateName: "kit", parameterAssignments: [("ui", ui)], projectName: "App",
                target: "App", codeDirectory: folder.appending(path: "Sources"),
                testsDirectory: folder.appending(path: "Tests"), date: GenerationDate(year: 2026, month: 11, day: 22))
            request.lockDirectory = folder
            return request
        }

        func plan(_ names: [String], ui: String = "uikit") throws(Diagnostics) -> GenerationPlan {
            try GenerationPlanner(library: library).plan(request(names, ui: ui))
        }

        func read(_ path: String) -> String? {
            FileManager.default.contents(atPath: folder.appending(path: path).path).map {
                String(decoding: $0, as: UTF8.self)
            }
        }
    }

    @Test func aSupportFileIsRenderedOnceForTheModulesWhoseConditionHolds() throws {
        let project = try Project()
        defer { try? FileManager.default.removeItem(at: project.folder) }
        let plan = try project.plan(["Search", "Cart"])
        #expect(plan.support.map(\.relativePath) == ["VIPER/Module.swift"])
        #expect(plan.support.map(\.modules) == [["Search", "Cart"]])
        #expect(plan.support.map(\.action) == [.write])
        #expect(plan.files.map(\.relativePath) == ["Search/SearchP.swift", "Cart/CartP.swift", "VIPER/Module.swift"])
        #expect(plan.files.last?.module == "")
        #expect(plan.files.last?.contents == "protocol Module {} // App\n")
        let swiftUI = try project.plan(["Feed"], ui: "swiftui")
        #expect(swiftUI.support.map(\.relativePath) == ["VIPER/Module.swift", "VIPER/Host.swift"])
    }

    @Test func aLaterRunJoinsKeepsOrRefusesByWhatTheDiskHolds() throws {
        let project = try Project()
        defer { try? FileManager.default.removeItem(at: project.folder) }
        try PlanWriter(journalKey: JournalKey(environment: testEnvironment)).write(try project.plan(["Search"]))
        #expect(
            project.read("viper-gen.lock")?.contains(#""modules": ["Search"], "path": "Sources/VIPER/Module.swift""#)
                == true)
        let joined = try project.plan(["Cart"])
        #expect(joined.support.map(\.action) == [.join])
        #expect(joined.notes == [])
        #expect(!joined.files.contains { $0.relativePath == "VIPER/Module.swift" })
        // Edited: kept as it is, with a note.
        try Data("// mine\n".utf8).write(to: project.folder.appending(path: "Sources/VIPER/Module.swift"))
        let kept = try project.plan(["Cart"])
        #expect(kept.support.map(\.action) == [.keep])
        #expect(
            kept.notes == [
                "Sources/VIPER/Module.swift differs from what template set 'kit' makes now (edited, or the set "
                    + "changed), so it was not rewritten; Cart uses it as it is; run "
                    + "'\(Remedy.command(.update))' to merge the set's version into it"
            ])
        // Not recorded, and other bytes: refused as any existing file.
        try FileManager.default.removeItem(at: project.folder.appending(path: "viper-gen.lock"))
        do {
            _ = try project.plan(["Cart"])
            Issue.record("an unrecorded support file with other bytes was not refused")
        } catch {
            let path = project.folder.appending(path: "Sources/VIPER/Module.swift").path
            #expect(
                error.problems == [
                    Diagnostic(.cannotCreate, "\(path) already exists; use \(Remedy.option(.force)) to replace it")
                ])
        }
    }

    @Test func lintWarnsWhereASupportTemplateReadsTheModule() throws {
        let project = try Project()
        defer { try? FileManager.default.removeItem(at: project.folder) }
        try Data("protocol {{ module.name }}Module {}\n".utf8).write(
            to: project.folder.appending(path: "sets/kit/support/H.swift.liquid"))
        let report = TemplateLinter().lint(directory: project.folder.appending(path: "sets/kit"))
        #expect(report.problems == [])
        #expect(
            report.warnings.map(\.message) == [
                "support file support/H.swift.liquid reads 'module.': it is written once for all the modules of a "
                    + "target, with the first module's variables; use params, project and target instead"
            ])
        #expect(report.warnings.first?.location.map { [$0.line, $0.column] } == [1, 13])
    }
}
