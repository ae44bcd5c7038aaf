//
//  AddTodoInteractor.swift
//  AddTodo module of TodoApp
//
//  Created by viper-gen sample on 2026-09-21.
//

import TodoCore

/// The module's use case: reads and changes data through data managers, off the main actor, and never touches the UI.
///
/// It checks the new to-do by TodoCore's rules, the same as the terminal app's, and adds it.
nonisolated final class AddTodoInteractor: AddTodoInteractorProtocol {
    private let dependencies: any AddTodoDependencies

    init(dependencies: any AddTodoDependencies) {
        self.dependencies = dependencies
    }

    @concurrent func loadContent() async throws(TodoError) -> AddTodoContent {
        AddTodoContent(today: dependencies.clock.today())
    }

    @concurrent func save(name: String, dueDay: Day) async throws(TodoError) -> TodoItem {
        // The store work runs on the store queue: off the main actor and off the cooperative thread pool.
        try await StoreQueue.result { [dependencies] () throws(TodoError) in
            let validName = try TodoRules.validatedName(name)
            let day = try TodoRules.validatedDueDay(dueDay, today: dependencies.clock.today())
            return try dependencies.store.add(name: validName, dueDay: day)
        }.get()
    }
}
