import Foundation
import Testing
import ViperGenTestSupport

/// Kills `viper-gen update` with SIGKILL at many moments: after the next run recovers it, the project is the old
/// state or the new one, never a mix: every module file, every base and the lockfile's entries together.
@Suite(.serialized) struct UpdateCrashSafetyTests {
    static let names = (1...40).map { "M\($0)" }

    @Test func killedUpdatesLeaveTheOldOrTheNewState() throws {
        let template = try UpkeepProject()
        let setUp = try template.run(["module"] + Self.names + ["-q"])
        try #require(setUp.status == 0)
        // Half of the presenters hold a method of the user's, so that the update merges as well as replaces.
        for name in Self.names.prefix(20) {
            try template.append("Sources/\(name)/\(name)Presenter.swift", "\nextension \(name)Presenter {}\n")
        }
        try template.writeSet(presenter: UpkeepProject.presenter.replacingOccurrences(of: "loaded", with: "did load"))
        let old = stateWithoutRecovery(template.url)

        let reference = try copyOfProject(template.url)
        let start = Date()
        let clean = try runViperGen(["update", "-q"], in: reference.url)
        let duration = Date().timeIntervalSince(start)
        try #require(clean.status == 0 || clean.status == 1, "\(clean)")
        let new = stateWithoutRecovery(reference.url)
        #expect(new != old)

        let moments = (0..<8).map { duration * Double($0) / 8 } + (0..<8).map { _ in -1.0 }
        var journalWaits = 0.0
        var outcomes: Set<String> = []
        for moment in moments {
            let directory = try copyOfProject(template.url)
            try killViperGen(
                ["update", "-q"], in: directory.url, at: moment,
                // The staging folder in the output root.
                stagingRoot: directory.url.appending(path: "Sources").path, afterJournal: journalWaits)
            if moment < 0 { journalWaits += 300 }

            let recovery = try runViperGen(["module", "Recovery", "-q"], in: directory.url)
            try #require(recovery.status == 0, "\(recovery)")
            let recovered = stateWithoutRecovery(directory.url)
            let differences = Set(recovered.keys).union(old.keys).filter { recovered[$0] != old[$0] }.sorted()
            #expect(
                recovered == old || recovered == new,
                "kill at \(moment): a mix of the old and the new state; differs from the old in \(differences)")
            let hidden = try FileManager.default.contentsOfDirectory(atPath: directory.url.path + "/Sources")
                .filter { $0.hasPrefix(".") }
            #expect(hidden == [], "kill at \(moment): staging left after recovery")
            outcomes.insert(recovered == old ? "old" : recovered == new ? "new" : "mix")
        }
        // Kills before the commit and after it, or the test proves little.
        #expect(outcomes.isSuperset(of: ["old", "new"]), "outcomes: \(outcomes.sorted())")
    }

    /// The project's files without the recovering run's module, and the lockfile's entries without its entry.
    private func stateWithoutRecovery(_ directory: URL) -> [String: String] {
        var tree = snapshotTree(directory).filter {
            !$0.key.hasPrefix("Sources/Recovery/") && $0.key != "viper-gen.bases/Recovery.base"
        }
        if let lockfile = tree["viper-gen.lock"] {
            // One module a block: the Recovery block is the last one (modules are sorted), after the M blocks.
            var lines = lockfile.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            if let start = lines.firstIndex(of: "    \"Recovery\": {") {
                let end = lines[start...].firstIndex(of: "    }")!
                lines.removeSubrange(start...end)
                lines[start - 1] = String(lines[start - 1].dropLast(lines[start - 1].hasSuffix(",") ? 1 : 0))
            }
            tree["viper-gen.lock"] = lines.joined(separator: "\n")
        }
        return tree
    }
}
