import Foundation
import Testing
import ViperGenTestSupport

@testable import ViperGenKit

/// Kills `viper-gen module` with SIGKILL at many moments and checks that a run is all-or-nothing: right after the
/// kill every file on disk is complete (byte-identical to a clean run, or the old file under `--force`), and after
/// the next run in the same directory, which recovers the killed one, either every file of the killed run is in
/// place or none is, with no staging folder left.
@Suite(.serialized) struct CrashSafetyTests {
    /// The modules of the killed run.
    static let moduleNames = (1...100).map { "M\($0)" }
    static let fixedArguments = ["--param", "ui=none", "-q", "--project", "Crash", "--target", "Crash"]

    @Test func killedRunsLeaveEveryModuleCompleteOrAbsent() throws {
        let reference = try cleanRun(Self.moduleNames, extra: ["--author", "New"])
        // The kill moments: spread over a whole run, then densely from the moment the run has committed (its first
        // journal exists), where it moves files into place and a module can be half there until it is recovered.
        let moments =
            (0..<6).map { KillMoment.afterStart(reference.duration * Double($0) / 6) }
            + (0..<14).map { KillMoment.afterJournal(0.000_4 * Double($0)) }
        var outcomes: Set<String> = []
        for moment in moments {
            let directory = try TemporaryDirectory()
            try killRun(Self.moduleNames, extra: ["--author", "New"], in: directory.url, at: moment)

            let killed = visibleFiles(directory.url)
            #expect(
                killed.filter { reference.files[$0.key] != $0.value }.keys.sorted() == [],
                "\(moment): files that are not byte-identical to a clean run's")

            try recover(in: directory.url)
            let recovered = withoutLockfileText(snapshotTree(directory.url)).filter { !Self.isRecoveryModule($0.key) }
            let difference = treeDifferences(recovered, withoutLockfileText(reference.files)).prefix(5)
            #expect(
                recovered.isEmpty || treeDifferences(recovered, withoutLockfileText(reference.files)) == [],
                "\(moment): after recovery the killed run is neither complete nor absent: \(difference)")
            let recorded = try lockedModules(in: directory.url)
            let referenceModules = try lockedModules(reference.files)
            #expect(
                Set(recorded.keys) == ["Recovery"] && recovered.isEmpty
                    || recorded.filter { $0.key != "Recovery" } == referenceModules,
                "\(moment): after recovery the lockfile records the killed run's modules partly")
            #expect(try hiddenEntries(directory.url) == [], "\(moment): staging left after recovery")
            let complete = treeDifferences(recovered, withoutLockfileText(reference.files)) == []
            outcomes.insert(recovered.isEmpty ? "absent" : complete ? "complete" : "mix")
        }
        // Kills before the commit and after it, or the test proves little.
        #expect(outcomes.isSuperset(of: ["absent", "complete"]), "outcomes: \(outcomes.sorted())")
    }

    @Test func killedForceRunsLeaveEveryFileOldOrNew() throws {
        let names = Array(Self.moduleNames.prefix(20))
        let old = try cleanRun(names, extra: ["--author", "Old"]).files
        let new = try cleanRun(names, extra: ["--author", "New"])
        #expect(old.keys.sorted() == new.files.keys.sorted() && old != new.files)
        let moments =
            (0..<3).map { KillMoment.afterStart(new.duration * Double($0) / 3) }
            + (0..<5).map { KillMoment.afterJournal(0.000_2 * Double($0)) }
        var outcomes: Set<String> = []
        for moment in moments {
            let directory = try TemporaryDirectory()
            let setUp = try runViperGen(
                ["module"] + names + Self.fixedArguments + ["--author", "Old"], in: directory.url)
            try #require(setUp.status == 0)
            try killRun(names, extra: ["--author", "New", "--force"], in: directory.url, at: moment)

            let killed = visibleFiles(directory.url)
            #expect(killed.keys.sorted() == old.keys.sorted(), "\(moment): files appeared or disappeared")
            #expect(
                killed.filter { $0.value != old[$0.key] && $0.value != new.files[$0.key] }.keys.sorted() == [],
                "\(moment): files that are neither the old nor the new contents")

            try recover(in: directory.url)
            let recovered = withoutLockfileText(snapshotTree(directory.url)).filter { !Self.isRecoveryModule($0.key) }
            #expect(
                recovered == withoutLockfileText(old) || recovered == withoutLockfileText(new.files),
                "\(moment): after recovery a mix of old and new files: \(Self.mixture(recovered, old, new.files))")
            let recorded = try lockedModules(in: directory.url).filter { $0.key != "Recovery" }
            let (oldModules, newModules) = (try lockedModules(old), try lockedModules(new.files))
            #expect(
                recorded == oldModules || recorded == newModules,
                "\(moment): after recovery the lockfile is neither the old nor the new one")
            #expect(try hiddenEntries(directory.url) == [], "\(moment): staging or backups left after recovery")
            outcomes.insert(
                recovered == withoutLockfileText(old)
                    ? "old" : recovered == withoutLockfileText(new.files) ? "new" : "mix")
        }
        // Kills before the commit and after it, or the test proves little.
        #expect(outcomes.isSuperset(of: ["old", "new"]), "outcomes: \(outcomes.sorted())")
    }

    /// A run killed before it committed leaves the output folders it created (`--output a/b/c`) holding only its
    /// staging folder; the next run in that output folder removes them with the staging folder.
    @Test func theEmptyFoldersOfAKilledRunAreRemovedOnRecovery() throws {
        let directory = try TemporaryDirectory()
        let output = directory.url.appending(path: "a/b/c")
        let process = Process()
        process.executableURL = viperGenExecutable
        process.arguments = ["module"] + Self.moduleNames + Self.fixedArguments + ["--output", "a/b/c"]
        process.environment = testEnvironment
        process.currentDirectoryURL = directory.url
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        var staging: String?
        while process.isRunning, staging == nil {
            staging = try? FileManager.default.contentsOfDirectory(atPath: output.path)
                .first { $0.hasPrefix(".viper-gen-staging-") }
        }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        try #require(staging != nil, "the run finished before its staging folder was seen")
        #expect(try FileManager.default.contentsOfDirectory(atPath: output.path).allSatisfy { $0.hasPrefix(".") })

        // The next run recovers a/b/c before it plans; its own plan fails, so it creates nothing.
        let next = try runViperGen(
            ["module", "Other", "--output", "a/b/c", "--template", "missing"] + Self.fixedArguments, in: directory.url)
        #expect(next.status == 64)
        // The killed run's lock file (in the folder it was to create a/b/c under) is locked by the next run too, as
        // a folder above its output that holds a lock file, and removed with its own.
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.url.path) == [])
    }

    /// When to send SIGKILL.
    enum KillMoment: CustomStringConvertible {
        /// This many seconds after the process started.
        case afterStart(Double)
        /// This many seconds after the run's first journal appeared (it has committed and is moving files).
        case afterJournal(Double)

        var description: String {
            switch self {
            case .afterStart(let seconds): "kill \(Int(seconds * 1000)) ms after start"
            case .afterJournal(let seconds): "kill \(Int(seconds * 1_000_000)) µs after commit"
            }
        }
    }

    /// Generates `names` into a fresh directory and returns the files and how long the run took.
    private func cleanRun(_ names: [String], extra: [String]) throws -> (files: [String: String], duration: Double) {
        let directory = try TemporaryDirectory()
        let start = Date()
        let result = try runViperGen(["module"] + names + Self.fixedArguments + extra, in: directory.url)
        let duration = Date().timeIntervalSince(start)
        try #require(result == ProcessResult(status: 0, standardOutput: "", standardError: ""))
        return (snapshotTree(directory.url), duration)
    }

    /// Starts `viper-gen module names…` in `directory` and SIGKILLs it at `moment` (unless it finished before).
    private func killRun(_ names: [String], extra: [String], in directory: URL, at moment: KillMoment) throws {
        let process = Process()
        process.executableURL = viperGenExecutable
        process.arguments = ["module"] + names + Self.fixedArguments + extra
        process.currentDirectoryURL = directory
        process.environment = testEnvironment.merging([
            "SOURCE_DATE_EPOCH": "1795348800", "NO_COLOR": "1",
        ]) { $1 }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        switch moment {
        case .afterStart(let seconds):
            usleep(UInt32(seconds * 1_000_000))
        case .afterJournal(let seconds):
            // Find the run's staging folder (listing the directory is slow), then watch it for the journal.
            var staging: String?
            while process.isRunning, staging == nil {
                staging = try? FileManager.default.contentsOfDirectory(atPath: directory.path)
                    .first { $0.hasPrefix(".viper-gen-staging-") }
                if staging == nil { usleep(1_000) }
            }
            let journal = directory.path + "/" + (staging ?? "") + "/.journal"
            while process.isRunning, access(journal, F_OK) != 0 { usleep(50) }
            usleep(UInt32(seconds * 1_000_000))
        }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }

    /// Runs viper-gen once more in `directory` (another module), which recovers the killed run.
    private func recover(in directory: URL) throws {
        let result = try runViperGen(
            ["module", "Recovery"] + Self.fixedArguments + ["--param", "tests=none"], in: directory)
        try #require(result == ProcessResult(status: 0, standardOutput: "", standardError: ""))
    }

    /// Which files of `tree` hold the old contents, which the new, and which neither, for a failure's message.
    private static func mixture(_ tree: [String: String], _ old: [String: String], _ new: [String: String]) -> String {
        let keys = tree.keys.sorted()
        let oldKeys = keys.filter { tree[$0] == old[$0] && old[$0] != new[$0] }
        let newKeys = keys.filter { tree[$0] == new[$0] && old[$0] != new[$0] }
        let neither = keys.filter { tree[$0] != old[$0] && tree[$0] != new[$0] }
        let missing = Set(old.keys).union(new.keys).subtracting(keys).filter { $0 != "viper-gen.lock" }.sorted()
        return "old \(oldKeys), new \(newKeys), neither \(neither), missing \(missing)"
    }

    /// `tree` without `viper-gen.lock`, which the recovering run rewrites (its modules are compared on their own),
    /// and without the support layer that the target's modules share (`VIPER/` and its base), which the recovering
    /// run writes when the killed run did not.
    private func withoutLockfileText(_ tree: [String: String]) -> [String: String] {
        tree.filter {
            $0.key != "viper-gen.lock" && !$0.key.hasPrefix("VIPER/")
                && $0.key != "viper-gen.bases/support-files.base"
        }
    }

    /// The lockfile's modules in `directory`, by name, as parsed JSON.
    private func lockedModules(in directory: URL) throws -> [String: NSDictionary] {
        try lockedModules(snapshotTree(directory))
    }

    /// The modules of the lockfile in `tree`, by name, as parsed JSON; none without a lockfile.
    private func lockedModules(_ tree: [String: String]) throws -> [String: NSDictionary] {
        guard let text = tree["viper-gen.lock"] else { return [:] }
        let root = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
        return (root?["modules"] as? [String: NSDictionary]) ?? [:]
    }

    /// The files outside hidden (staging) folders: what a user sees as output.
    private func visibleFiles(_ directory: URL) -> [String: String] {
        snapshotTree(directory).filter { !$0.key.hasPrefix(".") }
    }

    /// The hidden entries at the top of `directory`, where staging folders live.
    private func hiddenEntries(_ directory: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory.path).filter {
            $0.hasPrefix(".")
        }.sorted()
    }

    private static func isRecoveryModule(_ path: String) -> Bool {
        path.hasPrefix("Recovery/") || path == "viper-gen.bases/Recovery.base"
    }
}
