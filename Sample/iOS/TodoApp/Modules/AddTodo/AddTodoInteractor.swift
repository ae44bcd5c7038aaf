//
//  AddTodoInteractor.swift
//  AddTodo module of TodoApp
//
//  Created by viper-gen sample on 2026-09-21.
//

import TodoCore

/// The module's use case. It reads and changes data only through data managers and never touches the UI.
///
/// It lives on the main actor, where the presenter calls it and hears back from it, and does its data work off the
/// main actor: it checks the new to-do by TodoCore's rules, the same as the terminal app's, and adds it.
@MainActor
final class AddTodoInteractor {
    /// Weak, because the presenter owns the interactor.
    weak var output: (any AddTodoInteractorOutputProtocol)?

    /// Where the use case finds its data managers.
    let dependencies: any AddTodoDependencies

    /// The load in progress; a new load cancels it. Tests await its `value`.
    private(set) var loadTask: Task<Void, Never>?

    /// The last save; tests await its `value`.
    private(set) var saveTask: Task<Void, Never>?

    /// Whether a save is under way; another is ignored meanwhile.
    private(set) var isSaving = false

    init(dependencies: any AddTodoDependencies) {
        self.dependencies = dependencies
    }

    /// Adds the to-do named `name`, due on the day `dueDay` names; what a save does off the main actor.
    nonisolated static func add(
        name: String, dueDay: String, dependencies: any AddTodoDependencies
    ) throws(TodoError) -> TodoItem {
        let validName = try TodoRules.validatedName(name)
        let day = try TodoRules.validatedDueDay(dueDay, today: dependencies.clock.today())
        return try dependencies.store.add(name: validName, dueDay: day)
    }
}

extension AddTodoInteractor: AddTodoInteractorProtocol {
    func loadContent() {
        loadTask?.cancel()
        loadTask = Task { [weak self, dependencies] in
            // The data work runs in a detached task, off the main actor, whatever the compiler's default isolation.
            let content = await Task.detached {
                AddTodoContent(today: dependencies.clock.today())
            }.value
            // Back on the main actor: deliver the result unless a newer load replaced this one.
            guard let self, !Task.isCancelled else { return }
            self.output?.didLoadContent(content)
        }
    }

    func save(name: String, dueDay: String) {
        guard !isSaving else { return }
        isSaving = true
        // The output is held until the save ends: the to-do is stored even if the user closed the screen
        // meanwhile, so the presenter must hear of it and tell the module that opened this one.
        let output = output
        saveTask = Task { [weak self, dependencies] in
            let result = await StoreQueue.result { () throws(TodoError) in
                try Self.add(name: name, dueDay: dueDay, dependencies: dependencies)
            }
            // Back on the main actor.
            self?.isSaving = false
            switch result {
            case .success(let item): output?.didSave(item)
            case .failure(let error): output?.didFailToSave(error)
            }
        }
    }
}
