//
//  TodoListInteractorTests.swift
//  TodoList module of TodoApp
//
//  Created by viper-gen sample on 2026-09-21.
//

import Foundation
import TodoCore
import XCTest

@testable import TodoApp

@MainActor
final class TodoListInteractorTests: XCTestCase {
    func testLoadContentDeliversTheContentToTheOutput() async {
        let store = InMemoryTodoStore([
            TodoItem(id: 1, name: "Pay rent", dueDay: day("2026-09-25")),
            TodoItem(id: 2, name: "Buy milk", dueDay: day("2026-09-21")),
            TodoItem(id: 3, name: "Call mum", dueDay: day("2026-09-21"), isCompleted: true),
        ])
        let interactor = TodoListInteractor(dependencies: DependenciesStub(store: store))
        let output = OutputSpy()
        interactor.output = output

        interactor.loadContent()
        await interactor.loadTask?.value

        XCTAssertEqual(
            output.loadedContents,
            [
                TodoListContent(
                    today: day("2026-09-21"),
                    groups: [
                        DueGroup(relation: .today, items: [store.items[1]]),
                        DueGroup(relation: .laterThisWeek, items: [store.items[0]]),
                    ])
            ])
    }

    func testCompletedToDosAreLoadedWhenAskedFor() async {
        let store = InMemoryTodoStore([TodoItem(id: 3, name: "Call mum", dueDay: day("2026-09-20"), isCompleted: true)])
        let interactor = TodoListInteractor(dependencies: DependenciesStub(store: store))
        let output = OutputSpy()
        interactor.output = output
        interactor.includesCompleted = true

        interactor.loadContent()
        await interactor.loadTask?.value

        XCTAssertEqual(
            output.loadedContents,
            [
                TodoListContent(
                    today: day("2026-09-21"), groups: [DueGroup(relation: .earlier, items: store.items)],
                    includesCompleted: true)
            ])
    }

    func testAStoreThatFailsIsReported() async {
        let store = InMemoryTodoStore()
        store.failure = .unreadableStore(path: "todos.json", reason: "Permission denied")
        let interactor = TodoListInteractor(dependencies: DependenciesStub(store: store))
        let output = OutputSpy()
        interactor.output = output

        interactor.loadContent()
        await interactor.loadTask?.value

        XCTAssertEqual(output.loadedContents, [])
        XCTAssertEqual(output.failures, [.unreadableStore(path: "todos.json", reason: "Permission denied")])
    }

    func testAStoreSetAsideIsListedEmptyAndReported() async {
        let interactor = TodoListInteractor(dependencies: DependenciesStub(store: SetAsideOnceStore()))
        let output = OutputSpy()
        interactor.output = output

        interactor.loadContent()
        await interactor.loadTask?.value

        XCTAssertEqual(
            output.loadedContents,
            [TodoListContent(today: day("2026-09-21"), groups: [], storeSetAsideAs: "todos.damaged-1.json")])
        XCTAssertEqual(output.failures, [])
    }

    func testSwipingAToDoDoneStoresItAndListsWhatIsStored() async {
        let milk = TodoItem(id: 1, name: "Buy milk", dueDay: day("2026-09-21"))
        let store = InMemoryTodoStore([milk])
        let interactor = TodoListInteractor(dependencies: DependenciesStub(store: store))
        let output = OutputSpy()
        interactor.output = output
        interactor.loadContent()
        await interactor.loadTask?.value

        interactor.setCompleted(id: 1, true)
        await interactor.changeTask?.value

        var done = milk
        done.isCompleted = true
        XCTAssertEqual(store.items, [done])
        XCTAssertEqual(output.loadedContents.last, TodoListContent(today: day("2026-09-21"), groups: []))
        XCTAssertEqual(output.changeFailures, [])
    }

