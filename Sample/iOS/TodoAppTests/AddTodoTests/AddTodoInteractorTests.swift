//
//  AddTodoInteractorTests.swift
//  AddTodo module of TodoApp
//
//  Created by viper-gen sample on 2026-09-21.
//

import Foundation
import Testing
import TodoCore

@testable import TodoApp

struct AddTodoInteractorTests {
    private let today = Day(iso: "2026-09-21")!

    @Test func loadContentReturnsToday() async throws {
        let content = try await AddTodoInteractor(dependencies: DependenciesStub()).loadContent()

        #expect(content == AddTodoContent(today: Day(iso: "2026-09-21")!))
    }

    @Test func saveAddsTheToDoByTheRules() async throws {
        let store = InMemoryTodoStore()

        let item = try await AddTodoInteractor(dependencies: DependenciesStub(store: store))
            .save(name: "  Buy milk ", dueDay: Day(iso: "2026-09-22")!)

        let milk = TodoItem(id: 1, name: "Buy milk", dueDay: Day(iso: "2026-09-22")!)
        #expect(item == milk)
        #expect(store.items == [milk])
    }

    @Test func todayIsADueDay() async throws {
        let item = try await AddTodoInteractor(dependencies: DependenciesStub()).save(name: "Buy milk", dueDay: today)

        #expect(item.dueDay == today)
    }

    @Test(arguments: [
        ("   ", "2026-09-21", TodoError.emptyName),
        ("Buy\u{1B}[2Jmilk", "2026-09-21", TodoError.disguisingCharacterInName(codePoint: "U+001B", position: 4)),
        ("Buy milk", "2026-09-20", TodoError.dueDayInPast(Day(iso: "2026-09-20")!)),
    ])
    func whatTheRulesRefuseIsNotStored(name: String, dueDayText: String, error: TodoError) async {
        let dueDay = Day(iso: dueDayText)!
        let store = InMemoryTodoStore()

        await #expect(throws: error) {
            try await AddTodoInteractor(dependencies: DependenciesStub(store: store)).save(name: name, dueDay: dueDay)
        }
        #expect(store.items == [])
    }

    @Test func aSaveCanFollowOneThatEnded() async throws {
        let store = InMemoryTodoStore()
        let interactor = AddTodoInteractor(dependencies: DependenciesStub(store: store))

        _ = try await interactor.save(name: "Buy milk", dueDay: today)
        _ = try await interactor.save(name: "Call Mum", dueDay: today)

        #expect(store.items.map(\.name) == ["Buy milk", "Call Mum"])
    }

    @Test func aStoreThatFailsFailsTheSave() async {
        let store = InMemoryTodoStore()
        store.failure = .readOnlyStore(path: "todos.json")

        await #expect(throws: TodoError.readOnlyStore(path: "todos.json")) {
            try await AddTodoInteractor(dependencies: DependenciesStub(store: store)).save(
                name: "Buy milk", dueDay: today)
        }
    }
}

private struct DependenciesStub: AddTodoDependencies {
    var store: any TodoStore = InMemoryTodoStore()
    let clock: any DayClock = FixedDayClock(day: Day(iso: "2026-09-21")!)
    let calendar = Calendar.englishUS
}
