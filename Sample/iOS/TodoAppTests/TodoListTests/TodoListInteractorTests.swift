//
//  TodoListInteractorTests.swift
//  TodoList module of TodoApp
//
//  Created by viper-gen sample on 2026-09-21.
//

import Foundation
import Testing
import TodoCore

@testable import TodoApp

struct TodoListInteractorTests {
    @Test func loadContentReturnsTheOpenToDosGrouped() async throws {
        let store = InMemoryTodoStore([
            TodoItem(id: 1, name: "Pay rent", dueDay: day("2026-09-25")),
            TodoItem(id: 2, name: "Buy milk", dueDay: day("2026-09-21")),
            TodoItem(id: 3, name: "Call mum", dueDay: day("2026-09-21"), isCompleted: true),
        ])

        let content = try await TodoListInteractor(dependencies: DependenciesStub(store: store))
            .loadContent(includesCompleted: false)

        #expect(
            content
                == TodoListContent(
                    today: day("2026-09-21"),
                    groups: [
                        DueGroup(relation: .today, items: [store.items[1]]),
                        DueGroup(relation: .laterThisWeek, items: [store.items[0]]),
                    ]))
    }

    @Test func completedToDosAreLoadedWhenAskedFor() async throws {
        let store = InMemoryTodoStore([TodoItem(id: 3, name: "Call mum", dueDay: day("2026-09-20"), isCompleted: true)])

        let content = try await TodoListInteractor(dependencies: DependenciesStub(store: store))
            .loadContent(includesCompleted: true)

        #expect(
            content
                == TodoListContent(
                    today: day("2026-09-21"), groups: [DueGroup(relation: .earlier, items: store.items)],
                    includesCompleted: true))
    }

    @Test func aStoreThatFailsFailsTheLoad() async {
        let store = InMemoryTodoStore()
        store.failure = .unreadableStore(path: "todos.json", reason: "Permission denied")

        await #expect(throws: TodoError.unreadableStore(path: "todos.json", reason: "Permission denied")) {
            try await TodoListInteractor(dependencies: DependenciesStub(store: store)).loadContent(
                includesCompleted: false)
        }
    }

    @Test func aStoreSetAsideIsListedEmptyWithTheNameItWasKeptUnder() async throws {
        let content = try await TodoListInteractor(dependencies: DependenciesStub(store: SetAsideOnceStore()))
            .loadContent(includesCompleted: false)

        #expect(
            content == TodoListContent(today: day("2026-09-21"), groups: [], storeSetAsideAs: "todos.damaged-1.json"))
    }

    @Test func swipingAToDoDoneStoresIt() async throws {
        let milk = TodoItem(id: 1, name: "Buy milk", dueDay: day("2026-09-21"))
        let store = InMemoryTodoStore([milk])

        try await TodoListInteractor(dependencies: DependenciesStub(store: store)).setCompleted(milk, true)

        var done = milk
        done.isCompleted = true
        #expect(store.items == [done])
    }

    @Test func swipingToDeleteRemovesTheToDo() async throws {
        let milk = TodoItem(id: 1, name: "Buy milk", dueDay: day("2026-09-21"))
        let store = InMemoryTodoStore([milk])

        try await TodoListInteractor(dependencies: DependenciesStub(store: store)).delete(milk)

        #expect(store.items == [])
    }

    @Test func aSwipeOnAToDoChangedElsewhereChangesNothingAndSaysSo() async {
        let milk = TodoItem(id: 1, name: "Buy milk", dueDay: day("2026-09-21"))
        let store = InMemoryTodoStore([milk])
        var renamed = milk
        renamed.name = "Buy oat milk"
        store.changeElsewhere(renamed)

        await #expect(throws: TodoError.changedElsewhere(id: 1)) {
            try await TodoListInteractor(dependencies: DependenciesStub(store: store)).setCompleted(milk, true)
        }
        #expect(store.items == [renamed])
    }
}

/// A store that was found unreadable and set aside by the first call, as `RecoveringTodoStore` does; empty after.
private final class SetAsideOnceStore: TodoStore, @unchecked Sendable {
    private let store = InMemoryTodoStore()
    private let lock = NSLock()
    private var hasSetAside = false

    func allTodos() throws(TodoError) -> [TodoItem] {
        let first = lock.withLock {
            defer { hasSetAside = true }
            return !hasSetAside
        }
        if first { throw .storeSetAside(keptAs: "todos.damaged-1.json") }
        return try store.allTodos()
    }

    func add(name: String, dueDay: Day) throws(TodoError) -> TodoItem {
        try store.add(name: name, dueDay: dueDay)
    }

    func update(_ item: TodoItem, expecting expected: TodoItem) throws(TodoError) {
        try store.update(item, expecting: expected)
    }

    func remove(_ expected: TodoItem) throws(TodoError) -> TodoItem {
        try store.remove(expected)
    }
}

private struct DependenciesStub: TodoListDependencies {
    var store: any TodoStore = InMemoryTodoStore()
    let clock: any DayClock = FixedDayClock(day: day("2026-09-21"))
    let calendar = Calendar.englishUS
    let weekStart = Weekday.sunday
}

/// The day `text` (`YYYY-MM-DD`) names.
private func day(_ text: String) -> Day {
    Day(iso: text)!
}
