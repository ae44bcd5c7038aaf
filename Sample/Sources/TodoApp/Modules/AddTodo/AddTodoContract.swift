//
//  AddTodoContract.swift
//  AddTodo module of TodoApp
//
//  Created by viper-gen sample on 2026-09-21.
//

import Foundation
import TodoCore

/// The module's use case, the only part that reads and changes data: off the main actor, throwing when it fails.
nonisolated protocol AddTodoInteractorProtocol: Sendable {
    /// Today, the earliest day a to-do may be due.
    func loadContent() async throws(TodoError) -> AddTodoContent

    /// Checks a name alone, by the rules every front end shares; throws what is wrong with it.
    func checkName(_ name: String) async throws(TodoError)

    /// Validates and stores a new to-do named `name`, due on the day `dueDay` describes (empty: today).
    func save(name: String, dueDay: String) async throws(TodoError) -> TodoItem
}

/// The user's actions on the add screen, beyond loading and closing.
@MainActor
protocol AddTodoPresenterProtocol: ModulePresenter {
    /// The user entered a name; an invalid one is reported at once, through `showError`.
    func didEnterName(_ name: String) async

    /// The user asked to save a to-do named `name`, due on the day `dueDay` describes (empty: today).
    func didTapSave(name: String, dueDay: String) async
}

/// The add screen as its presenter sees it: it renders the view model, and asks again for what was invalid.
@MainActor
protocol AddTodoViewProtocol: ModuleView<AddTodoViewModel> {
    /// Shows what is wrong with the input; the view asks for `error.field` again.
    func showError(_ error: InputErrorViewModel)
}

/// Navigation out of the module. The router is the only part that dismisses it.
@MainActor
protocol AddTodoRouterProtocol: AnyObject {
    func close()
    // viper-gen: routes
}

/// How other modules configure this one.
@MainActor
protocol AddTodoModuleInput: AnyObject {
    var delegate: (any AddTodoModuleDelegate)? { get set }
}

/// How this module tells the module that opened it about its results.
@MainActor
protocol AddTodoModuleDelegate: AnyObject {
    /// The screen went away: cancelled, or closed after a save. Do not dismiss it again.
    func addTodoModuleDidClose(_ module: any AddTodoModuleInput)

    /// The user saved `item`; the module closes.
    func addTodoModule(_ module: any AddTodoModuleInput, didAdd item: TodoItem)
}

/// What the module needs from outside: the interactor reads the store and the clock. `TodoDependencies` conforms.
protocol AddTodoDependencies: Sendable {
    /// Where the to-dos are kept.
    var store: any TodoStore { get }

    /// Today, for the earliest due day and for relative due days.
    var clock: any DayClock { get }
}

/// The data the interactor loads: plain values, never text to show.
struct AddTodoContent: Equatable, Sendable {
    /// The earliest day a to-do may be due.
    var today: Day
}

/// What the screen shows, worded by the presenter: the terminal app words it in English, and draws it as it is.
struct AddTodoViewModel: Equatable {
    /// What the form offers once loaded.
    struct Form: Equatable {
        /// What an empty due day means, e.g. `today`.
        var defaultDueDay: String
    }
    var title: LocalizedStringResource
    var content: LoadState<Form> = .loading
}
