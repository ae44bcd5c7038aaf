//
//  TodoDetailInteractorTests.swift
//  TodoDetail module of TodoApp
//
//  Created by viper-gen sample on 2026-09-21.
//

import XCTest

@testable import TodoApp
@testable import TodoCore

@MainActor
final class TodoDetailInteractorTests: XCTestCase {
    private let rent = TodoItem(id: 2, name: "Pay rent", dueDay: day("2026-11-20"))

    private func makeInteractor(
        id: Int? = 2
    ) -> (interactor: TodoDetailInteractor, output: OutputSpy, store: InMemoryTodoStore) {
        let store = InMemoryTodoStore([rent])
        let interactor = TodoDetailInteractor(dependencies: DependenciesStub(store: store))
        interactor.todoID = id
        let output = OutputSpy()
        interactor.output = output
        return (interactor, output, store)
    }

    func testLoadContentDeliversTheContentToTheOutput() async {
        let sut = makeInteractor()

        sut.interactor.loadContent()

        XCTAssertEqual(sut.output.loadedContents, [TodoDetailContent(item: rent, relation: .overdue)])
    }

    func testLoadContentWithoutOutputDoesNothing() async {
        let interactor = TodoDetailInteractor(dependencies: DependenciesStub())

        interactor.loadContent()

        XCTAssertNil(interactor.output)
    }

    func testAToDoChangedElsewhereSinceItWasShownIsNotChangedButShownAgain() async {
        let sut = makeInteractor()
        sut.interactor.loadContent()
        var renamed = rent
        renamed.name = "Sell the car"
        sut.store.changeElsewhere(renamed)

        sut.interactor.setCompleted(true)
        sut.interactor.delete()

        XCTAssertEqual(sut.output.failures, [.changedElsewhere(id: 2)])
        XCTAssertEqual(
            sut.output.loadedContents,
            [TodoDetailContent(item: rent, relation: .overdue), TodoDetailContent(item: renamed, relation: .overdue)])
        XCTAssertEqual(sut.output.deletedItems, [renamed], "the delete acts on the to-do as shown again")
    }

    func testUnknownIDIsReported() async {
        let sut = makeInteractor(id: 9)

        sut.interactor.loadContent()
        sut.interactor.setCompleted(true)
        sut.interactor.delete()

        XCTAssertEqual(sut.output.failures, [.unknownID("9"), .unknownID("9"), .unknownID("9")])
        XCTAssertEqual(sut.store.items, [rent])
    }

    func testSetCompletedStoresAndReports() async {
        let sut = makeInteractor()

        sut.interactor.setCompleted(true)

        var done = rent
        done.isCompleted = true
        XCTAssertEqual(sut.store.items, [done])
        XCTAssertEqual(sut.output.updatedContents, [TodoDetailContent(item: done, relation: .earlier)])
    }

    func testEditKeepsAnOverdueDayWhenOnlyTheNameChanges() async {
        let sut = makeInteractor()

        sut.interactor.update(name: " Pay the rent ", dueDay: nil)

        XCTAssertEqual(sut.store.items, [TodoItem(id: 2, name: "Pay the rent", dueDay: day("2026-11-20"))])
    }

    func testEditValidatesLikeAdding() async {
        let sut = makeInteractor()

        sut.interactor.update(name: "", dueDay: nil)
        sut.interactor.update(name: nil, dueDay: "2026-11-21")
        sut.interactor.update(name: "New", dueDay: "nope")
        sut.interactor.update(name: nil, dueDay: "monday")

        XCTAssertEqual(sut.output.failures, [.emptyName, .dueDayInPast(day("2026-11-21")), .invalidDueDay("nope")])
        XCTAssertEqual(sut.store.items, [TodoItem(id: 2, name: "Pay rent", dueDay: day("2026-11-23"))])
    }

    func testDeleteRemovesAndReports() async {
        let sut = makeInteractor()

        sut.interactor.delete()

        XCTAssertEqual(sut.store.items, [])
        XCTAssertEqual(sut.output.deletedItems, [rent])
    }
}

@MainActor
private final class OutputSpy: TodoDetailInteractorOutputProtocol {
    private(set) var loadedContents: [TodoDetailContent] = []
    private(set) var updatedContents: [TodoDetailContent] = []
    private(set) var deletedItems: [TodoItem] = []
    private(set) var failures: [TodoError] = []

    func didLoadContent(_ content: TodoDetailContent) {
        loadedContents.append(content)
    }

    func didUpdateContent(_ content: TodoDetailContent) {
        updatedContents.append(content)
    }

    func didDelete(_ item: TodoItem) {
        deletedItems.append(item)
    }

    func didFail(_ error: TodoError) {
        failures.append(error)
    }
}
