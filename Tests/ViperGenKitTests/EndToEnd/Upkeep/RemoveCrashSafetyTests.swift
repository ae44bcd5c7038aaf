import Foundation
import Testing
import ViperGenTestSupport

/// Kills `viper-gen remove` with SIGKILL at many moments: after the next run recovers it, the project is the old
/// state (every file, folder, base and lockfile entry of the module) or the new one (none of them, the output
/// folders the module's run made included), never a mix.
@Suite(.serialized) struct RemoveCrashSafetyTests {
    @Test func killedRemovalsLeaveTheOldOrTheNewState() throws {
        let template = try UpkeepProject(
            config: #"{ "template": "mini", "templateDirectories": ["sets"], "output": "Deep/Modules" }"#)
        // Thirty more files in folders of their own, so that the commit takes a while.
        try template.writeSet(
            extraFiles: (1...30).map {
                ("Extra\($0).swift.liquid", "{{ module.name }}/Part\($0)/Extra\($0).swift", "// \($0)\n")
            })
        for arguments in [["module", "Search", "-q"], ["module", "Cart", "--output", "Other", "-q"]] {
            let result = try template.run(arguments)
            try #require(result.status == 0, "\(result)")
        }
        let old = try state(template.url)
        #expect(old["Deep/Modules/Search/Part30"] == "directory 755")

        let reference = try copyOfProject(template.url)
        let start = Date()
        let clean = try runViperGen(["remove", "Search", "-q"], in: reference.url)
        let duration = Date().timeIntervalSince(start)
        try #require(clean.status == 0, "\(clean)")
        let new = try state(reference.url)
        #expect(new.keys.contains { $0.hasPrefix("Deep") } == false)

        let moments = (0..<8).map { duration * Double($0) / 8 } + (0..<8).map { _ in -1.0 }
        var journalWaits = 0.0
        var outcomes: Set<String> = []
        for moment in moments {
            let directory = try copyOfProject(template.url)
            try killViperGen(
                ["remove", "Search", "-q"], in: directory.url, at: moment,
                // The staging folder in the lockfile's folder.
                stagingRoot: directory.url.path, afterJournal: journalWaits)
            if moment < 0 { journalWaits += 300 }

            // An update of the module that is left recovers the killed run and changes nothing else.
            let recovery = try runViperGen(["update", "Cart", "-q"], in: directory.url)
            try #require(recovery.status == 0, "\(recovery)")
            let recovered = try state(directory.url)
            #expect(recovered == old || recovered == new, "kill at \(moment): a mix of the old and the new state")
            outcomes.insert(recovered == old ? "old" : recovered == new ? "new" : "mix")
        }
        // Kills before the commit and after it, or the test proves little.
        #expect(outcomes.isSuperset(of: ["old", "new"]))
    }

    /// Every file and folder of the project but the set, hidden ones included.
    private func state(_ directory: URL) throws -> [String: String] {
        try treeListing(directory).filter { !$0.key.hasPrefix("sets") }
    }
}
