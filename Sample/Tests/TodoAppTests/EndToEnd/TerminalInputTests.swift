import XCTest

/// Input at a terminal: editing keys arrive inside the line as escape sequences and must not end up in a name.
final class TerminalInputTests: XCTestCase {
    func testArrowKeysTypedAtATerminalAreRefusedAndTheNameAskedForAgain() throws {
        let folder = try TemporaryFolder()
        let terminal = try PseudoTerminal()
        // "Buy milk" typed with two left-arrow presses to fix a typo, as the terminal sends them.
        terminal.type("a\nBuy mlk\u{1B}[D\u{1B}[Di\nBuy milk\n\nq\n")

        let run = try startTodo(
            [], environment: ["TODO_STORE": folder.storePath, "TODO_TODAY": "2026-11-21"], folder: folder,
            standardInput: terminal.terminal
        ).finish()

        XCTAssertEqual(run.status, 0)
        XCTAssertEqual(run.error, "")
        XCTAssertTrue(
            run.output.contains(
                "Name: ! the name must not contain control characters, escape sequences or line breaks (found U+001B "
                    + "at character 8)\nName: Due day [today]: "),
            run.output)
        XCTAssertEqual(try storedNames(in: folder), ["1 Buy milk"])
    }
}
