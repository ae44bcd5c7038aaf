//
//  AddTodoInteractorTests.swift
//  AddTodo module of TodoApp
//
//  Created by viper-gen sample on 2026-09-21.
//

import XCTest

@testable import TodoApp
@testable import TodoCore

@MainActor
final class AddTodoInteractorTests: XCTestCase {
    private func makeInteractor() -> (interactor: AddTodoInteractor, output: OutputSpy, store: InMemoryTodoStore) {
        let store = InMemoryTodoStore()
        let interactor = AddTodoInteractor(dependencies: DependenciesStub(store: store))
        let output = OutputSpy()
        interactor.output = output
        return (interactor, output, store)
    }

    func testLoadContentDeliversTheContentToTheOutput() async {
        let sut = makeInteractor()

        sut.interactor.loadContent()

        XCTAssertEqual(sut.output.loadedContents, [AddTodoContent(today: day("2026-11-22"))])
    }

    func testLoadContentWithoutOutputDoesNothing() async {
        let interactor = AddTodoInteractor(dependencies: DependenciesStub())

        interactor.loadContent()

        XCTAssertNil(interactor.output)
    }

    func testSaveStoresATrimmedNameAndTheParsedDay() async {
        let sut = makeInteractor()

        sut.interactor.save(name: "  Buy milk ", dueDay: "tomorrow")
        sut.interactor.save(name: "Pay rent", dueDay: "")

        let expected = [
            TodoItem(id: 1, name: "Buy milk", dueDay: day("2026-11-23")),
            TodoItem(id: 2, name: "Pay rent", dueDay: day("2026-11-22")),
        ]
        XCTAssertEqual(sut.store.items, expected)
        XCTAssertEqual(sut.output.savedItems, expected)
    }

    func testInvalidInputIsReportedAndNothingIsStored() async {
        let sut = makeInteractor()

        sut.interactor.save(name: "   ", dueDay: "today")
        sut.interactor.save(name: String(repeating: "x", count: 201), dueDay: "today")
        sut.interactor.save(name: "Milk", dueDay: "someday")
        sut.interactor.save(name: "Milk", dueDay: "2026-11-21")

        XCTAssertEqual(sut.store.items, [])
        XCTAssertEqual(
            sut.output.failures,
            [.emptyName, .nameTooLong(maximum: 200), .invalidDueDay("someday"), .dueDayInPast(day("2026-11-21"))])
    }

    func testCheckNameReportsOnlyProblems() async {
        let sut = makeInteractor()

        sut.interactor.checkName("Fine")
        sut.interactor.checkName("")

        XCTAssertEqual(sut.output.failures, [.emptyName])
        XCTAssertEqual(sut.store.items, [])
    }

    func testStoreFailureIsReported() async {
        let sut = makeInteractor()
        sut.store.failure = .unwritableStore(path: "/s.json", reason: "read-only")

        sut.interactor.save(name: "Milk", dueDay: "today")

        XCTAssertEqual(sut.output.failures, [.unwritableStore(path: "/s.json", reason: "read-only")])
        XCTAssertEqual(sut.output.savedItems, [])
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
