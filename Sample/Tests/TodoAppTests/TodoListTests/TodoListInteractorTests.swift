//
//  TodoListInteractorTests.swift
//  TodoList module of TodoApp
//
//  Created by viper-gen sample on 2026-09-21.
//

import Testing

@testable import TodoApp
@testable import TodoCore

struct TodoListInteractorTests {
    private let milk = TodoItem(id: 1, name: "Buy milk", dueDay: day("2026-11-22"))
    private let rent = TodoItem(id: 2, name: "Pay rent", dueDay: day("2026-11-20"))
    private let mom = TodoItem(id: 3, name: "Call mom", dueDay: day("2026-11-23"))
    private let bake = TodoItem(id: 4, name: "Bake", dueDay: day("2026-11-28"))
    private let dentist = TodoItem(id: 5, name: "Dentist", dueDay: day("2026-11-25"))
    private let trip = TodoItem(id: 6, name: "Trip", dueDay: day("2026-12-05"))
    private let visa = TodoItem(id: 7, name: "Visa", dueDay: day("2026-12-06"))
    private let filed = TodoItem(id: 8, name: "File taxes", dueDay: day("2026-11-01"), isCompleted: true)
    private let washed = TodoItem(id: 9, name: "Wash car", dueDay: day("2026-11-22"), isCompleted: true)

    private func load(
        _ items: [TodoItem], weekStart: Weekday = .sunday, includesCompleted: Bool = false
    ) async throws -> TodoListContent {
        let store = InMemoryTodoStore(items)
        let interactor = TodoListInteractor(dependencies: DependenciesStub(store: store, weekStart: weekStart))
        return try await interactor.loadContent(includesCompleted: includesCompleted)
    }

    @Test func loadContentGroupsByDueRelationInDisplayOrder() async throws {
        let content = try await load([visa, trip, bake, dentist, mom, milk, rent])

        #expect(
            content
                == TodoListContent(
                    today: day("2026-11-22"),
                    groups: [
                        .init(relation: .overdue, items: [rent]),
                        .init(relation: .today, items: [milk]),
                        .init(relation: .tomorrow, items: [mom]),
                        .init(relation: .laterThisWeek, items: [dentist, bake]),
                        .init(relation: .nextWeek, items: [trip]),
                        .init(relation: .later, items: [visa]),
                    ]))
    }

    @Test func weekStartChangesTheGroups() async throws {
        let content = try await load([mom, trip], weekStart: .monday)

        // Sunday is the last day of a Monday week: tomorrow is next week, and the 5th is two weeks off.
        #expect(content.groups == [.init(relation: .nextWeek, items: [mom]), .init(relation: .later, items: [trip])])
    }

    @Test func itemsInASectionAreOrderedByDueDayThenName() async throws {
        let zebra = TodoItem(id: 10, name: "Zebra", dueDay: day("2026-11-22"))
        let apple = TodoItem(id: 11, name: "Apple", dueDay: day("2026-11-22"))

        let content = try await load([zebra, bake, apple, dentist])

        #expect(content.groups.map(\.items) == [[apple, zebra], [dentist, bake]])
    }

    @Test func completedItemsAreHiddenUnlessIncluded() async throws {
        let open = try await load([filed, washed, milk])
        let all = try await load([filed, washed, milk], includesCompleted: true)

        #expect(open.groups == [.init(relation: .today, items: [milk])])
        #expect(
            all.groups == [.init(relation: .earlier, items: [filed]), .init(relation: .today, items: [milk, washed])])
        #expect([open.includesCompleted, all.includesCompleted] == [false, true])
    }

    @Test func anEmptyStoreOrOnlyCompletedItemsLoadNoGroups() async throws {
        #expect(try await load([]) == TodoListContent(today: day("2026-11-22"), groups: []))
        #expect(try await load([filed, washed]).groups == [])
    }

    @Test func anUnreadableStoreThrows() async {
        let store = InMemoryTodoStore([milk])
        store.failure = .corruptStore(path: "/s.json", reason: "not valid JSON")
        let interactor = TodoListInteractor(dependencies: DependenciesStub(store: store))

        await #expect(throws: TodoError.corruptStore(path: "/s.json", reason: "not valid JSON")) {
            try await interactor.loadContent(includesCompleted: false)
        }
    }
}
