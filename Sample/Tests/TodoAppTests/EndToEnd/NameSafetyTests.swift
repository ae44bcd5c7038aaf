import XCTest

/// What is shown is what is stored: names with control characters, escape sequences, line breaks or nothing
/// visible are refused wherever a name gets in, and names that reached the store some other way are shown with
/// those characters spelled out, so that they cannot disguise other rows.
final class NameSafetyTests: XCTestCase {
    private let today = "2026-11-21"
    private let keys = "\nKeys: a add, <number> open, c show completed, q quit\n> "

    private func refusal(_ code: String, at position: Int) -> String {
        "the name must not contain control characters, escape sequences or line breaks (found \(code) at "
            + "character \(position))"
    }

    func testAddAndEditRefuseControlCharactersEscapeSequencesAndLineBreaks() throws {
        let folder = try TemporaryFolder()
        let cases: [(name: String, code: String, position: Int)] = [
            ("Buy\u{1B}[31mmilk", "U+001B", 4),
            ("Line\nbreak", "U+000A", 5),
            ("Carriage\rreturn", "U+000D", 9),
            ("Tab\there", "U+0009", 4),
            ("Bell\u{7}", "U+0007", 5),
            ("C1 \u{9B}2J", "U+009B", 4),
            ("Paragraph\u{2029}separator", "U+2029", 10),
            ("Right-to-left \u{202E}kcab", "U+202E", 15),
        ]
        for (name, code, position) in cases {
            let run = try runTodo(["add", name], today: today, folder: folder)
            XCTAssertEqual(run, TodoRun(status: 1, output: "", error: "todo: \(refusal(code, at: position))\n"))
        }
        XCTAssertEqual(try runTodo(["add", "Milk"], today: today, folder: folder).status, 0)
        for (name, code, position) in cases {
            let run = try runTodo(["edit", "1", "--name", name], today: today, folder: folder)
            XCTAssertEqual(run, TodoRun(status: 1, output: "", error: "todo: \(refusal(code, at: position))\n"))
        }
        XCTAssertEqual(try storedNames(in: folder), ["1 Milk"])
    }

    func testNamesWithNothingVisibleAreRefused() throws {
        let folder = try TemporaryFolder()
        for name in ["\u{200B}", " \u{200B}\u{FEFF}\u{2060} ", "\u{200D}\u{00AD}"] {
            let run = try runTodo(["add", name], today: today, folder: folder)
            XCTAssertEqual(
                run, TodoRun(status: 1, output: "", error: "todo: the name must contain a visible character\n"))
        }
        XCTAssertEqual(try runTodo(["add", "Family 👨‍👩‍👧 dinner"], today: today, folder: folder).status, 0)
        XCTAssertEqual(try storedNames(in: folder), ["1 Family 👨‍👩‍👧 dinner"])
    }

    func testInteractiveAddAndEditAskAgainForAnEscapeSequence() throws {
        let folder = try TemporaryFolder()
        let input = [
            "a", "\u{1B}[2JFake", "Real", "",  // add, escape sequence refused first
            "1", "e", "Bad\u{1B}[Aname", "Good name", "", "b",  // edit, escape sequence refused first
            "q",
        ]

        let run = try runTodo([], input: input.map { $0 + "\n" }.joined(), today: today, folder: folder)

        XCTAssertEqual(run.status, 0)
        XCTAssertEqual(run.error, "")
        assertLines(
            run.output,
            """

            Saturday, 2026-11-21

            Nothing to do.
            \(keys)a

            New to-do (. cancels)
            Name: <U+001B>[2JFake
            ! \(refusal("U+001B", at: 1))
            Name: Real
            Due day [today]: 

            Saturday, 2026-11-21

            [check] Today
              1. [ ] Real
            \(keys)1

            To-do 1: Real
            Due:    Saturday, 2026-11-21 (Today)
            Status: open

            Keys: d done, e edit, x delete, b back
            > e
            Name [Real] (. cancels): Bad<U+001B>[Aname
            ! \(refusal("U+001B", at: 4))
            Name [Real] (. cancels): Good name
            Due day [2026-11-21]: 

            To-do 1: Good name
            Due:    Saturday, 2026-11-21 (Today)
            Status: open

            Keys: d done, e edit, x delete, b back
            > b

            Saturday, 2026-11-21

            [check] Today
              1. [ ] Good name
            \(keys)q

            """)
        XCTAssertEqual(try storedNames(in: folder), ["1 Good name"])
    }

    func testNamesAlreadyInTheStoreCannotDisguiseOtherRows() throws {
        let folder = try TemporaryFolder()
        let disguise = "Milk\\u001b[2K\\r  2. [x] Pay rent\\n  3. [ ] Fake"
        try Data(
            """
            {"nextID": 3, "todos": [{"completed": false, "due": "2026-11-21", "id": 1, "name": "\(disguise)"},
            {"completed": false, "due": "2026-11-21", "id": 2, "name": "Pay rent"}], "version": 1}
            """.utf8
        ).write(to: URL(fileURLWithPath: folder.storePath))
        let shown = "Milk<U+001B>[2K<U+000D>  2. [x] Pay rent<U+000A>  3. [ ] Fake"

        XCTAssertEqual(
            try runTodo(["list"], today: today, folder: folder),
            TodoRun(
                status: 0, output: "Saturday, 2026-11-21\n\n[check] Today\n  1. [ ] \(shown)\n  2. [ ] Pay rent\n",
                error: ""))
        XCTAssertEqual(
            try runTodo(["show", "1"], today: today, folder: folder).output,
            "To-do 1: \(shown)\nDue:    Saturday, 2026-11-21 (Today)\nStatus: open\n")
        let session = try runTodo([], input: "1\nx\nn\nb\nq\n", today: today, folder: folder)
        XCTAssertTrue(session.output.contains("Delete \"\(shown)\"? (y/N) n\n"), session.output)
        XCTAssertFalse(session.output.contains("\u{1B}"), session.output)
    }

    func testEchoedInputAndErrorMessagesSpellOutControlCharacters() throws {
        let folder = try TemporaryFolder()

        let run = try runTodo([], input: "z\u{1B}[2J\nq\n", today: today, folder: folder)
        let scripted = try runTodo(["show", "\u{1B}[2J1"], today: today, folder: folder)

        XCTAssertTrue(run.output.contains("> z<U+001B>[2J\n"), run.output)
        XCTAssertTrue(run.output.contains("! unknown key 'z<U+001B>[2J'\n"), run.output)
        XCTAssertFalse(run.output.contains("\u{1B}"), run.output)
        XCTAssertEqual(scripted.error, "todo: no to-do with id <U+001B>[2J1\n")
    }
}
