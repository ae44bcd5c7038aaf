import XCTest

@testable import TodoApp
@testable import TodoCore

final class TodoArgumentsTests: XCTestCase {
    private func command(_ arguments: [String]) throws -> TodoCommand {
        try TodoArguments.parse(arguments).command
    }

    private func assertUsageError(_ arguments: [String], _ message: String, line: UInt = #line) {
        XCTAssertThrowsError(try TodoArguments.parse(arguments), line: line) { error in
            XCTAssertEqual(error as? TodoError, .usage(message), line: line)
        }
    }

    func testCommands() throws {
        XCTAssertEqual(try command([]), .interactive)
        XCTAssertEqual(try command(["--help"]), .help)
        XCTAssertEqual(try command(["list"]), .list(includesCompleted: false, json: false))
        XCTAssertEqual(try command(["list", "--json", "--all"]), .list(includesCompleted: true, json: true))
        XCTAssertEqual(try command(["add", "Buy", "milk"]), .add(name: "Buy milk", dueDay: nil))
        XCTAssertEqual(try command(["add", "Pay rent", "--due", "friday"]), .add(name: "Pay rent", dueDay: "friday"))
        XCTAssertEqual(try command(["add", "--", "--weird"]), .add(name: "--weird", dueDay: nil))
        XCTAssertEqual(try command(["show", "3"]), .show(id: "3"))
        XCTAssertEqual(try command(["done", "3"]), .done(id: "3"))
        XCTAssertEqual(try command(["undo", "3"]), .undo(id: "3"))
        XCTAssertEqual(try command(["rm", "3"]), .remove(id: "3"))
        XCTAssertEqual(try command(["edit", "3", "--name", "New"]), .edit(id: "3", name: "New", dueDay: nil))
        XCTAssertEqual(try command(["edit", "3", "--due", "+1w"]), .edit(id: "3", name: nil, dueDay: "+1w"))
    }

    func testStoreOptionAnywhere() throws {
        XCTAssertEqual(try TodoArguments.parse(["--store", "/a", "list"]).storePath, "/a")
        XCTAssertEqual(try TodoArguments.parse(["list", "--store", "/b"]).storePath, "/b")
        XCTAssertNil(try TodoArguments.parse(["list"]).storePath)
    }

    func testUsageErrors() {
        assertUsageError(["frob"], "unknown command 'frob'; see todo --help")
        assertUsageError(["list", "--verbose"], "unknown option '--verbose'")
        assertUsageError(["list", "extra"], "list takes no operands")
        assertUsageError(["add"], "add needs a name")
        assertUsageError(["add", "x", "--due"], "--due needs a value")
        assertUsageError(["add", "x", "--all"], "add does not take --all")
        assertUsageError(["show"], "show needs exactly one id")
        assertUsageError(["rm", "1", "2"], "rm needs exactly one id")
        assertUsageError(["edit", "1"], "edit needs a non-empty --name or --due")
        assertUsageError(["edit", "1", "--name", " ", "--due", ""], "edit needs a non-empty --name or --due")
        assertUsageError(["--json"], "todo does not take --json")
    }
}
