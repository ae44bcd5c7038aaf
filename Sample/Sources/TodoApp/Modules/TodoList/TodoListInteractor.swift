//
//  TodoListInteractor.swift
//  TodoList module of TodoApp
//
//  Created by viper-gen sample on 2026-09-21.
//

import TodoCore

/// The module's use case: reads and changes data through data managers, off the main actor, and never touches the UI.
///
/// It loads the to-dos, hides completed ones unless asked, and groups them by their due day's relation to today.
nonisolated final class TodoListInteractor: TodoListInteractorProtocol {
    private let dependencies: any TodoListDependencies

    init(dependencies: any TodoListDependencies) {
        self.dependencies = dependencies
    }

    @concurrent func loadContent(includesCompleted: Bool) async throws(TodoError) -> TodoListContent {
        let today = dependencies.clock.today()
        let items = try dependencies.store.allTodos().filter { includesCompleted || !$0.isCompleted }
        let groups = DueGroup.groups(of: items, today: today, weekStart: dependencies.weekStart)
        return TodoListContent(today: today, groups: groups, includesCompleted: includesCompleted)
    }
}
