import Foundation
import Testing

@testable import ViperGenFormats
@testable import ViperGenGeneration
@testable import ViperGenMerge
@testable import ViperGenSupport
@testable import ViperGenUpkeep

/// `resolve`'s planning, below the command line: the exact change set it makes of a module's files, and the problems
/// that stop it before anything is written.
@Suite struct ConflictResolutionPlannerTests {
    static let module = LockedModule(
        name: "Search",
        template: LockedTemplate(name: "viper", source: "built-in", version: nil, contentHash: "ab"),
        inputs: LockedInputs(output: "Sources", testsOutput: "Tests"), files: [])

    /// A file with two blocks (one without a base section, one with a byte that is not UTF-8 around it) becomes one
    /// write of the side taken, replacing only the bytes read; a file without blocks is left out.
    @Test func twoBlocksBecomeOneWriteOfTheSideTaken() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let conflicted: [UInt8] =
            Array(
                "final class SearchPresenter {\n<<<<<<< yours\n    func load() {}\n||||||| base\n=======\n"
                    .utf8) + Array("    let limit = 20\n>>>>>>> template\n    // caf".utf8) + [0xE9]
            + Array("\r\n<<<<<<< yours\n    let a = 1\r\n=======\n    let a = 2\r\n>>>>>>> template\n}\n".utf8)
        let theirs: [UInt8] =
            Array("final class SearchPresenter {\n    let limit = 20\n    // caf".utf8) + [0xE9]
            + Array("\r\n    let a = 2\r\n}\n".utf8)
        try Data(conflicted).write(to: folder.appending(path: "Sources/SearchPresenter.swift"))
        try Data("let calm = 1\n".utf8).write(to: folder.appending(path: "Sources/SearchView.swift"))
        let recorder = ModuleRecorder(lockDirectory: folder)

        let result = try ConflictResolutionPlanner(recorder: recorder).plan(
            ["Sources/SearchView.swift", "Sources/SearchPresenter.swift"], of: Self.module, taking: .theirs)

        #expect(
            result.files == [
                .init(
                    path: "Sources/SearchPresenter.swift", conflicts: 2,
                    outcomes: [
                        .init(line: 2, kept: ["    let limit = 20"], dropped: ["    func load() {}"]),
                        .init(line: 9, kept: ["    let a = 2"], dropped: ["    let a = 1"]),
                    ])
            ])
        let changes = try #require(result.changes)
        #expect(
            changes.files == [
                ChangeSet.File(
                    root: folder, relativePath: "Sources/SearchPresenter.swift", bytes: theirs, kind: .code,
                    module: "Search", replacesExistingFile: true, expectedContents: conflicted)
            ])
        #expect(changes.confinement == recorder.confinement)
        #expect(changes.folders.isEmpty && changes.deletions.isEmpty && changes.emptiedFolders.isEmpty)
        #expect(changes.recordFiles.isEmpty, "the lockfile and the base stay")
        #expect(changes.xcodeProjects.isEmpty && changes.packageManifest == nil)
    }

    /// Files without blocks plan nothing to write.
    @Test func filesWithoutBlocksPlanNoChanges() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("let calm = 1\n".utf8).write(to: folder.appending(path: "Sources/SearchView.swift"))
        let result = try ConflictResolutionPlanner(recorder: ModuleRecorder(lockDirectory: folder)).plan(
            ["Sources/SearchView.swift"], of: Self.module, taking: .yours)
        #expect(result.files.isEmpty)
        #expect(result.changes == nil)
    }

    /// A block that does not end is named at the line it starts on, a file that cannot be read by its path; every
    /// problem is reported at once, and nothing is planned.
    @Test func anUnfinishedBlockAndAnUnreadableFileStopThePlan() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let resolvable = "<<<<<<< yours\na\n=======\nb\n>>>>>>> template\n"
        try Data(resolvable.utf8).write(to: folder.appending(path: "Sources/A.swift"))
        try Data("let a = 1\n\n<<<<<<< yours\nmine\n=======\ntheirs\n".utf8).write(
            to: folder.appending(path: "Sources/B.swift"))
        let planner = ConflictResolutionPlanner(recorder: ModuleRecorder(lockDirectory: folder))
        #expect(
            throws: Diagnostics([
                Diagnostic(
                    .data,
                    "\(folder.path)/Sources/B.swift:3: a conflict block starts here and does not end with a "
                        + ">>>>>>> line; resolve this file by hand; nothing was written"),
                Diagnostic(.io, "\(folder.path)/Sources/Gone.swift: cannot read the file; check that it exists"),
            ])
        ) {
            try planner.plan(
                ["Sources/A.swift", "Sources/B.swift", "Sources/Gone.swift"], of: Self.module, taking: .yours)
        }
    }

    static func folder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appending(path: "resolve-planner-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: folder.appending(path: "Sources"), withIntermediateDirectories: true)
        return folder
    }
}
