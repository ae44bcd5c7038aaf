//
//  AddTodoInteractorTests.swift
//  AddTodo module of TodoApp
//
//  Created by viper-gen sample on 2026-09-21.
//

import Testing

@testable import TodoApp
@testable import TodoCore

struct AddTodoInteractorTests {
    private let store = InMemoryTodoStore()
    private let interactor: AddTodoInteractor

    init() {
        interactor = AddTodoInteractor(dependencies: DependenciesStub(store: store))
    }

    @Test func loadContentReturnsToday() async throws {
        let content = try await interactor.loadContent()

        #expect(content == AddTodoContent(today: day("2026-11-22")))
    }

    @Test func saveStoresATrimmedNameAndTheParsedDay() async throws {
        let first = try await interactor.save(name: "  Buy milk ", dueDay: "tomorrow")
        let second = try await interactor.save(name: "Pay rent", dueDay: "")

        let expected = [
            TodoItem(id: 1, name: "Buy milk", dueDay: day("2026-11-23")),
            TodoItem(id: 2, name: "Pay rent", dueDay: day("2026-11-22")),
        ]
        #expect(store.items == expected)
        #expect([first, second] == expected)
    }

    @Test(
        arguments: [
            ("   ", "today", TodoError.emptyName),
            (String(repeating: "x", count: 201), "today", .nameTooLong(maximum: 200)),
            ("Milk", "someday", .invalidDueDay("someday")),
            ("Milk", "2026-11-21", .dueDayInPast(day("2026-11-21"))),
        ])
    func invalidInputThrowsAndNothingIsStored(name: String, dueDay: String, error: TodoError) async {
        await #expect(throws: error) { try await interactor.save(name: name, dueDay: dueDay) }
        #expect(store.items == [])
    }

    @Test func checkNameThrowsOnlyForProblems() async throws {
        try await interactor.checkName("Fine")
        await #expect(throws: TodoError.emptyName) { try await interactor.checkName("") }
        #expect(store.items == [])
    }

    @Test func aStoreFailureIsThrown() async {
        store.failure = .unwritableStore(path: "/s.json", reason: "read-only")

        await #expect(throws: TodoError.unwritableStore(path: "/s.json", reason: "read-only")) {
            try await interactor.save(name: "Milk", dueDay: "today")
        }
    }
}
