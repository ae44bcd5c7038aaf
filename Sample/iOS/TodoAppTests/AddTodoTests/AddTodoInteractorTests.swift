//
//  AddTodoInteractorTests.swift
//  AddTodo module of TodoApp
//
//  Created by viper-gen sample on 2026-09-21.
//

import Foundation
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

        for (name, dueDay) in [
            ("   ", ""), ("Buy\u{1B}[2Jmilk", ""), ("Buy milk", "2026-09-20"), ("Buy milk", "someday"),
        ] {
            interactor.save(name: name, dueDay: dueDay)
            await interactor.saveTask?.value
        }

        XCTAssertEqual(
            output.failures,
            [
                .emptyName, .disguisingCharacterInName(codePoint: "U+001B", position: 4),
                .dueDayInPast(Day(iso: "2026-09-20")!), .invalidDueDay("someday"),
            ])
        XCTAssertEqual(output.savedItems, [])
        XCTAssertEqual(store.items, [])
    }

    func testADoubleTappedSaveStoresOneToDo() async {
        let store = InMemoryTodoStore()
        let interactor = AddTodoInteractor(dependencies: DependenciesStub(store: store))
        let output = OutputSpy()
        interactor.output = output

        interactor.save(name: "Buy milk", dueDay: "")
        interactor.save(name: "Buy milk", dueDay: "")
        await interactor.saveTask?.value

        let milk = TodoItem(id: 1, name: "Buy milk", dueDay: Day(iso: "2026-09-21")!)
        XCTAssertEqual(store.items, [milk])
        XCTAssertEqual(output.savedItems, [milk])
    }

    func testASaveCanFollowOneThatEnded() async {
        let store = InMemoryTodoStore()
        let interactor = AddTodoInteractor(dependencies: DependenciesStub(store: store))
        let output = OutputSpy()
        interactor.output = output

        interactor.save(name: "Buy milk", dueDay: "")
        await interactor.saveTask?.value
        interactor.save(name: "Call Mum", dueDay: "")
        await interactor.saveTask?.value

        XCTAssertEqual(store.items.map(\.name), ["Buy milk", "Call Mum"])
    }

    func testASaveThatEndsAfterTheScreenClosedStillReachesThePresenter() async {
        let store = InMemoryTodoStore()
        let log = SaveLog()
        var interactor: AddTodoInteractor? = AddTodoInteractor(dependencies: DependenciesStub(store: store))
        var presenter: LoggingOutput? = LoggingOutput(log: log)
        interactor?.output = presenter
        interactor?.save(name: "Buy milk", dueDay: "")
        let save = interactor?.saveTask

        // The user swiped the sheet away: the view state let go of the presenter, and with it the interactor.
        weak var closedInteractor: AddTodoInteractor?
        closedInteractor = interactor
        interactor = nil
        presenter = nil
        XCTAssertNil(closedInteractor)
        await save?.value

        // The presenter heard of the stored to-do, so it could tell the list to show it.
        let milk = TodoItem(id: 1, name: "Buy milk", dueDay: Day(iso: "2026-09-21")!)
        XCTAssertEqual(store.items, [milk])
        XCTAssertEqual(log.savedItems, [milk])
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

/// What a presenter that the test does not keep heard.
@MainActor
private final class SaveLog {
    var savedItems: [TodoItem] = []
}

@MainActor
private final class LoggingOutput: AddTodoInteractorOutputProtocol {
    let log: SaveLog

    init(log: SaveLog) {
        self.log = log
    }

    func didLoadContent(_ content: AddTodoContent) {}

    func didSave(_ item: TodoItem) {
        log.savedItems.append(item)
    }

    func didFailToSave(_ error: TodoError) {}
}

private final class DependenciesStub: AddTodoDependencies {
    let store: any TodoStore
    let clock: any DayClock = FixedDayClock(day: Day(iso: "2026-09-21")!)
    let calendar = Calendar.englishUS

    init(store: any TodoStore = InMemoryTodoStore()) {
        self.store = store
    }
}
