//
//  AddTodoInteractorTests.swift
//  AddTodo module of TodoApp
//
//  Created by viper-gen sample on 2026-09-21.
//

import TodoCore
import XCTest

@testable import TodoApp

@MainActor
final class AddTodoInteractorTests: XCTestCase {
    func testLoadContentDeliversTheContentToTheOutput() async {
        let interactor = AddTodoInteractor(dependencies: DependenciesStub())
        let output = OutputSpy()
        interactor.output = output

        interactor.loadContent()
        await interactor.loadTask?.value

        XCTAssertEqual(output.loadedContents, [AddTodoContent(today: Day(iso: "2026-09-21")!)])
    }

    func testANewLoadReplacesTheLoadInProgress() async {
        let interactor = AddTodoInteractor(dependencies: DependenciesStub())
        let output = OutputSpy()
        interactor.output = output

        interactor.loadContent()
        let replaced = interactor.loadTask
        interactor.loadContent()
        await replaced?.value
        await interactor.loadTask?.value

        XCTAssertEqual(output.loadedContents, [AddTodoContent(today: Day(iso: "2026-09-21")!)])
    }

    func testSaveAddsTheToDoByTheRulesAndDeliversIt() async {
        let store = InMemoryTodoStore()
        let interactor = AddTodoInteractor(dependencies: DependenciesStub(store: store))
        let output = OutputSpy()
        interactor.output = output

        interactor.save(name: "  Buy milk ", dueDay: "tomorrow")
        await interactor.saveTask?.value

        let milk = TodoItem(id: 1, name: "Buy milk", dueDay: Day(iso: "2026-09-22")!)
        XCTAssertEqual(output.savedItems, [milk])
        XCTAssertEqual(output.failures, [])
        XCTAssertEqual(store.items, [milk])
    }

    func testAnEmptyDueDayMeansToday() async {
        let store = InMemoryTodoStore()
        let interactor = AddTodoInteractor(dependencies: DependenciesStub(store: store))
        let output = OutputSpy()
        interactor.output = output

        interactor.save(name: "Buy milk", dueDay: "")
        await interactor.saveTask?.value

        XCTAssertEqual(output.savedItems.map(\.dueDay), [Day(iso: "2026-09-21")!])
    }

    func testWhatTheRulesRefuseIsNotStored() async {
        let store = InMemoryTodoStore()
        let interactor = AddTodoInteractor(dependencies: DependenciesStub(store: store))
        let output = OutputSpy()
        interactor.output = output

        interactor.save(name: "   ", dueDay: "")
        interactor.save(name: "Buy\u{1B}[2Jmilk", dueDay: "")
        interactor.save(name: "Buy milk", dueDay: "2026-09-20")
        interactor.save(name: "Buy milk", dueDay: "someday")
        await interactor.saveTask?.value

        XCTAssertEqual(
            output.failures,
            [
                .emptyName, .disguisingCharacterInName(codePoint: "U+001B", position: 4),
                .dueDayInPast(Day(iso: "2026-09-20")!), .invalidDueDay("someday"),
            ])
        XCTAssertEqual(output.savedItems, [])
        XCTAssertEqual(store.items, [])
    }

    func testAStoreThatFailsIsReported() async {
        let store = InMemoryTodoStore()
        store.failure = .readOnlyStore(path: "todos.json")
        let interactor = AddTodoInteractor(dependencies: DependenciesStub(store: store))
        let output = OutputSpy()
        interactor.output = output

        interactor.save(name: "Buy milk", dueDay: "")
        await interactor.saveTask?.value

        XCTAssertEqual(output.failures, [.readOnlyStore(path: "todos.json")])
    }

    func testLoadContentWithoutOutputDoesNothing() async {
        let interactor = AddTodoInteractor(dependencies: DependenciesStub())

        interactor.loadContent()
        await interactor.loadTask?.value

        XCTAssertNil(interactor.output)
    }
}

@MainActor
private final class OutputSpy: AddTodoInteractorOutputProtocol {
    private(set) var loadedContents: [AddTodoContent] = []
    private(set) var savedItems: [TodoItem] = []
    private(set) var failures: [TodoError] = []

    func didLoadContent(_ content: AddTodoContent) {
        loadedContents.append(content)
    }

    func didSave(_ item: TodoItem) {
        savedItems.append(item)
    }

    func didFailToSave(_ error: TodoError) {
        failures.append(error)
    }
}

private final class DependenciesStub: AddTodoDependencies {
    let store: any TodoStore
    let clock: any DayClock = FixedDayClock(day: Day(iso: "2026-09-21")!)

    init(store: any TodoStore = InMemoryTodoStore()) {
        self.store = store
    }
}
