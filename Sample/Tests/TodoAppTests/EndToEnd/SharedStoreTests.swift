import XCTest

/// Two views of one store: the interactive app shows what is stored now, and never acts on a to-do another
/// process changed after it was shown.
final class SharedStoreTests: XCTestCase {
    private let today = "2026-11-21"

    func testTheListShowsChangesMadeByAnotherProcess() throws {
        let folder = try TemporaryFolder()
        _ = try runTodo(["add", "Milk"], today: today, folder: folder)
        let session = try LiveTodoSession(folder: folder, today: today)
        session.waitForPrompt(count: 1)

        _ = try runTodo(["add", "Bread"], today: today, folder: folder)
        _ = try runTodo(["done", "1"], today: today, folder: folder)
        session.send("")
        session.waitForPrompt(count: 2)
        session.send("q")
        let run = try session.finish()

        XCTAssertEqual(run.status, 0)
        let screens = run.output.components(separatedBy: "\nKeys:")
        XCTAssertTrue(screens[0].hasSuffix("[check] Today\n  1. [ ] Milk\n"), screens[0])
        XCTAssertTrue(screens[1].hasSuffix("[check] Today\n  2. [ ] Bread\n"), screens[1])
    }

    func testTheDetailScreenNeverActsOnAToDoChangedSinceItWasShown() throws {
        let folder = try TemporaryFolder()
        _ = try runTodo(["add", "Buy milk"], today: today, folder: folder)
        let session = try LiveTodoSession(folder: folder, today: today)
        session.waitForPrompt(count: 1)
        session.send("1")
        session.waitForPrompt(count: 2)

        _ = try runTodo(["edit", "1", "--name", "Sell the car"], today: today, folder: folder)
        session.send("x")
        session.waitForPrompt("(y/N) ", count: 1)
        session.send("y")
        session.waitForPrompt(count: 3)
        session.send("d")
        session.waitForPrompt(count: 4)
        session.send("b")
        session.send("q")
        let run = try session.finish()

        XCTAssertEqual(run.status, 0)
        let afterConfirm = run.output.components(separatedBy: "(y/N) y\n").last ?? ""
        assertLines(
            String(afterConfirm.prefix(while: { $0 != ">" })),
            """

            To-do 1: Sell the car
            Due:    Saturday, 2026-11-21 (Today)
            Status: open
            ! to-do 1 was changed by another todo process since it was shown; nothing was changed; check it and \
            try again

            Keys: d done, e edit, x delete, b back

            """)
        XCTAssertTrue(run.output.contains("Status: done"), run.output)
        XCTAssertEqual(try storedNames(in: folder), ["1 Sell the car"])
    }
}
