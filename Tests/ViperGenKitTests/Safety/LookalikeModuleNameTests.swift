import Foundation
import Testing
import ViperGenTestSupport

/// Issue 50: a module named with a Cyrillic `А` (U+0410) beside a recorded `App` was accepted silently, and `modules`
/// then showed two rows that read the same. Such a name is accepted (it is valid Swift) with a warning naming both
/// modules and the letters that differ; any other name with letters outside ASCII gets a warning naming them.
@Suite struct LookalikeModuleNameTests {
    @Test func aNameThatReadsAsARecordedOneIsWarnedAbout() throws {
        let repository = try HostileRepository()
        try repository.succeed(["module", "App", "-q"])
        #expect(
            repository.run(["module", "\u{0410}pp", "-q"])
                == ProcessResult(
                    status: 0, standardOutput: "",
                    standardError:
                        "viper-gen: warning: module name '\u{0410}pp' looks the same as the recorded module 'App' but "
                        + "is another module: it has '\u{0410}' (U+0410 CYRILLIC CAPITAL LETTER A) where 'App' has "
                        + "'A' (U+0041 LATIN CAPITAL LETTER A); if you meant App, run 'viper-gen remove \u{0410}pp' "
                        + "and name 'App', otherwise choose a name that reads differently\n"))
    }

    @Test func otherLettersOutsideASCIIAreNamed() throws {
        let repository = try HostileRepository()
        #expect(
            repository.run(["module", "Caf\u{00E9}", "-q"])
                == ProcessResult(
                    status: 0, standardOutput: "",
                    standardError:
                        "viper-gen: warning: module name 'Caf\u{00E9}' has letters outside ASCII: '\u{00E9}' (U+00E9 "
                        + "LATIN SMALL LETTER E WITH ACUTE); valid in Swift (accepted), but easy to mistake for other "
                        + "letters: check it is the name you meant\n"))
    }

    @Test func anASCIINameGetsNoWarning() throws {
        let repository = try HostileRepository()
        try repository.succeed(["module", "App", "-q"])
        #expect(
            repository.run(["module", "Apps", "-q"]) == ProcessResult(status: 0, standardOutput: "", standardError: ""))
    }
}
