import Foundation
import Testing
import ViperGenTestSupport
import ViperGenWriting

@testable import ViperGenFormats
@testable import ViperGenGeneration
@testable import ViperGenSupport
@testable import ViperGenTemplateSets
@testable import ViperGenUpkeep

/// The lifecycle planners on support files: `remove` drops a module from their users and deletes them with the
/// last; `update` merges each once.
@Suite struct SupportFilesUpkeepTests {
    /// A project folder with the set `kit` (one module file, one support file) and modules Search and Cart.
    struct Project {
        let folder: URL
        var library: TemplateLibrary { TemplateLibrary(searchDirectories: [folder.appending(path: "sets")]) }
        var recorder: ModuleRecorder { ModuleRecorder(lockDirectory: folder) }

        init(support: String = "protocol Module {}\n") throws {
            folder = FileManager.default.temporaryDirectory.appending(path: "support-upkeep-\(UUID().uuidString)")
            try FileManager.default.createDirectory(
                at: folder.appending(path: "sets/kit"), withIntermediateDirectories: true)
            try writeSet(support: support)
            for name in ["Search", "Cart"] {
                var request = GenerationRequest(
                    moduleNames: [name], templateName: "kit", projectName: "App", target: "App",
                    codeDirectory: folder.appending(path: "Sources"), testsDirectory: folder.appending(path: "Tests"),
                    date: GenerationDate(year: 2026, month: 11, day: 22))
                request.lockDirectory = folder
                try PlanWriter(journalKey: JournalKey(environment: testEnvironment)).write(
                    try GenerationPlanner(library: library).plan(request))
            }
        }

        func writeSet(support: String) throws {
            let files = [
                "template.json":
                    #"{ "name": "kit", "files": [{ "source": "P.liquid", "output": "{{ module.name }}/P.swift" }], "support": [{ "source": "M.liquid", "output": "VIPER/Module.swift" }] }"#,
                "P.liquid": "final class {{ module.name }}P {}\n", "M.liquid": support,
            ]
            for (path, text) in files { try Data(text.utf8).write(to: folder.appending(path: "sets/kit/\(path)")) }
        }

        func lockfile() throws -> (Lockfile, [UInt8]?) { try recorder.load() }
    }

    @Test func removeDropsTheModuleFromTheUsersAndDeletesTheFileWithTheLast() throws {
        let project = try Project()
        defer { try? FileManager.default.removeItem(at: project.folder) }
        var (lockfile, bytes) = try project.lockfile()
        #expect(lockfile.support.map(\.modules) == [["Cart", "Search"]])
        let first = try ModuleRemovalPlanner(recorder: project.recorder).plan(
            lockfile.modules["Search"]!, in: lockfile, lockfileBytes: bytes, force: false)
        #expect(first.removed == ["Sources/Search/P.swift"])
        #expect(!first.changes.deletions.contains { $0.relativePath == Lockfile.supportBasePath })
        try PlanWriter(journalKey: JournalKey(environment: testEnvironment)).write(first.changes)
        (lockfile, bytes) = try project.lockfile()
        #expect(lockfile.support.map(\.modules) == [["Cart"]])
        let last = try ModuleRemovalPlanner(recorder: project.recorder).plan(
            lockfile.modules["Cart"]!, in: lockfile, lockfileBytes: bytes, force: false)
        #expect(last.removed == ["Sources/Cart/P.swift", "Sources/VIPER/Module.swift"])
        #expect(
            last.changes.deletions.map(\.relativePath).sorted() == [
                "Sources/Cart/P.swift", "Sources/VIPER/Module.swift", "viper-gen.bases/Cart.base",
                "viper-gen.bases/support-files.base", "viper-gen.lock",
            ])
    }

    @Test func updateMergesASupportFileOnceWhateverTheNumberOfItsModules() throws {
        let project = try Project()
        defer { try? FileManager.default.removeItem(at: project.folder) }
        try project.writeSet(support: "protocol Module: Sendable {}\n")
        let (lockfile, bytes) = try project.lockfile()
        let sets = LockedSetResolver(recorder: project.recorder, library: project.library)
        let planner = ModuleUpdatePlanner(recorder: project.recorder, sets: sets, library: project.library)
        let result = try planner.plan(
            lockfile.modules.keys.sorted().map { lockfile.modules[$0]! }, in: lockfile, lockfileBytes: bytes,
            overrides: [], newDate: nil)
        let support = result.files.filter { $0.path == "Sources/VIPER/Module.swift" }
        #expect(support.map(\.action) == [.updated])
        #expect(support.map(\.module) == ["Cart"])
        #expect(
            result.changes.files.filter { $0.relativePath == "VIPER/Module.swift" }.map(\.contents) == [
                "protocol Module: Sendable {}\n"
            ])
        let base = result.changes.recordFiles.first { $0.relativePath == Lockfile.supportBasePath }
        #expect(base?.contents == "protocol Module: Sendable {}\n")
    }
}
