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

    /// Issue 50: a name holding a line break cannot add a line to the record: it is written escaped, reads back as
    /// itself, and names nothing else; a control character written as is, or a broken escape, names nothing.
    @Test func aNameWithALineBreakCannotAddALine() {
        let notes = HostileRepository.sha256("my own notes\n")
        let record = InstalledSetRecord(files: ["x\n\(notes) NOTES.md": "forged\n", "a\\b.liquid": "b\n"])
        #expect(!record.text.contains("\n\(notes) NOTES.md"))
        #expect(record.text.split(separator: "\n").count == 2)
        #expect(InstalledSetRecord(parsing: record.text).hashes.keys.sorted() == ["a\\b.liquid"])
        let hash = HostileRepository.sha256("x")
        let text = [
            "\(hash) tab\there", "\(hash) broken\\q", "\(hash) open\\u{41", "\(hash) escaped\\u{41}.liquid",
            "\(hash) line\\u{A}break",
        ].joined(separator: "\n")
        #expect(InstalledSetRecord(parsing: text).hashes.keys.sorted() == ["escapedA.liquid"])
    }
}
