import Foundation
import Testing

@testable import ViperGenEngine
@testable import ViperGenKit
@testable import ViperGenSupport

@Suite struct ConsoleTests {
    private func report(_ diagnostic: Diagnostic, color: Bool) -> (output: String, error: String) {
        let output = CapturedText()
        let error = CapturedText()
        Console(output: output.append, error: error.append, usesColor: color).report(diagnostic)
        return (output.value, error.value)
    }

    @Test func plainDiagnosticsAreOneLineOnStandardError() {
        let printed = report(Diagnostic(.usage, "unknown option '--x'"), color: false)
        #expect(printed == ("", "viper-gen: error: unknown option '--x'\n"))
    }

    @Test func colourMarksOnlyTheWordError() {
        let printed = report(Diagnostic(.usage, "bad"), color: true)
        #expect(printed.error == "viper-gen: \u{1B}[1;31merror:\u{1B}[0m bad\n")
    }

    @Test func templateDiagnosticsShowPositionSourceLineAndCaret() {
        let location = SourceLocation(file: "T.liquid", line: 3, column: 5, lineText: "\tab {{ x }}")
        let printed = report(Diagnostic(.data, "unknown variable 'x'", at: location), color: false)
        #expect(printed.error == "T.liquid:3:5: error: unknown variable 'x'\n\tab {{ x }}\n\t   ^\n")
    }

    @Test func colourOnlyOnATerminalAndNeverWithNoColor() {
        let isTerminal = isatty(STDERR_FILENO) == 1
        #expect(Console.standard(environment: ["TERM": "xterm"]).usesColor == isTerminal)
        #expect(Console.standard(environment: ["NO_COLOR": "1", "TERM": "xterm"]).usesColor == false)
        #expect(Console.standard(environment: ["TERM": "dumb"]).usesColor == false)
    }
}
