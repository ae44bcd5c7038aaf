//
//  AddTodoInteractor.swift
//  AddTodo module of TodoApp
//
//  Created by viper-gen sample on 2026-09-21.
//

import TodoCore

/// The module's use case. It reads and changes data only through data managers and never touches the UI.
///
/// It checks the name and due day with `TodoRules` and stores the new to-do.
@MainActor
final class AddTodoInteractor {
    /// Weak, because the presenter owns the interactor.
    weak var output: (any AddTodoInteractorOutputProtocol)?

    /// Where the use case finds its data managers.
    let dependencies: any AddTodoDependencies

    init(dependencies: any AddTodoDependencies) {
        self.dependencies = dependencies
    }
}

extension AddTodoInteractor: AddTodoInteractorProtocol {
    func loadContent() {
        output?.didLoadContent(AddTodoContent(today: dependencies.clock.today()))
    }

    func checkName(_ name: String) {
        do {
            _ = try TodoRules.validatedName(name)
        } catch {
            output?.didFailToSave(error)
        }
    }

    func save(name: String, dueDay: String) {
        do {
            let validName = try TodoRules.validatedName(name)
            let day = try TodoRules.validatedDueDay(dueDay, today: dependencies.clock.today())
            output?.didSave(try dependencies.store.add(name: validName, dueDay: day))
        } catch {
            output?.didFailToSave(error)
        }
    }
}
