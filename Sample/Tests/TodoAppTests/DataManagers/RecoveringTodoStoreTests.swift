import XCTest

@testable import TodoCore

/// The iOS app's store: a file it cannot read is set aside, untouched, and the app starts again empty, saying so once.
final class RecoveringTodoStoreTests: XCTestCase {
    func testACorruptStoreIsSetAsideAndAnEmptyOneStarted() throws {
        let folder = try TemporaryFolder()
        let damaged = Data("{\"version\": 1, \"todos\": [".utf8)
        try damaged.write(to: URL(fileURLWithPath: folder.storePath))
        let store = RecoveringTodoStore(FileTodoStore(url: URL(fileURLWithPath: folder.storePath)))

        XCTAssertThrowsError(try store.allTodos()) { error in
            XCTAssertEqual(error as? TodoError, .storeSetAside(keptAs: "todos.damaged-1.json"))
        }

        XCTAssertEqual(try Data(contentsOf: folder.url.appending(path: "todos.damaged-1.json")), damaged)
        XCTAssertEqual(try store.allTodos(), [])
        let milk = try store.add(name: "Buy milk", dueDay: Day(iso: "2026-11-23")!)
        XCTAssertEqual(try store.allTodos(), [milk])
    }

    func testEveryUnreadableStoreIsKeptUnderAFreeName() throws {
        let folder = try TemporaryFolder()
        let store = RecoveringTodoStore(FileTodoStore(url: URL(fileURLWithPath: folder.storePath)))
        // A store of a version this app does not know, then one whose ids contradict each other.
        let unknownVersion = Data("{\"version\": 9, \"nextID\": 1, \"todos\": []}".utf8)
        let contradicting = Data(
            """
            {"version": 1, "nextID": 1, "todos": [{"id": 1, "name": "a", "dueDay": "2026-11-23", "isCompleted": false}]}
            """.utf8)

        for (number, contents) in [unknownVersion, contradicting].enumerated() {
            try contents.write(to: URL(fileURLWithPath: folder.storePath))
            XCTAssertThrowsError(try store.add(name: "Buy milk", dueDay: Day(iso: "2026-11-23")!)) { error in
                XCTAssertEqual(error as? TodoError, .storeSetAside(keptAs: "todos.damaged-\(number + 1).json"))
            }
            let kept = folder.url.appending(path: "todos.damaged-\(number + 1).json")
            XCTAssertEqual(try Data(contentsOf: kept), contents)
        }
        XCTAssertEqual(try store.allTodos(), [])
    }

    func testTheAppTellsTheUserWhereTheFileWasKept() {
        XCTAssertEqual(
            TodoError.storeSetAside(keptAs: "todos.damaged-1.json").appMessage,
            "Your to-dos could not be read, so the list starts again empty. The unreadable file was kept as "
                + "todos.damaged-1.json.")
    }

    func testTheAppsMessagesNeedNoTerminal() {
        let path = "/private/var/mobile/todos.json"
        let errors: [TodoError] = [
            .readOnlyStore(path: path), .notAFile(path: path, kind: "a folder"),
            .unwritableStore(path: path, reason: "No space left on device"), .storeBusy(path: path, seconds: "10"),
            .changedElsewhere(id: 1), .unreadableStore(path: path, reason: "Permission denied"),
        ]

        for error in errors {
            for advice in ["chmod", "--store", "TODO_STORE", "todo process", path] {
                XCTAssertFalse(error.appMessage.contains(advice), "\(error): \(error.appMessage)")
            }
        }
        XCTAssertEqual(TodoError.emptyName.appMessage, "The name must not be empty.")
    }

    func testATypedDueDayIsTheTerminalsAloneSoAnAppHasNoWordsOfItsOwnForIt() {
        // An app's user picks due days in a calendar: the app's catalog does not translate an error they cannot cause.
        XCTAssertEqual(TodoError.invalidDueDay("someday").appMessage, "Something went wrong. Try again.")
    }

    func testTheAppsNameMessagesAreSentencesWithoutTerminalDetail() {
        XCTAssertEqual(
            TodoError.disguisingCharacterInName(codePoint: "U+001B", position: 3).appMessage,
            "The name must not contain control characters or line breaks.")
        XCTAssertEqual(TodoError.nameTooLong(maximum: 200).appMessage, "The name must be at most 200 characters.")
        XCTAssertEqual(TodoError.usage("todo add NAME").appMessage, "Something went wrong. Try again.")
        XCTAssertEqual(TodoError.reported("A module's own words.").appMessage, "A module's own words.")
    }
}
