import XCTest

@testable import TodoApp
@testable import TodoCore

/// Every module's dependencies protocol is `Sendable`, as the template generates it: the dependencies can go along
/// into work off the main actor (this file does not compile otherwise), and the store answers there.
final class SendableDependenciesTests: XCTestCase {
    func testEveryModulesDependenciesProtocolIsSendable() {
        XCTAssertTrue(Self.isSendable((any TodoListDependencies).self))
        XCTAssertTrue(Self.isSendable((any AddTodoDependencies).self))
        XCTAssertTrue(Self.isSendable((any TodoDetailDependencies).self))
        XCTAssertTrue(Self.isSendable((any TodoStore).self))
    }

    func testEveryModulesDependenciesWorkOffTheMainActor() async throws {
        let store = InMemoryTodoStore([TodoItem(id: 1, name: "Buy milk", dueDay: day("2026-11-23"))])
        let dependencies = makeDependencies(store: store)
        let list: any TodoListDependencies = dependencies
        let add: any AddTodoDependencies = dependencies
        let detail: any TodoDetailDependencies = dependencies

        let names = try await Task.detached { try list.store.allTodos().map(\.name) }.value
        let today = await Task.detached { add.clock.today() }.value
        let weekStart = await Task.detached { detail.weekStart }.value
        let dueDay = try await Task.detached { try detail.store.todo(id: 1).dueDay }.value

        XCTAssertEqual(names, ["Buy milk"])
        XCTAssertEqual(today, day("2026-11-22"))
        XCTAssertEqual(weekStart, .sunday)
        XCTAssertEqual(dueDay, day("2026-11-23"))
    }

    /// Compiles only for a `Sendable` type.
    private static func isSendable<T: Sendable>(_ type: T.Type) -> Bool {
        true
    }
}
