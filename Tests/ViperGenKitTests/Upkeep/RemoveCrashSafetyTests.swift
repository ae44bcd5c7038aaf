import Foundation
import Testing

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

        let reference = try copy(template.url)
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
            let directory = try copy(template.url)
            let process = Process()
            process.executableURL = viperGenExecutable
            process.arguments = ["remove", "Search", "-q"]
            process.currentDirectoryURL = directory.url
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            if moment >= 0 {
                usleep(UInt32(moment * 1_000_000))
            } else {
                // Densely after the commit: wait for a journal in the staging folder in the lockfile's folder.
                let root = directory.url.path
                while process.isRunning {
                    let staging = (try? FileManager.default.contentsOfDirectory(atPath: root))?
                        .first { $0.hasPrefix(".viper-gen-staging-") }
                    if let staging, access(root + "/" + staging + "/.journal", F_OK) == 0 { break }
                    usleep(50)
                }
                usleep(UInt32(journalWaits))
                journalWaits += 300
            }
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()

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

    private func copy(_ directory: URL) throws -> TemporaryDirectory {
        let copy = try TemporaryDirectory()
        for entry in try FileManager.default.contentsOfDirectory(atPath: directory.path) {
            try FileManager.default.copyItem(at: directory.appending(path: entry), to: copy.url.appending(path: entry))
        }
        return copy
    }
}
