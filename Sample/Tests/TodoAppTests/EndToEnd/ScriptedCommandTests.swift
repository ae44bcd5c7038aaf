import XCTest

/// Runs the scripted subcommands of the `todo` binary against a temporary store.
final class ScriptedCommandTests: XCTestCase {
    private let today = "2026-11-21"

    private func todo(
        _ arguments: String..., folder: TemporaryFolder, environment: [String: String] = [:]
    ) throws -> TodoRun {
        try runTodo(arguments, today: today, environment: environment, folder: folder)
    }

    private func assertSuccess(_ run: TodoRun, _ output: String, line: UInt = #line) {
        XCTAssertEqual(run, TodoRun(status: 0, output: output, error: ""), line: line)
    }

    private func assertFailure(_ run: TodoRun, status: Int32 = 1, _ message: String, line: UInt = #line) {
        XCTAssertEqual(run, TodoRun(status: status, output: "", error: "todo: \(message)\n"), line: line)
    }

    func testAddListCompleteEditAndDeleteAcrossRuns() throws {
        let folder = try TemporaryFolder()

        assertSuccess(try todo("add", "Pay", "rent", folder: folder), "Added 1: Pay rent (due Saturday, 2026-11-21)\n")
        assertSuccess(
            try todo("add", "Buy milk", "--due", "sunday", folder: folder),
            "Added 2: Buy milk (due Sunday, 2026-11-22)\n")
        assertSuccess(
            try todo("add", "Trip", "--due", "+2w", folder: folder), "Added 3: Trip (due Saturday, 2026-12-05)\n")
        assertSuccess(try todo("done", "2", folder: folder), "Done 2: Buy milk (due Sunday, 2026-11-22)\n")
        assertSuccess(
            try todo("list", folder: folder),
            "Saturday, 2026-11-21\n\n[check] Today\n  1. [ ] Pay rent\n[hourglass] Later\n  3. [ ] Trip (2026-12-05)\n")
        assertSuccess(
            try todo("list", "--all", folder: folder),
            """
            Saturday, 2026-11-21

            [check] Today
              1. [ ] Pay rent
            [calendar] Next Week
              2. [x] Buy milk (Sunday)
            [hourglass] Later
              3. [ ] Trip (2026-12-05)

            """)
        assertSuccess(try todo("undo", "#2", folder: folder), "Not done 2: Buy milk (due Sunday, 2026-11-22)\n")
        assertSuccess(
            try todo("edit", "3", "--name", "Road trip", "--due", "2026-12-24", folder: folder),
            "Updated 3: Road trip (due Thursday, 2026-12-24)\n")
        assertSuccess(
            try todo("show", "3", folder: folder),
            "To-do 3: Road trip\nDue:    Thursday, 2026-12-24 (Later)\nStatus: open\n")
        assertSuccess(try todo("rm", "1", folder: folder), "Deleted 1: Pay rent (due Saturday, 2026-11-21)\n")
        assertSuccess(try todo("add", "Last", folder: folder), "Added 4: Last (due Saturday, 2026-11-21)\n")
    }

    func testListAsJSON() throws {
        let folder = try TemporaryFolder()
        _ = try todo("add", "Buy milk", "--due", "sunday", folder: folder)
        _ = try todo("add", "Pay rent", folder: folder)

        assertSuccess(
            try todo("list", "--json", folder: folder),
            """
            {
              "sections" : [
                {
                  "iconName" : "check",
                  "name" : "Today",
                  "rows" : [
                    {
                      "dueDay" : "2026-11-21",
                      "id" : 2,
                      "isCompleted" : false,
                      "name" : "Pay rent"
                    }
                  ]
                },
                {
                  "iconName" : "calendar",
                  "name" : "Next Week",
                  "rows" : [
                    {
                      "detail" : "Sunday",
                      "dueDay" : "2026-11-22",
                      "id" : 1,
                      "isCompleted" : false,
                      "name" : "Buy milk"
                    }
                  ]
                }
              ],
              "showsCompleted" : false,
              "title" : "Saturday, 2026-11-21",
              "today" : "2026-11-21"
            }

            """)
    }

    func testEmptyListSaysNothingToDo() throws {
        let folder = try TemporaryFolder()

        assertSuccess(try todo("list", folder: folder), "Saturday, 2026-11-21\n\nNothing to do.\n")
    }

