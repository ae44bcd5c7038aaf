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
    @Test func loadContentReturnsToday() async throws {
        let content = try await AddTodoInteractor(dependencies: DependenciesStub()).loadContent()

        #expect(content == AddTodoContent(today: Day(iso: "2026-09-21")!))
    }

    @Test func saveAddsTheToDoByTheRules() async throws {
        let store = InMemoryTodoStore()

        let item = try await AddTodoInteractor(dependencies: DependenciesStub(store: store))
            .save(name: "  Buy milk ", dueDay: "tomorrow")

        let milk = TodoItem(id: 1, name: "Buy milk", dueDay: Day(iso: "2026-09-22")!)
        #expect(item == milk)
        #expect(store.items == [milk])
    }

    @Test func anEmptyDueDayMeansToday() async throws {
        let item = try await AddTodoInteractor(dependencies: DependenciesStub()).save(name: "Buy milk", dueDay: "")

        #expect(item.dueDay == Day(iso: "2026-09-21")!)
    }

    @Test(arguments: [
        ("   ", "", TodoError.emptyName),
        ("Buy\u{1B}[2Jmilk", "", TodoError.disguisingCharacterInName(codePoint: "U+001B", position: 4)),
        ("Buy milk", "2026-09-20", TodoError.dueDayInPast(Day(iso: "2026-09-20")!)),
        ("Buy milk", "someday", TodoError.invalidDueDay("someday")),
    ])
    func whatTheRulesRefuseIsNotStored(name: String, dueDay: String, error: TodoError) async {
        let store = InMemoryTodoStore()

        await #expect(throws: error) {
            try await AddTodoInteractor(dependencies: DependenciesStub(store: store)).save(name: name, dueDay: dueDay)
        }
        #expect(store.items == [])
    }

    @Test func aSaveCanFollowOneThatEnded() async throws {
        let store = InMemoryTodoStore()
        let interactor = AddTodoInteractor(dependencies: DependenciesStub(store: store))

        _ = try await interactor.save(name: "Buy milk", dueDay: "")
        _ = try await interactor.save(name: "Call Mum", dueDay: "")

        #expect(store.items.map(\.name) == ["Buy milk", "Call Mum"])
    }

    @Test func aStoreThatFailsFailsTheSave() async {
        let store = InMemoryTodoStore()
        store.failure = .readOnlyStore(path: "todos.json")

        await #expect(throws: TodoError.readOnlyStore(path: "todos.json")) {
            try await AddTodoInteractor(dependencies: DependenciesStub(store: store)).save(name: "Buy milk", dueDay: "")
        }
    }
}

private struct DependenciesStub: AddTodoDependencies {
    var store: any TodoStore = InMemoryTodoStore()
    let clock: any DayClock = FixedDayClock(day: Day(iso: "2026-09-21")!)
    let calendar = Calendar.englishUS
}
