//
//  AddTodoInteractor.swift
//  AddTodo module of TodoApp
//
//  Created by viper-gen sample on 2026-09-21.
//

import TodoCore

/// The module's use case: reads and changes data through data managers, off the main actor, and never touches the UI.
///
/// It validates the name and the due day by `TodoRules`, as every front end does, and adds the to-do to the store.
nonisolated final class AddTodoInteractor: AddTodoInteractorProtocol {
    private let dependencies: any AddTodoDependencies

    init(dependencies: any AddTodoDependencies) {
        self.dependencies = dependencies
    }

    @concurrent func loadContent() async throws(TodoError) -> AddTodoContent {
        AddTodoContent(today: dependencies.clock.today())
    }

    @concurrent func checkName(_ name: String) async throws(TodoError) {
        _ = try TodoRules.validatedName(name)
    }

    @concurrent func save(name: String, dueDay: String) async throws(TodoError) -> TodoItem {
        let validName = try TodoRules.validatedName(name)
        let day = try TodoRules.validatedDueDay(dueDay, today: dependencies.clock.today())
        return try dependencies.store.add(name: validName, dueDay: day)
    }
}
