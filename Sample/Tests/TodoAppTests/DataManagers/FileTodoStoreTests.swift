import Foundation
import XCTest

@testable import TodoApp
@testable import TodoCore

final class FileTodoStoreTests: XCTestCase {
    func testMissingFileIsAnEmptyStore() throws {
        let folder = try TemporaryFolder()
        let store = FileTodoStore(url: URL(fileURLWithPath: folder.storePath))

        XCTAssertEqual(try store.allTodos(), [])
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.storePath))
    }

    func testRoundTripThroughTheFile() throws {
        let folder = try TemporaryFolder()
        let url = folder.url.appending(path: "nested/deeper/todos.json")
        let store = FileTodoStore(url: url)

        let milk = try store.add(name: "Buy milk", dueDay: day("2026-11-22"))
        let openRent = try store.add(name: "Pay rent", dueDay: day("2026-11-30"))
        var rent = openRent
        rent.isCompleted = true
        try store.update(rent, expecting: openRent)
        let removed = try store.remove(milk)
        let third = try store.add(name: "Call mom", dueDay: day("2026-11-23"))

        XCTAssertEqual(removed, milk)
        XCTAssertEqual(third.id, 3, "ids are never reused")
        XCTAssertEqual(try FileTodoStore(url: url).allTodos(), [rent, third])
        let document = try FileTodoStore(url: url).read()
        XCTAssertEqual(document.version, 1)
        XCTAssertEqual(document.nextID, 4)
    }

    func testFileFormatIsVersionedSortedJSON() throws {
        let folder = try TemporaryFolder()
        let store = FileTodoStore(url: URL(fileURLWithPath: folder.storePath))

        _ = try store.add(name: "Buy milk", dueDay: day("2026-11-22"))

        XCTAssertEqual(
            try String(contentsOfFile: folder.storePath, encoding: .utf8),
            """
            {
              "nextID" : 2,
              "todos" : [
                {
                  "completed" : false,
                  "due" : "2026-11-22",
                  "id" : 1,
                  "name" : "Buy milk"
                }
              ],
              "version" : 1
            }

            """)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.url.path)
            .filter { $0.hasSuffix(".tmp") }
        XCTAssertEqual(leftovers, [], "the temporary file was renamed over the store")
    }

    func testUnknownIDsAreReportedAndNothingChanges() throws {
        let folder = try TemporaryFolder()
        let store = FileTodoStore(url: URL(fileURLWithPath: folder.storePath))
        let item = try store.add(name: "Buy milk", dueDay: day("2026-11-22"))
        let before = try Data(contentsOf: store.url)

        let missing = TodoItem(id: 9, name: "x", dueDay: item.dueDay)
        XCTAssertThrowsError(try store.remove(missing)) { XCTAssertEqual($0 as? TodoError, .unknownID("9")) }
        XCTAssertThrowsError(try store.update(missing, expecting: missing)) {
            XCTAssertEqual($0 as? TodoError, .unknownID("9"))
        }
        XCTAssertThrowsError(try store.todo(id: 9)) { XCTAssertEqual($0 as? TodoError, .unknownID("9")) }
        XCTAssertEqual(try Data(contentsOf: store.url), before)
    }

    func testAToDoChangedSinceItWasReadIsNeitherUpdatedNorRemoved() throws {
        let folder = try TemporaryFolder()
        let store = FileTodoStore(url: URL(fileURLWithPath: folder.storePath))
        let shown = try store.add(name: "Buy milk", dueDay: day("2026-11-22"))
        var renamed = shown
        renamed.name = "Sell the car"
        try store.update(renamed, expecting: shown)
        let before = try Data(contentsOf: store.url)
        var done = shown
        done.isCompleted = true

        XCTAssertThrowsError(try store.update(done, expecting: shown)) {
            XCTAssertEqual($0 as? TodoError, .changedElsewhere(id: 1))
        }
        XCTAssertThrowsError(try store.remove(shown)) { XCTAssertEqual($0 as? TodoError, .changedElsewhere(id: 1)) }
        XCTAssertEqual(try Data(contentsOf: store.url), before)
    }

    func testCorruptStoreIsReportedWithItsPathAndLeftUntouched() throws {
        let folder = try TemporaryFolder()
        let store = FileTodoStore(url: URL(fileURLWithPath: folder.storePath))
        for contents in ["{ not json", #"{"version": 1, "nextID": 2, "todos": [{"id": 1}]}"#, "[]", ""] {
            try Data(contents.utf8).write(to: store.url)

            XCTAssertThrowsError(try store.allTodos()) { error in
                guard case .corruptStore(let path, _) = error as? TodoError else {
                    return XCTFail("unexpected \(error) for \(contents)")
                }
                XCTAssertEqual(path, folder.storePath)
            }
            XCTAssertThrowsError(try store.add(name: "Buy milk", dueDay: day("2026-11-22")))
            XCTAssertEqual(try String(contentsOf: store.url, encoding: .utf8), contents)
        }
    }

    func testNewerVersionIsRefusedAndLeftUntouched() throws {
        let folder = try TemporaryFolder()
        let store = FileTodoStore(url: URL(fileURLWithPath: folder.storePath))
        let contents = #"{"version": 2, "items": []}"#
        try Data(contents.utf8).write(to: store.url)

        XCTAssertThrowsError(try store.add(name: "Buy milk", dueDay: day("2026-11-22"))) {
            XCTAssertEqual($0 as? TodoError, .unsupportedStoreVersion(path: folder.storePath, version: 2))
        }
        XCTAssertEqual(try String(contentsOf: store.url, encoding: .utf8), contents)
    }

    func testConcurrentAddsFromSeparateStoresAllLand() throws {
        let folder = try TemporaryFolder()
        let url = URL(fileURLWithPath: folder.storePath)
        let count = 24

        DispatchQueue.concurrentPerform(iterations: count) { index in
            // A store per thread, as separate processes would have.
            _ = try? FileTodoStore(url: url).add(name: "Task \(index)", dueDay: Day(ordinal: 20_000))
        }

        let items = try FileTodoStore(url: url).allTodos()
        XCTAssertEqual(items.count, count)
        XCTAssertEqual(Set(items.map(\.id)), Set(1...count))
        XCTAssertEqual(Set(items.map(\.name)), Set((0..<count).map { "Task \($0)" }))
    }

    func testConcurrentTodoProcessesAllLand() throws {
        let folder = try TemporaryFolder()
        let count = 8
        let environment = ["TODO_STORE": folder.storePath, "TODO_TODAY": "2026-11-22"]

        let runs = try (0..<count).map { index in
            try startTodo(["add", "Task \(index)"], environment: environment, folder: folder)
        }
        let results: [TodoRun] = try runs.map { try $0.finish() }

        XCTAssertEqual(results.map(\.status), Array(repeating: 0, count: count), "\(results.map(\.error))")
        let items = try FileTodoStore(url: URL(fileURLWithPath: folder.storePath)).allTodos()
        XCTAssertEqual(Set(items.map(\.name)), Set((0..<count).map { "Task \($0)" }))
        XCTAssertEqual(Set(items.map(\.id)), Set(1...count))
    }
}
