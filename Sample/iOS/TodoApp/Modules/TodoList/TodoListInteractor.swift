//
//  TodoListInteractor.swift
//  TodoList module of TodoApp
//
//  Created by viper-gen sample on 2026-09-21.
//

import TodoCore

/// The module's use case. It reads and changes data only through data managers and never touches the UI.
///
/// It lives on the main actor, where the presenter calls it and hears back from it, and does its data work off the
/// main actor: it loads the to-dos, hides completed ones unless asked, and groups them by their due day's relation
/// to today.
@MainActor
final class TodoListInteractor {
    /// Weak, because the presenter owns the interactor.
    weak var output: (any TodoListInteractorOutputProtocol)?

    var includesCompleted = false

    /// Where the use case finds its data managers.
    let dependencies: any TodoListDependencies

    /// The load in progress; a new load cancels it. Tests await its `value`.
    private(set) var loadTask: Task<Void, Never>?

    init(dependencies: any TodoListDependencies) {
        self.dependencies = dependencies
    }

    /// The to-dos to list, grouped; what a load does off the main actor.
    nonisolated static func content(
        dependencies: any TodoListDependencies, includesCompleted: Bool
    ) throws(TodoError) -> TodoListContent {
        let today = dependencies.clock.today()
        let items = try dependencies.store.allTodos().filter { includesCompleted || !$0.isCompleted }
        let groups = DueGroup.groups(of: items, today: today, weekStart: dependencies.weekStart)
        return TodoListContent(today: today, groups: groups, includesCompleted: includesCompleted)
    }
}

extension TodoListInteractor: TodoListInteractorProtocol {
    func loadContent() {
        loadTask?.cancel()
        loadTask = Task { [weak self, dependencies, includesCompleted] in
            // The data work runs in a detached task, off the main actor, whatever the compiler's default isolation.
            let result = await Task.detached {
                Result { () throws(TodoError) in
                    try Self.content(dependencies: dependencies, includesCompleted: includesCompleted)
                }
            }.value
            // Back on the main actor: deliver the result unless a newer load replaced this one.
            guard let self, !Task.isCancelled else { return }
            switch result {
            case .success(let content): self.output?.didLoadContent(content)
            case .failure(let error): self.output?.didFailToLoadContent(error)
            }
        }
    }
}
