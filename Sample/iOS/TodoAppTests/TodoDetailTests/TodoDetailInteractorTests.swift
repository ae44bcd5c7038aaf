//
//  TodoDetailInteractorTests.swift
//  TodoDetail module of TodoApp
//
//  Created by viper-gen sample on 2026-09-21.
//

import Foundation
import TodoCore
import XCTest

@testable import TodoApp

@MainActor
final class TodoDetailInteractorTests: XCTestCase {
    private let milk = TodoItem(id: 1, name: "Buy milk", dueDay: Day(iso: "2026-09-25")!)

    func testLoadContentDeliversTheContentToTheOutput() async {
        let sut = makeInteractor(showing: 1)

        sut.interactor.loadContent()
        await sut.interactor.loadTask?.value

        XCTAssertEqual(sut.output.events, [.loaded(TodoDetailContent(item: milk, relation: .laterThisWeek))])
    }

    func testAnUnknownToDoIsReported() async {
        let sut = makeInteractor(showing: 9)

        sut.interactor.loadContent()
        await sut.interactor.loadTask?.value

        XCTAssertEqual(sut.output.events, [.failed(.unknownID("9"))])
    }

    func testANewLoadReplacesTheLoadInProgress() async {
        let sut = makeInteractor(showing: 1)

        sut.interactor.loadContent()
        let replaced = sut.interactor.loadTask
        sut.interactor.loadContent()
        await replaced?.value
        await sut.interactor.loadTask?.value

        XCTAssertEqual(sut.output.events, [.loaded(TodoDetailContent(item: milk, relation: .laterThisWeek))])
    }

    func testMarkingDoneStoresItAndShowsIt() async {
        let sut = makeInteractor(showing: 1)
        sut.interactor.loadContent()

        sut.interactor.setCompleted(true)
        await sut.interactor.changeTask?.value

        var done = milk
        done.isCompleted = true
        XCTAssertEqual(sut.store.items, [done])
        XCTAssertEqual(sut.output.events.last, .updated(TodoDetailContent(item: done, relation: .laterThisWeek)))
    }

    func testEditingRenamesAndReschedulesByTheRules() async {
        let sut = makeInteractor(showing: 1)
        sut.interactor.loadContent()

        sut.interactor.update(name: " Buy oat milk ", dueDay: "tomorrow")
        await sut.interactor.changeTask?.value

        let edited = TodoItem(id: 1, name: "Buy oat milk", dueDay: Day(iso: "2026-09-22")!)
        XCTAssertEqual(sut.store.items, [edited])
        XCTAssertEqual(sut.output.events.last, .updated(TodoDetailContent(item: edited, relation: .tomorrow)))
    }

    func testFieldsLeftEmptyOrAsShownKeepWhatIsStored() async {
        let overdue = TodoItem(id: 1, name: "Pay rent", dueDay: Day(iso: "2026-09-01")!)
        let sut = makeInteractor(showing: 1, items: [overdue])
        sut.interactor.loadContent()

        sut.interactor.update(name: "", dueDay: "2026-09-01")
        await sut.interactor.changeTask?.value

        XCTAssertEqual(sut.store.items, [overdue])
        XCTAssertEqual(sut.output.events.last, .updated(TodoDetailContent(item: overdue, relation: .overdue)))
    }

    func testWhatTheRulesRefuseIsNotStored() async {
        let sut = makeInteractor(showing: 1)
        sut.interactor.loadContent()

        sut.interactor.update(name: "Buy\u{202E}klim", dueDay: "")
        sut.interactor.update(name: "", dueDay: "2026-09-20")
        await sut.interactor.changeTask?.value

        XCTAssertEqual(sut.store.items, [milk])
        XCTAssertEqual(
            Array(sut.output.events.dropFirst()),
            [
                .failed(.disguisingCharacterInName(codePoint: "U+202E", position: 4)),
                .failed(.dueDayInPast(Day(iso: "2026-09-20")!)),
            ])
    }

    func testAToDoChangedElsewhereIsLeftAloneAndShownAsItIsNow() async {
        let sut = makeInteractor(showing: 1)
        sut.interactor.loadContent()
        await sut.interactor.loadTask?.value
        var renamed = milk
        renamed.name = "Buy soy milk"
        sut.store.changeElsewhere(renamed)

        sut.interactor.setCompleted(true)
        await sut.interactor.changeTask?.value
        await sut.interactor.loadTask?.value

        XCTAssertEqual(sut.store.items, [renamed])
        XCTAssertEqual(
            Array(sut.output.events.dropFirst()),
            [.failed(.changedElsewhere(id: 1)), .loaded(TodoDetailContent(item: renamed, relation: .laterThisWeek))])
    }

    func testDeleteRemovesTheToDo() async {
        let sut = makeInteractor(showing: 1)
        sut.interactor.loadContent()

        sut.interactor.delete()
        await sut.interactor.changeTask?.value

        XCTAssertEqual(sut.store.items, [])
        XCTAssertEqual(sut.output.events.last, .deleted(milk))
    }

    func testLoadContentWithoutOutputDoesNothing() async {
        let interactor = TodoDetailInteractor(dependencies: DependenciesStub(store: InMemoryTodoStore()))

        interactor.loadContent()
        await interactor.loadTask?.value

        XCTAssertNil(interactor.output)
    }

    private func makeInteractor(
        showing id: Int, items: [TodoItem]? = nil
    ) -> (interactor: TodoDetailInteractor, output: OutputSpy, store: InMemoryTodoStore) {
        let store = InMemoryTodoStore(items ?? [milk])
        let interactor = TodoDetailInteractor(dependencies: DependenciesStub(store: store))
        let output = OutputSpy()
        interactor.output = output
        interactor.todoID = id
        return (interactor, output, store)
    }
}

@MainActor
private final class OutputSpy: TodoDetailInteractorOutputProtocol {
    enum Event: Equatable {
        case loaded(TodoDetailContent)
        case updated(TodoDetailContent)
        case deleted(TodoItem)
        case failed(TodoError)
    }

    private(set) var events: [Event] = []

    func didLoadContent(_ content: TodoDetailContent) {
        events.append(.loaded(content))
    }

    func didUpdateContent(_ content: TodoDetailContent) {
        events.append(.updated(content))
    }

    func didDelete(_ item: TodoItem) {
        events.append(.deleted(item))
    }

    func didFail(_ error: TodoError) {
        events.append(.failed(error))
    }
}

private final class DependenciesStub: TodoDetailDependencies {
    let store: any TodoStore
    let clock: any DayClock = FixedDayClock(day: Day(iso: "2026-09-21")!)
    let calendar = Calendar.englishUS
    let weekStart = Weekday.sunday

    init(store: any TodoStore) {
        self.store = store
    }
}
