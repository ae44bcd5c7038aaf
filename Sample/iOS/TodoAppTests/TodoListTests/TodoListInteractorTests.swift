//
//  TodoListInteractorTests.swift
//  TodoList module of TodoApp
//
//  Created by viper-gen sample on 2026-09-21.
//

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
}

private final class DependenciesStub: TodoListDependencies {
    let store: any TodoStore
    let clock: any DayClock = FixedDayClock(day: day("2026-09-21"))
    let weekStart = Weekday.sunday

    init(store: any TodoStore = InMemoryTodoStore()) {
        self.store = store
    }
}

/// The day `text` (`YYYY-MM-DD`) names.
private func day(_ text: String) -> Day {
    Day(iso: text)!
}
