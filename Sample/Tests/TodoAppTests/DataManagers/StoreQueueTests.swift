import Foundation
import XCTest

@testable import TodoCore

/// Where the iOS app's interactors run store work: off the cooperative thread pool.
final class StoreQueueTests: XCTestCase {
    func testItReturnsWhatTheWorkReturnedOrThrew() async {
        let store = InMemoryTodoStore()

        let added = await StoreQueue.result { () throws(TodoError) in
            try store.add(name: "Buy milk", dueDay: Day(iso: "2026-11-23")!)
        }
        let refused = await StoreQueue.result { () throws(TodoError) -> Int in throw .emptyName }

        XCTAssertEqual(added, .success(TodoItem(id: 1, name: "Buy milk", dueDay: Day(iso: "2026-11-23")!)))
        XCTAssertEqual(refused, .failure(.emptyName))
    }

    func testBlockedStoreCallsLeaveTheCooperativePoolFree() async throws {
        // As many store calls as there are cores, each blocking its thread as a wait for another process's lock
        // does. On the cooperative pool (about a thread a core) they would take every thread, and the tasks below
        // could not run until they ended: this test would hang.
        let count = ProcessInfo.processInfo.activeProcessorCount
        let release = DispatchSemaphore(value: 0)
        let blocked = (0..<count).map { _ in
            Task { await StoreQueue.result { () throws(TodoError) in release.wait() } }
        }

        let finished = await withTaskGroup(of: Int.self) { group in
            for index in 0..<count {
                group.addTask { index }
            }
            return await group.reduce(0) { total, _ in total + 1 }
        }
        for _ in 0..<count {
            release.signal()
        }
        for call in blocked {
            _ = await call.value
        }

        XCTAssertEqual(finished, count)
    }
}
