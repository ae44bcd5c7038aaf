import XCTest

/// Runs the `todo` binary with a scripted session on standard input and compares every screen it prints.
final class InteractiveSessionTests: XCTestCase {
    func testAddCompleteEditAndDeleteInOneSession() throws {
        let folder = try TemporaryFolder()
        XCTAssertEqual(try runTodo(["add", "Pay rent"], today: "2026-11-21", folder: folder).status, 0)
        let keys = "\nKeys: a add, <number> open, c show completed, q quit\n> "
        let input = [
            "a", "Buy milk", "sunday",  // add
            "a", "Call mom", ".",  // add, cancelled
            "2", "d", "b",  // complete
            "1", "e", "Pay the rent", "2026-11-20", "+3d",  // edit, with an invalid day first
            "x", "n", "x", "y",  // delete, declined first
            "q",
        ]

        let run = try runTodo([], input: input.map { $0 + "\n" }.joined(), today: "2026-11-21", folder: folder)

        XCTAssertEqual(run.error, "")
        XCTAssertEqual(run.status, 0)
        assertLines(
            run.output,
            """

            Saturday, 2026-11-21

            [check] Today
              1. [ ] Pay rent
            \(keys)a

            New to-do (. cancels)
            Name: Buy milk
            Due day [today]: sunday

            Saturday, 2026-11-21

            [check] Today
              1. [ ] Pay rent
            [calendar] Next Week
              2. [ ] Buy milk (Sunday)
            \(keys)a

            New to-do (. cancels)
            Name: Call mom
            Due day [today]: .

            Saturday, 2026-11-21

            [check] Today
              1. [ ] Pay rent
            [calendar] Next Week
              2. [ ] Buy milk (Sunday)
            \(keys)2

            To-do 2: Buy milk
            Due:    Sunday, 2026-11-22 (Next Week)
            Status: open

            Keys: d done, e edit, x delete, b back
            > d

            To-do 2: Buy milk
            Due:    Sunday, 2026-11-22 (Next Week)
            Status: done

            Keys: u not done, e edit, x delete, b back
            > b

            Saturday, 2026-11-21

            [check] Today
              1. [ ] Pay rent
            \(keys)1

            To-do 1: Pay rent
            Due:    Saturday, 2026-11-21 (Today)
            Status: open

            Keys: d done, e edit, x delete, b back
            > e
            Name [Pay rent] (. cancels): Pay the rent
            Due day [2026-11-21]: 2026-11-20
            ! the due day 2026-11-20 is before today
            Due day [2026-11-21]: +3d

            To-do 1: Pay the rent
            Due:    Tuesday, 2026-11-24 (Next Week)
            Status: open

            Keys: d done, e edit, x delete, b back
            > x
            Delete "Pay the rent"? (y/N) n

            Keys: d done, e edit, x delete, b back
            > x
            Delete "Pay the rent"? (y/N) y

            Saturday, 2026-11-21

            Nothing to do.
            \(keys)q

            """)
        let after = try runTodo(["list", "--all"], today: "2026-11-21", folder: folder)
        XCTAssertEqual(after.output, "Saturday, 2026-11-21\n\n[calendar] Next Week\n  2. [x] Buy milk (Sunday)\n")
    }

    func testInvalidInputIsAskedForAgainAndUnknownKeysAreReported() throws {
        let folder = try TemporaryFolder()
        let longName = String(repeating: "n", count: 201)
        let input = ["z", "7", "a", "   ", longName, "Milk", "soon", "2026-11-21", "", "c", "q"]

        let run = try runTodo([], input: input.map { $0 + "\n" }.joined(), today: "2026-11-22", folder: folder)

        XCTAssertEqual(run.status, 0)
        let keys = "\nKeys: a add, <number> open, c show completed, q quit\n> "
        assertLines(
            run.output,
            """

            Sunday, 2026-11-22

            Nothing to do.
            \(keys)z

            Sunday, 2026-11-22

            Nothing to do.
            ! unknown key 'z'
            \(keys)7

            Sunday, 2026-11-22

            Nothing to do.
            ! no to-do with id 7
            \(keys)a

            New to-do (. cancels)
            Name:    
            ! the name must not be empty
            Name: \(String(repeating: "n", count: 201))
            ! the name must be at most 200 characters
            Name: Milk
            Due day [today]: soon
            ! invalid due day 'soon': use today, tomorrow, a weekday, +3d, +2w or YYYY-MM-DD
            Due day [today]: 2026-11-21
            ! the due day 2026-11-21 is before today
            Due day [today]: 

            Sunday, 2026-11-22

            [check] Today
              1. [ ] Milk
            \(keys)c

            Sunday, 2026-11-22

            [check] Today
              1. [ ] Milk

            Keys: a add, <number> open, c hide completed, q quit
            > q

            """)
    }

    func testEndOfInputEndsTheSession() throws {
        let folder = try TemporaryFolder()

        let run = try runTodo([], input: "", folder: folder)

        XCTAssertEqual(run.status, 0)
        XCTAssertEqual(
            run.output,
            "\nSunday, 2026-11-22\n\nNothing to do.\n\nKeys: a add, <number> open, c show completed, q quit\n> \n")
    }

    func testCorruptStoreEndsTheSessionAndIsLeftUntouched() throws {
        let folder = try TemporaryFolder()
        try Data("{oops".utf8).write(to: URL(fileURLWithPath: folder.storePath))

        let run = try runTodo([], input: "a\nMilk\n\nq\n", folder: folder)

        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.output, "")
        XCTAssertEqual(
            run.error, "todo: the store \(folder.storePath) is corrupt and was left untouched: not valid JSON\n")
        XCTAssertEqual(try String(contentsOfFile: folder.storePath, encoding: .utf8), "{oops")
    }
}

/// Compares `actual` with `expected` line by line, naming the first line that differs.
func assertLines(_ actual: String, _ expected: String, file: StaticString = #filePath, line: UInt = #line) {
    guard actual != expected else { return }
    let actualLines = actual.components(separatedBy: "\n")
    let expectedLines = expected.components(separatedBy: "\n")
    for index in 0..<max(actualLines.count, expectedLines.count) {
        let got = index < actualLines.count ? actualLines[index] : "<none>"
        let want = index < expectedLines.count ? expectedLines[index] : "<none>"
        if got != want {
            XCTFail(
                "line \(index + 1) differs:\n  got:  \(got.debugDescription)\n  want: \(want.debugDescription)\n"
                    + "whole output:\n\(actual)", file: file, line: line)
            return
        }
    }
}
