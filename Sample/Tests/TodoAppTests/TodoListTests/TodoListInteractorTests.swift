//
//  TodoListInteractorTests.swift
//  TodoList module of TodoApp
//
//  Created by viper-gen sample on 2026-09-21.
//

import XCTest

@testable import TodoApp
@testable import TodoCore

@MainActor
final class TodoListInteractorTests: XCTestCase {
    private let milk = TodoItem(id: 1, name: "Buy milk", dueDay: day("2026-11-22"))
    private let rent = TodoItem(id: 2, name: "Pay rent", dueDay: day("2026-11-20"))
    private let mom = TodoItem(id: 3, name: "Call mom", dueDay: day("2026-11-23"))
    private let bake = TodoItem(id: 4, name: "Bake", dueDay: day("2026-11-28"))
    private let dentist = TodoItem(id: 5, name: "Dentist", dueDay: day("2026-11-25"))
    private let trip = TodoItem(id: 6, name: "Trip", dueDay: day("2026-12-05"))
    private let visa = TodoItem(id: 7, name: "Visa", dueDay: day("2026-12-06"))
    private let filed = TodoItem(id: 8, name: "File taxes", dueDay: day("2026-11-01"), isCompleted: true)
    private let washed = TodoItem(id: 9, name: "Wash car", dueDay: day("2026-11-22"), isCompleted: true)

    private func makeInteractor(
        _ items: [TodoItem], weekStart: Weekday = .sunday
    ) -> (interactor: TodoListInteractor, output: OutputSpy, store: InMemoryTodoStore) {
        let store = InMemoryTodoStore(items)
        let interactor = TodoListInteractor(dependencies: DependenciesStub(store: store, weekStart: weekStart))
        let output = OutputSpy()
        interactor.output = output
        return (interactor, output, store)
    }

    func testLoadContentDeliversTheContentToTheOutput() async {
        let sut = makeInteractor([visa, trip, dentist, bake, mom, rent, milk])

        sut.interactor.loadContent()

        XCTAssertEqual(
            sut.output.loadedContents,
            [
                TodoListContent(
                    today: day("2026-11-22"),
                    groups: [
                        .init(relation: .overdue, items: [rent]),
                        .init(relation: .today, items: [milk]),
                        .init(relation: .tomorrow, items: [mom]),
                        .init(relation: .laterThisWeek, items: [dentist, bake]),
                        .init(relation: .nextWeek, items: [trip]),
                        .init(relation: .later, items: [visa]),
                    ])
            ])
    }

    func testLoadContentWithoutOutputDoesNothing() async {
        let interactor = TodoListInteractor(dependencies: DependenciesStub())

        interactor.loadContent()

        XCTAssertNil(interactor.output)
    }

    func testWeekStartChangesTheGroups() async {
        let sut = makeInteractor([mom, trip], weekStart: .monday)

        sut.interactor.loadContent()

        // Sunday is the last day of a Monday week: tomorrow is next week, and the 5th is two weeks off.
        XCTAssertEqual(
            sut.output.loadedContents.first?.groups,
            [.init(relation: .nextWeek, items: [mom]), .init(relation: .later, items: [trip])])
    }

    func testItemsInASectionAreOrderedByDueDayThenName() async {
        let zebra = TodoItem(id: 10, name: "Zebra", dueDay: day("2026-11-22"))
        let apple = TodoItem(id: 11, name: "Apple", dueDay: day("2026-11-22"))
        let sut = makeInteractor([zebra, bake, apple, dentist])

        sut.interactor.loadContent()

        XCTAssertEqual(sut.output.loadedContents.first?.groups.map(\.items), [[apple, zebra], [dentist, bake]])
    }

    func testCompletedItemsAreHiddenUnlessIncluded() async {
        let sut = makeInteractor([filed, washed, milk])

        sut.interactor.loadContent()
        sut.interactor.includesCompleted = true
        sut.interactor.loadContent()

        XCTAssertEqual(
            sut.output.loadedContents.map(\.groups),
            [
                [.init(relation: .today, items: [milk])],
                [.init(relation: .earlier, items: [filed]), .init(relation: .today, items: [milk, washed])],
            ])
        XCTAssertEqual(sut.output.loadedContents.map(\.includesCompleted), [false, true])
    }

    func testEmptyStoreDeliversNoGroups() async {
        let sut = makeInteractor([])

        sut.interactor.loadContent()

        XCTAssertEqual(sut.output.loadedContents, [TodoListContent(today: day("2026-11-22"), groups: [])])
    }

    func testOnlyCompletedItemsDeliverNoGroups() async {
        let sut = makeInteractor([filed, washed])

        sut.interactor.loadContent()

        XCTAssertEqual(sut.output.loadedContents.map(\.groups), [[]])
    }

    func testUnreadableStoreIsReported() async {
        let sut = makeInteractor([milk])
        sut.store.failure = .corruptStore(path: "/s.json", reason: "not valid JSON")

        sut.interactor.loadContent()

        XCTAssertEqual(sut.output.loadedContents, [])
        XCTAssertEqual(sut.output.failures, [.corruptStore(path: "/s.json", reason: "not valid JSON")])
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
