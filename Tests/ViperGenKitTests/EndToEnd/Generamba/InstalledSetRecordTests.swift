import Testing

@testable import ViperGenGeneration

/// The record `templates install` keeps of what it wrote (`.viper-gen-installed`): written sorted, read back, and a
/// line that could name a file outside the set's folder, or is not of the record's shape, never names anything.
@Suite struct InstalledSetRecordTests {
    @Test func writesSortedLinesAndReadsThemBack() {
        let record = InstalledSetRecord(files: ["b/two.liquid": "2\n", "a.rambaspec": "name: a\n"])
        let (spec, two) = (HostileRepository.sha256("name: a\n"), HostileRepository.sha256("2\n"))
        #expect(record.text == "\(spec) a.rambaspec\n\(two) b/two.liquid\n")
        #expect(InstalledSetRecord(parsing: record.text) == record)
        #expect(record.isUnchanged("b/two.liquid", text: "2\n"))
        #expect(!record.isUnchanged("b/two.liquid", text: "edited\n"))
        #expect(!record.isUnchanged("README.md", text: "2\n"))
    }

    @Test func ignoresLinesThatCouldLeaveTheSetOrAreMalformed() {
        let hash = HostileRepository.sha256("x")
        let text = [
            "\(hash) ../outside/victim.txt", "\(hash) /etc/passwd", "\(hash) a//b", "\(hash) .git/config",
            "\(hash) a/../../b", "nothex \(hash)", "\(hash.prefix(63)) short.txt", "\(hash)", "",
            "\(hash) kept/file.liquid",
        ].joined(separator: "\n")
        #expect(InstalledSetRecord(parsing: text).hashes == ["kept/file.liquid": hash])
    }
}
