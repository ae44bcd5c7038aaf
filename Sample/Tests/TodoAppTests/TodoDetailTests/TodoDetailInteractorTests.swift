//
//  TodoDetailInteractorTests.swift
//  TodoDetail module of TodoApp
//
//  Created by viper-gen sample on 2026-09-21.
//

import Testing

@testable import TodoApp
@testable import TodoCore

struct TodoDetailInteractorTests {
    private let rent = TodoItem(id: 2, name: "Pay rent", dueDay: day("2026-11-20"))
    private let store: InMemoryTodoStore
    private let interactor: TodoDetailInteractor

    init() {
        store = InMemoryTodoStore([rent])
        interactor = TodoDetailInteractor(dependencies: DependenciesStub(store: store))
    }

    @Test func loadContentReturnsTheToDoAndItsRelationToToday() async throws {
        let content = try await interactor.loadContent(id: 2)

        #expect(content == TodoDetailContent(item: rent, relation: .overdue))
    }

    @Test func anUnknownIDThrows() async {
        await #expect(throws: TodoError.unknownID("9")) { try await interactor.loadContent(id: 9) }
    }

    @Test func aToDoChangedElsewhereSinceItWasShownIsNotChanged() async {
        var renamed = rent
        renamed.name = "Sell the car"
        store.changeElsewhere(renamed)

        await #expect(throws: TodoError.changedElsewhere(id: 2)) {
            try await interactor.setCompleted(true, shown: rent)
        }
        await #expect(throws: TodoError.changedElsewhere(id: 2)) { try await interactor.delete(rent) }
        #expect(store.items == [renamed])
    }

    @Test func setCompletedStoresAndReturnsTheContent() async throws {
        let content = try await interactor.setCompleted(true, shown: rent)

        var done = rent
        done.isCompleted = true
        #expect(store.items == [done])
        #expect(content == TodoDetailContent(item: done, relation: .earlier))
    }

    @Test func editKeepsAnOverdueDayWhenOnlyTheNameChanges() async throws {
        _ = try await interactor.update(rent, name: " Pay the rent ", dueDay: nil)

        #expect(store.items == [TodoItem(id: 2, name: "Pay the rent", dueDay: day("2026-11-20"))])
    }

    @Test func editValidatesLikeAdding() async throws {
        await #expect(throws: TodoError.emptyName) { try await interactor.update(rent, name: "", dueDay: nil) }
        await #expect(throws: TodoError.dueDayInPast(day("2026-11-21"))) {
            try await interactor.update(rent, name: nil, dueDay: "2026-11-21")
        }
        await #expect(throws: TodoError.invalidDueDay("nope")) {
            try await interactor.update(rent, name: "New", dueDay: "nope")
        }
        _ = try await interactor.update(rent, name: nil, dueDay: "monday")

        #expect(store.items == [TodoItem(id: 2, name: "Pay rent", dueDay: day("2026-11-23"))])
    }

    @Test func checkNameThrowsOnlyForProblems() async throws {
        try await interactor.checkName("Fine")
        await #expect(throws: TodoError.emptyName) { try await interactor.checkName(" ") }
    }

    @Test func deleteRemovesAndReturnsTheToDo() async throws {
        let deleted = try await interactor.delete(rent)

        #expect(store.items == [])
        #expect(deleted == rent)
    }
}
