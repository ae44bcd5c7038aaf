import XCTest

/// A store that contradicts itself, or is not a store at all, is reported by what is wrong with it and never
/// acted on.
final class StoreProblemTests: XCTestCase {
    private let today = "2026-11-21"

    private func todo(_ arguments: String..., folder: TemporaryFolder) throws -> TodoRun {
        try runTodo(arguments, today: today, folder: folder)
    }

    private func writeStore(_ text: String, in folder: TemporaryFolder) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: folder.storePath))
    }

    private func item(_ id: Int, _ name: String) -> String {
        "{\"completed\": false, \"due\": \"2026-11-21\", \"id\": \(id), \"name\": \"\(name)\"}"
    }

    private func assertRefused(
        _ store: String, _ problems: String, commands: [[String]], line: UInt = #line
    ) throws {
        let folder = try TemporaryFolder()
        try writeStore(store, in: folder)
        let message = "todo: the store \(folder.storePath) contradicts itself and was left untouched: \(problems)\n"
        for arguments in commands {
            let run = try runTodo(arguments, today: today, folder: folder)
            XCTAssertEqual(run, TodoRun(status: 1, output: "", error: message), "\(arguments)", line: line)
        }
        XCTAssertEqual(fileText(folder.storePath), store, line: line)
    }

    func testRepeatedIdsAreReportedAndNeverActedOn() throws {
        try assertRefused(
            "{\"nextID\": 3, \"todos\": [\(item(1, "Milk")), \(item(1, "Taxes")), \(item(2, "Bread"))], \"version\": 1}",
            "id 1 is used by 2 to-dos",
            commands: [["list"], ["done", "1"], ["rm", "1"], ["edit", "1", "--name", "X"], ["add", "Eggs"], []])
    }

    func testANextIDThatIsNotAboveEveryIDIsReported() throws {
        try assertRefused(
            "{\"nextID\": 2, \"todos\": [\(item(1, "Milk")), \(item(5, "Bread"))], \"version\": 1}",
            "nextID 2 is not above id 5", commands: [["add", "Eggs"], ["list"]])
    }

    func testIDsBelowOneAreReportedWithEveryOtherProblem() throws {
        try assertRefused(
            "{\"nextID\": 1, \"todos\": [\(item(-3, "Milk")), \(item(0, "Bread")), \(item(0, "Eggs"))], \"version\": 1}",
            "id -3 is not positive; id 0 is not positive; id 0 is used by 2 to-dos",
            commands: [["list"], ["add", "X"]])
    }

    func testMessagesNameWhatIsWrongWithTheFile() throws {
        let folder = try TemporaryFolder()
        let path = folder.storePath
        let corrupt = "todo: the store \(path) is corrupt and was left untouched: "
        let cases: [(store: String, message: String)] = [
            ("", corrupt + "the file is empty"),
            ("  \n", corrupt + "the file is empty"),
            ("[]", corrupt + "valid JSON, but not a to-do store (an object with version, nextID and todos)"),
            ("{\"version\": 1, \"todos\": []}", corrupt + "valid JSON, but not a to-do store: nextID is missing"),
            (
                "{\"version\": 1, \"nextID\": 2, \"todos\": [{\"id\": \"one\"}]}",
                corrupt + "valid JSON, but not a to-do store: todos[0].id has the wrong type"
            ),
            (
                "{\"version\": 1, \"nextID\": 2, \"todos\": [{\"id\": 1, \"name\": \"A\", \"completed\": false}]}",
                corrupt + "valid JSON, but not a to-do store: todos[0].due is missing"
            ),
            ("{oops", corrupt + "not valid JSON"),
        ]
        for (store, message) in cases {
            try writeStore(store, in: folder)
            XCTAssertEqual(try todo("list", folder: folder), TodoRun(status: 1, output: "", error: message + "\n"))
            XCTAssertEqual(
                try todo("add", "Milk", folder: folder), TodoRun(status: 1, output: "", error: message + "\n"))
            XCTAssertEqual(fileText(path), store)
        }
    }

    func testAFolderOrADeviceIsNotAStore() throws {
        let folder = try TemporaryFolder()
        let storeFolder = folder.url.appending(path: "folder.json").path
        try FileManager.default.createDirectory(atPath: storeFolder, withIntermediateDirectories: true)
        let fix = "not a regular file; give --store or TODO_STORE the path of a file"

        for arguments in [["list"], ["add", "Milk"]] {
            XCTAssertEqual(
                try runTodo(arguments + ["--store", storeFolder], today: today, folder: folder),
                TodoRun(status: 1, output: "", error: "todo: the store \(storeFolder) is a folder, \(fix)\n"))
        }
        XCTAssertEqual(
            try runTodo(["list", "--store", "/dev/null"], today: today, folder: folder),
            TodoRun(status: 1, output: "", error: "todo: the store /dev/null is a character device, \(fix)\n"))
    }
}
