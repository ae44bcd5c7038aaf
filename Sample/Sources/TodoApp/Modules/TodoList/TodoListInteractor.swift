//
//  TodoListInteractor.swift
//  TodoList module of TodoApp
//
//  Created by viper-gen sample on 2026-09-21.
//

import TodoCore

/// The module's use case. It reads and changes data only through data managers and never touches the UI.
///
/// It loads the to-dos, hides completed ones unless asked, and groups them by their due day's relation to today.
@MainActor
final class TodoListInteractor {
    /// Weak, because the presenter owns the interactor.
    weak var output: (any TodoListInteractorOutputProtocol)?

    var includesCompleted = false

    /// Where the use case finds its data managers.
    let dependencies: any TodoListDependencies

    init(dependencies: any TodoListDependencies) {
        self.dependencies = dependencies
    }
}

extension TodoListInteractor: TodoListInteractorProtocol {
    func loadContent() {
        do {
            let today = dependencies.clock.today()
            let items = try dependencies.store.allTodos().filter { includesCompleted || !$0.isCompleted }
            let groups = DueGroup.groups(of: items, today: today, weekStart: dependencies.weekStart)
            output?.didLoadContent(
                TodoListContent(today: today, groups: groups, includesCompleted: includesCompleted))
        } catch {
            output?.didFailToLoadContent(error)
        }
    }
}
