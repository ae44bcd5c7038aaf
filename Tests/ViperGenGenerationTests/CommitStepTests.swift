import Foundation
import Testing
import ViperGenTestSupport

@testable import ViperGenGeneration
@testable import ViperGenSupport
@testable import ViperGenWriting

/// The one commit step of every run: run locks, recovery of killed runs and writing happen there and nowhere else.
@Suite struct CommitStepTests {
    /// Every use of the run lock, of recovery and of the writers, in the sources, is in `CommitStep.swift`, or is
    /// `PlanWriter` handing its plan to `AtomicWriter`.
    @Test func onlyTheCommitStepTakesRunLocksRecoversAndWrites() throws {
        var calls: [String] = []
        for (path, text) in try swiftSources(under: "Sources") {
            for line in text.split(separator: "\n") {
                let code = line.trimmingCharacters(in: .whitespaces)
                guard !code.hasPrefix("///"), !code.hasPrefix("//") else { continue }
                let isCall =
                    code.contains("RunLock.holding(") || code.contains("PlanWriter(")
                    || code.contains("AtomicWriter(")
                    || (code.contains("recoverInterruptedRuns(") && !code.contains("func recoverInterruptedRuns("))
                if isCall { calls.append("\(path): \(code)") }
            }
        }
        #expect(
            calls == [
                "ViperGenGeneration/CommitStep.swift: return try RunLock.holding(places, waiting: surroundings.waiting) {"
                    + " () throws(Diagnostics) -> Result in",
                "ViperGenGeneration/CommitStep.swift: let writer = PlanWriter(journalKey: surroundings.journalKey)",
                "ViperGenGeneration/CommitStep.swift: var warnings = PlanWriter.recoverInterruptedRuns(",
                "ViperGenGeneration/PlanWriter.swift: try AtomicWriter(journalKey: journalKey).write(changes.writeSet)",
                "ViperGenGeneration/PlanWriter.swift: AtomicWriter.recoverInterruptedRuns(in: roots, journalKey: journalKey)",
            ])
    }

    /// The writing commands (`module` and `gen`, `update`, `adopt`, `remove`, `resolve`) run their planner's policy
    /// (`CommitStep.run(_:dryRun:waiting:)`), which says where to lock and recover; only the runs that write files no
    /// lifecycle planner makes (`init`, `templates new`, `templates copy`, `templates install`) name their places themselves.
    @Test func theWritingCommandsRunTheirPolicies() throws {
        var withPolicy: [String] = []
        var withPlaces: [String] = []
        for (path, text) in try swiftSources(under: "Sources") {
            let code = text.split(separator: "\n").filter {
                !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//")
            }.joined(separator: " ")
            var rest = code[...]
            while let call = rest.range(of: "CommitStep.run(") {
                rest = rest[call.upperBound...]
                let argument = rest.drop { $0 == " " }
                if argument.hasPrefix("places:") { withPlaces.append(path) } else { withPolicy.append(path) }
            }
        }
        #expect(
            withPolicy == [
                "ViperGenKit/CLI/AdoptCommand.swift", "ViperGenKit/CLI/ModuleRun.swift",
                "ViperGenKit/CLI/RemoveCommand.swift", "ViperGenKit/CLI/ResolveCommand.swift",
                "ViperGenKit/CLI/UpdateCommand.swift",
            ])
        #expect(
            withPlaces == [
                "ViperGenGeneration/TemplateInstaller.swift", "ViperGenKit/CLI/InitCommand.swift",
                "ViperGenKit/CLI/TemplatesCommand+Copy.swift", "ViperGenKit/CLI/TemplatesCommand.swift",
            ])
    }

    /// A policy is planned under the run locks of its places, told that killed runs were recovered first; a dry run
    /// plans it without locks, and tells it nothing was recovered.
    @Test func aPolicyPlansUnderItsLocksAndIsToldOfRecovery() throws {
        let folder = try Self.emptyFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let policy = Policy(folder: folder)
        let dry = try CommitStep.run(policy, dryRun: true, in: Self.surroundings())
        #expect(!dry.locked && !dry.recovered)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == [])
        let run = try CommitStep.run(policy, dryRun: false, in: Self.surroundings())
        #expect(run.locked && run.recovered)
        #expect(try String(contentsOf: folder.appending(path: "a.txt"), encoding: .utf8) == "planned\n")
    }

    /// Plans writing `a.txt` into `folder`, its one place; tells whether the folder's lock was held, and whether it
    /// was told of recovery.
    private struct Policy: CommitPolicy {
        let folder: URL
        var places: [URL] { [folder] }
        var recoveryRoots: [URL]? { nil }

        func plan(recovered: Bool) throws(Diagnostics)
            -> (changes: ChangeSet?, outcome: (locked: Bool, recovered: Bool))
        {
            let locked = FileSystem.fileType(folder.appending(path: RunLock.fileName).path) == .regular
            return (CommitStepTests.plan(writing: "a.txt", in: folder), (locked, recovered))
        }
    }

    @Test func aRunPlansUnderTheLockAndWritesWhatItPlanned() throws {
        let folder = try Self.emptyFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let lockFile = folder.appending(path: RunLock.fileName).path
        let result = try CommitStep.run(places: [folder], dryRun: false, in: Self.surroundings()) {
            () throws(Diagnostics) -> (changes: ChangeSet?, result: Bool) in
            (Self.plan(writing: "a.txt", in: folder), FileSystem.fileType(lockFile) == .regular)
        }
        #expect(result, "the plan was made while the folder's run lock was held")
        #expect(try String(contentsOf: folder.appending(path: "a.txt"), encoding: .utf8) == "planned\n")
        #expect(FileSystem.fileType(lockFile) == nil, "the lock is released")
    }

    /// A planning that fails writes nothing and leaves the lock free for the next run.
    @Test func aFailedPlanWritesNothingAndReleasesTheLock() throws {
        let folder = try Self.emptyFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(throws: Diagnostics([Diagnostic(.usage, "planned to fail")])) {
            try CommitStep.run(places: [folder], dryRun: false, in: Self.surroundings()) {
                () throws(Diagnostics) -> (changes: ChangeSet?, result: Void) in
                throw Diagnostics([Diagnostic(.usage, "planned to fail")])
            }
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == [])
        var waited = false
        try CommitStep.run(places: [folder], dryRun: false, in: Self.surroundings { _ in waited = true }) {
            () throws(Diagnostics) -> (changes: ChangeSet?, result: Void) in
            (Self.plan(writing: "b.txt", in: folder), ())
        }
        #expect(!waited)
        #expect(FileManager.default.fileExists(atPath: folder.appending(path: "b.txt").path))
    }

    @Test func aDryRunNeitherLocksNorWrites() throws {
        let folder = try Self.emptyFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let lockFile = folder.appending(path: RunLock.fileName).path
        let locked = try CommitStep.run(places: [folder], dryRun: true, in: Self.surroundings()) {
            () throws(Diagnostics) -> (changes: ChangeSet?, result: Bool) in
            (Self.plan(writing: "a.txt", in: folder), FileSystem.fileType(lockFile) != nil)
        }
        #expect(!locked)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == [])
    }

    @Test func nothingPlannedWritesNothing() throws {
        let folder = try Self.emptyFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CommitStep.run(places: [folder], dryRun: false, in: Self.surroundings()) {
            () throws(Diagnostics) -> (changes: ChangeSet?, result: Int) in (nil, 7)
        }
        #expect(result == 7)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == [])
    }

    static func emptyFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appending(path: "commit-step-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// The surroundings of a run in the tests: the tests' journal key, `waiting` told of waits, warnings ignored.
    static func surroundings(waiting: @escaping (String) -> Void = { _ in }) -> CommitStep.Surroundings {
        CommitStep.Surroundings(
            journalKey: JournalKey(environment: testEnvironment), waiting: waiting, warn: { _ in })
    }

    static func plan(writing name: String, in folder: URL) -> ChangeSet {
        ChangeSet(files: [
            ChangeSet.File(
                root: folder, relativePath: name, contents: "planned\n", kind: .code, module: "Test",
                replacesExistingFile: false)
        ])
    }
}