    func testAboutSaysWhatTheAppIs() throws {
        let folder = try TemporaryFolder()

        assertSuccess(
            try todo("about", folder: folder),
            "todo 1.0\nA to-do list for the terminal, built from VIPER modules that viper-gen generated.\n")
        assertFailure(try todo("about", "me", folder: folder), status: 64, "about takes no operands")
    }

    func testErrorsAreOneLineOnStandardErrorWithANonZeroStatus() throws {
        let folder = try TemporaryFolder()
        _ = try todo("add", "Milk", folder: folder)
        let store = try String(contentsOfFile: folder.storePath, encoding: .utf8)

        assertFailure(try todo("show", "9", folder: folder), "no to-do with id 9")
        assertFailure(try todo("done", "abc", folder: folder), "no to-do with id abc")
        assertFailure(try todo("rm", "9", folder: folder), "no to-do with id 9")
        assertFailure(try todo("add", "  ", folder: folder), "the name must not be empty")
        assertFailure(
            try todo("add", "Milk", "--due", "2026-02-30", folder: folder),
            "invalid due day '2026-02-30': use today, tomorrow, a weekday, +3d, +2w or YYYY-MM-DD")
        assertFailure(
            try todo("add", "Milk", "--due", "2026-11-20", folder: folder), "the due day 2026-11-20 is before today")
        assertFailure(
            try todo("edit", "1", "--name", "", folder: folder), status: 64, "edit needs a non-empty --name or --due")
        assertFailure(try todo("list", "--bogus", folder: folder), status: 64, "unknown option '--bogus'")
        assertFailure(try todo("frob", folder: folder), status: 64, "unknown command 'frob'; see todo --help")
        assertFailure(
            try todo("list", folder: folder, environment: ["TODO_TODAY": "tomorrow"]), "invalid TODO_TODAY 'tomorrow'")
        XCTAssertEqual(try String(contentsOfFile: folder.storePath, encoding: .utf8), store, "failures change nothing")
    }

    func testCorruptStoreIsReportedWithItsPathAndLeftUntouched() throws {
        let folder = try TemporaryFolder()
        try Data("{oops".utf8).write(to: URL(fileURLWithPath: folder.storePath))
        let message = "the store \(folder.storePath) is corrupt and was left untouched: not valid JSON"

        assertFailure(try todo("list", folder: folder), message)
        assertFailure(try todo("add", "Milk", folder: folder), message)
        assertFailure(try todo("done", "1", folder: folder), message)
        XCTAssertEqual(try String(contentsOfFile: folder.storePath, encoding: .utf8), "{oops")
    }

    func testStoreOptionAndXDGDefault() throws {
        let folder = try TemporaryFolder()
        let optionPath = folder.url.appending(path: "option.json").path
        let dataHome = folder.url.appending(path: "data").path

        _ = try runTodo(["add", "A", "--store", optionPath], folder: folder)
        _ = try startTodo(
            ["add", "B"], environment: ["XDG_DATA_HOME": dataHome, "TODO_TODAY": today], folder: folder
        ).finish()

        XCTAssertTrue(FileManager.default.fileExists(atPath: optionPath))
        XCTAssertTrue(FileManager.default.fileExists(atPath: dataHome + "/viper-todo/todos.json"))
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.storePath))
    }

    func testWeekStartAndMachineLocale() throws {
        let folder = try TemporaryFolder()
        _ = try todo("add", "Brunch", "--due", "sunday", folder: folder)
        let sundayWeeks = "Saturday, 2026-11-21\n\n[calendar] Next Week\n  1. [ ] Brunch (Sunday)\n"
        let mondayWeeks = "Saturday, 2026-11-21\n\n[alarm] Tomorrow\n  1. [ ] Brunch (Sunday)\n"

        assertSuccess(try todo("list", folder: folder), sundayWeeks)
        assertSuccess(try todo("list", folder: folder, environment: ["TODO_WEEK_START": "monday"]), mondayWeeks)
        // Machine locales whose weeks start on Monday (de_DE, fr_FR) change nothing.
        for locale in ["de_DE.UTF-8", "fr_FR.UTF-8", "en_US.UTF-8", "C"] {
            let environment = ["LANG": locale, "LC_ALL": locale, "TZ": "Pacific/Kiritimati"]
            assertSuccess(try todo("list", folder: folder, environment: environment), sundayWeeks)
        }
    }

    func testHelp() throws {
        let folder = try TemporaryFolder()

        let run = try todo("--help", folder: folder)

        XCTAssertEqual(run.status, 0)
        XCTAssertTrue(run.output.hasPrefix("USAGE: todo"))
    }
}