    func testSwipingToDeleteRemovesTheToDo() async {
        let store = InMemoryTodoStore([TodoItem(id: 1, name: "Buy milk", dueDay: day("2026-09-21"))])
        let interactor = TodoListInteractor(dependencies: DependenciesStub(store: store))
        let output = OutputSpy()
        interactor.output = output
        interactor.loadContent()
        await interactor.loadTask?.value

        interactor.delete(id: 1)
        await interactor.changeTask?.value

        XCTAssertEqual(store.items, [])
        XCTAssertEqual(output.loadedContents.last?.groups, [])
    }

    func testASwipeOnAToDoChangedElsewhereChangesNothingAndSaysSo() async {
        let milk = TodoItem(id: 1, name: "Buy milk", dueDay: day("2026-09-21"))
        let store = InMemoryTodoStore([milk])
        let interactor = TodoListInteractor(dependencies: DependenciesStub(store: store))
        let output = OutputSpy()
        interactor.output = output
        interactor.loadContent()
        await interactor.loadTask?.value
        var renamed = milk
        renamed.name = "Buy oat milk"
        store.changeElsewhere(renamed)

        interactor.setCompleted(id: 1, true)
        await interactor.changeTask?.value

        XCTAssertEqual(store.items, [renamed])
        XCTAssertEqual(output.changeFailures, [.changedElsewhere(id: 1)])
        XCTAssertEqual(output.loadedContents.last?.groups.first?.items, [renamed])
    }

    func testANewLoadReplacesTheLoadInProgress() async {
        let interactor = TodoListInteractor(dependencies: DependenciesStub())
        let output = OutputSpy()
        interactor.output = output

        interactor.loadContent()
        let replaced = interactor.loadTask
        interactor.loadContent()
        await replaced?.value
        await interactor.loadTask?.value

        XCTAssertEqual(output.loadedContents, [TodoListContent(today: day("2026-09-21"), groups: [])])
    }

    func testLoadContentWithoutOutputDoesNothing() async {
        let interactor = TodoListInteractor(dependencies: DependenciesStub())

        interactor.loadContent()
        await interactor.loadTask?.value

        XCTAssertNil(interactor.output)
    }
}

@MainActor
private final class OutputSpy: TodoListInteractorOutputProtocol {
    private(set) var loadedContents: [TodoListContent] = []
    private(set) var failures: [TodoError] = []

    func didLoadContent(_ content: TodoListContent) {
        loadedContents.append(content)
    }

    func didFailToLoadContent(_ error: TodoError) {
        failures.append(error)
    }

    private(set) var changeFailures: [TodoError] = []

    func didFailToChange(_ error: TodoError) {
        changeFailures.append(error)
    }
}

/// A store that was found unreadable and set aside by the first call, as `RecoveringTodoStore` does; empty after.
private final class SetAsideOnceStore: TodoStore, @unchecked Sendable {
    private let store = InMemoryTodoStore()
    private let lock = NSLock()
    private var hasSetAside = false

    func allTodos() throws(TodoError) -> [TodoItem] {
        let first = lock.withLock {
            defer { hasSetAside = true }
            return !hasSetAside
        }
        if first { throw .storeSetAside(keptAs: "todos.damaged-1.json") }
        return try store.allTodos()
    }

    func add(name: String, dueDay: Day) throws(TodoError) -> TodoItem {
        try store.add(name: name, dueDay: dueDay)
    }

    func update(_ item: TodoItem, expecting expected: TodoItem) throws(TodoError) {
        try store.update(item, expecting: expected)
    }

    func remove(_ expected: TodoItem) throws(TodoError) -> TodoItem {
        try store.remove(expected)
    }
}

private final class DependenciesStub: TodoListDependencies {
    let store: any TodoStore
    let clock: any DayClock = FixedDayClock(day: day("2026-09-21"))
    let calendar = Calendar.englishUS
    let weekStart = Weekday.sunday

    init(store: any TodoStore = InMemoryTodoStore()) {
        self.store = store
    }
}

/// The day `text` (`YYYY-MM-DD`) names.
private func day(_ text: String) -> Day {
    Day(iso: text)!
}
