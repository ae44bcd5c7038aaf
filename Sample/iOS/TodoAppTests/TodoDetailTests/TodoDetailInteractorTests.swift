//
//  TodoDetailInteractorTests.swift
//  TodoDetail module of TodoApp
//
//  Created by viper-gen sample on 2026-09-21.
//

import Foundation
import Testing
import TodoCore

@testable import TodoApp

struct TodoDetailInteractorTests {
    private let milk = TodoItem(id: 1, name: "Buy milk", dueDay: Day(iso: "2026-09-25")!)

    @Test func loadContentReturnsTheToDoAndItsRelationToToday() async throws {
        let content = try await interactor(with: [milk]).loadContent(id: 1)

        #expect(content == TodoDetailContent(item: milk, relation: .laterThisWeek))
    }

    @Test func anUnknownToDoFailsTheLoad() async {
        await #expect(throws: TodoError.unknownID("7")) {
            try await interactor(with: [milk]).loadContent(id: 7)
        }
    }

    @Test func markingDoneStoresItAndReturnsIt() async throws {
        let store = InMemoryTodoStore([milk])

        let content = try await interactor(store).setCompleted(milk, true)

        var done = milk
        done.isCompleted = true
        #expect(store.items == [done])
        #expect(content == TodoDetailContent(item: done, relation: .laterThisWeek))
    }

    @Test func editingRenamesAndReschedulesByTheRules() async throws {
        let store = InMemoryTodoStore([milk])

        let content = try await interactor(store).update(milk, name: " Buy oat milk ", dueDay: Day(iso: "2026-09-22")!)

        let edited = TodoItem(id: 1, name: "Buy oat milk", dueDay: Day(iso: "2026-09-22")!)
        #expect(store.items == [edited])
        #expect(content == TodoDetailContent(item: edited, relation: .tomorrow))
    }

    @Test func fieldsLeftAsShownKeepWhatIsStored() async throws {
        let overdue = TodoItem(id: 1, name: "Pay rent", dueDay: Day(iso: "2026-09-01")!)
        let store = InMemoryTodoStore([overdue])

        let content = try await interactor(store).update(overdue, name: "Pay rent", dueDay: overdue.dueDay)

        #expect(store.items == [overdue])
        #expect(content == TodoDetailContent(item: overdue, relation: .overdue))
    }

    @Test(arguments: [
        ("Buy\u{202E}klim", "2026-09-25", TodoError.disguisingCharacterInName(codePoint: "U+202E", position: 4)),
        ("Buy milk", "2026-09-20", TodoError.dueDayInPast(Day(iso: "2026-09-20")!)),
        ("", "2026-09-25", TodoError.emptyName),
        ("  ", "2026-09-25", TodoError.emptyName),
    ])
    func whatTheRulesRefuseIsNotStored(name: String, dueDayText: String, error: TodoError) async {
        let store = InMemoryTodoStore([milk])
        let dueDay = Day(iso: dueDayText)!

        await #expect(throws: error) {
            try await interactor(store).update(milk, name: name, dueDay: dueDay)
        }
        #expect(store.items == [milk])
    }

    @Test func aToDoChangedElsewhereIsLeftAlone() async {
        let store = InMemoryTodoStore([milk])
        var renamed = milk
        renamed.name = "Buy soy milk"
        store.changeElsewhere(renamed)

        await #expect(throws: TodoError.changedElsewhere(id: 1)) {
            try await interactor(store).setCompleted(milk, true)
        }
        #expect(store.items == [renamed])
    }

    @Test func deleteRemovesTheToDo() async throws {
        let store = InMemoryTodoStore([milk])

        try await interactor(store).delete(milk)

        #expect(store.items == [])
    }

    private func interactor(with items: [TodoItem]) -> TodoDetailInteractor {
        interactor(InMemoryTodoStore(items))
    }

    private func interactor(_ store: InMemoryTodoStore) -> TodoDetailInteractor {
        TodoDetailInteractor(dependencies: DependenciesStub(store: store))
    }
}

private struct DependenciesStub: TodoDetailDependencies {
    let store: any TodoStore
    let clock: any DayClock = FixedDayClock(day: Day(iso: "2026-09-21")!)
    let calendar = Calendar.englishUS
    let weekStart = Weekday.sunday
}
