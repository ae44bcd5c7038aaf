import XCTest

/// The interactive screens and the subcommands follow the same rules: a `.` answer cancels every prompt, and an
/// empty answer or option value means the default the prompt shows (today when adding, "keep" when editing).
final class ConsistentRulesTests: XCTestCase {
    private let today = "2026-11-21"

    func testADotCancelsTheEditAtTheDueDayPromptToo() throws {
        let folder = try TemporaryFolder()
        _ = try runTodo(["add", "Milk", "--due", "tomorrow"], today: today, folder: folder)

        let run = try runTodo([], input: "1\ne\nOat milk\n.\nb\nq\n", today: today, folder: folder)

        XCTAssertEqual(run.error, "")
        assertLines(
            String(run.output.split(separator: "> e\n", maxSplits: 1)[1]),
            """
            Name [Milk] (. cancels): Oat milk
            Due day [2026-11-22]: .

            Keys: d done, e edit, x delete, b back
            > b

            Saturday, 2026-11-21

            [calendar] Next Week
              1. [ ] Milk (Sunday)

            Keys: a add, <number> open, c show completed, q quit
            > q

            """)
        XCTAssertEqual(try storedNames(in: folder), ["1 Milk"])
    }

    func testAnEmptyOptionValueKeepsTheFieldLikeAnEmptyAnswer() throws {
        let folder = try TemporaryFolder()
        _ = try runTodo(["add", "Milk", "--due", "tomorrow"], today: today, folder: folder)

        XCTAssertEqual(
            try runTodo(["edit", "1", "--name", "Oat milk", "--due", ""], today: today, folder: folder),
            TodoRun(status: 0, output: "Updated 1: Oat milk (due Sunday, 2026-11-22)\n", error: ""))
        XCTAssertEqual(
            try runTodo(["edit", "1", "--name", "", "--due", "+2d"], today: today, folder: folder),
            TodoRun(status: 0, output: "Updated 1: Oat milk (due Monday, 2026-11-23)\n", error: ""))
        XCTAssertEqual(
            try runTodo(["edit", "1", "--name", " "], today: today, folder: folder),
            TodoRun(status: 64, output: "", error: "todo: edit needs a non-empty --name or --due\n"))
        XCTAssertEqual(
            try runTodo(["add", "Bread", "--due", ""], today: today, folder: folder),
            TodoRun(status: 0, output: "Added 2: Bread (due Saturday, 2026-11-21)\n", error: ""))
    }
}
