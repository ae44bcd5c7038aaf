//
//  AddTodoContract.swift
//  AddTodo module of TodoApp
//
//  Created by viper-gen sample on 2026-09-21.
//

/// The module's use case. It reads and changes data only through data managers and never touches the UI.
///
/// It checks the name and due day with `TodoRules` and stores the new to-do.
@MainActor
final class AddTodoInteractor {
    /// Weak, because the presenter owns the interactor.
    weak var output: (any AddTodoInteractorOutputProtocol)?

    private let store: any TodoStore
    private let clock: any DayClock

    init(store: any TodoStore, clock: any DayClock) {
        self.store = store
        self.clock = clock
    }
}

extension AddTodoInteractor: AddTodoInteractorProtocol {
    func loadContent() {
        output?.didLoadContent(AddTodoContent(today: clock.today()))
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
            let day = try TodoRules.validatedDueDay(dueDay, today: clock.today())
            output?.didSave(try store.add(name: validName, dueDay: day))
        } catch {
            output?.didFailToSave(error)
        }
    }
}
