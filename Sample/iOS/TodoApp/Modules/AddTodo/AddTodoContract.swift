//
//  AddTodoContract.swift
//  AddTodo module of TodoApp
//
//  Created by viper-gen sample on 2026-09-21.
//

import Foundation
import TodoCore

/// Shows what the presenter prepares and forwards the user's actions to it.
@MainActor
protocol AddTodoViewProtocol: AnyObject {
    /// Shows `viewModel`.
    func display(_ viewModel: AddTodoViewModel)

    /// Shows why the to-do was not saved, such as an empty name or a due day before today.
    func showError(_ message: String)
}

/// Turns the interactor's results into what the view shows, and the view's events into work.
@MainActor
protocol AddTodoPresenterProtocol: AnyObject {
    /// The view finished loading.
    func viewDidLoad()

    /// The view is about to appear; called each time it does.
    func viewWillAppear()

    /// The user asked to leave the module without saving.
    func didTapClose()

    /// The user asked to save a to-do named `name`, due on the day `dueDay` names (empty: today).
    func didTapSave(name: String, dueDay: String)

    /// The user went back from, or swiped away, a screen that the router opened.
    func didDismissRoute()
}

/// The module's use case: the only part that reads and changes data, through data managers.
@MainActor
protocol AddTodoInteractorProtocol: AnyObject {
    /// Loads the module's content off the main actor; the result arrives on the main actor, through
    /// `AddTodoInteractorOutputProtocol`.
    func loadContent()

    /// Checks `name` and `dueDay` by TodoCore's rules and adds the to-do to the store, off the main actor; the
    /// result arrives on the main actor, even if the screen was closed meanwhile. Ignored while a save is under way,
    /// so that a to-do is never stored twice.
    func save(name: String, dueDay: String)
}

/// Receives the interactor's results, on the main actor.
@MainActor
protocol AddTodoInteractorOutputProtocol: AnyObject {
    /// The content finished loading.
    func didLoadContent(_ content: AddTodoContent)

    /// `item` was added to the store.
    func didSave(_ item: TodoItem)

    /// Nothing was added, because of `error`.
    func didFailToSave(_ error: TodoError)
}

/// Navigation out of the module.
@MainActor
protocol AddTodoRouterProtocol: AnyObject {
    /// Closes the module's screen. The router is the only part that dismisses the module.
    func close()
    // viper-gen: routes
}

/// How other modules configure this module.
@MainActor
protocol AddTodoModuleInput: AnyObject {
    /// Told about the module's results.
    var delegate: (any AddTodoModuleDelegate)? { get set }
}

/// How this module tells the module that opened it about its results.
@MainActor
protocol AddTodoModuleDelegate: AnyObject {
    /// The module closed its screen. It did so itself, through its router: do not dismiss or pop it again.
    func addTodoModuleDidClose(_ module: any AddTodoModuleInput)

    /// The user saved `item`; the module has closed.
    func addTodoModule(_ module: any AddTodoModuleInput, didAdd item: TodoItem)
}

/// What the module needs from outside: the data managers the interactor works with, and what the modules that the
/// router opens need. `AddTodoRouter.makeModule(dependencies:delegate:)` hands it to both.
///
/// Declare each dependency as a read-only property, such as `var store: any ItemStore { get }`, and inherit the
/// dependencies protocols of the modules that the router opens, so that it can pass its own on. Let the app's
/// dependency container conform; tests pass a stub. It is `Sendable` because the interactor uses it off the main
/// actor.
///
/// The interactor reads the store and the clock. `AppDependencies` conforms.
protocol AddTodoDependencies: Sendable {
    /// Where the to-dos are kept.
    var store: any TodoStore { get }

    /// Today, for the earliest due day and for relative due days.
    var clock: any DayClock { get }

    /// The user's calendar, with their locale: how the screen writes dates.
    var calendar: Calendar { get }
}

/// The data the interactor hands to the presenter.
struct AddTodoContent: Equatable, Sendable {
    /// The earliest due day.
    var today: Day
}

/// What the view shows, prepared by the presenter: its text is localised already, so views show it as it is.
struct AddTodoViewModel: Equatable, Sendable {
    /// The screen's title, in the user's language.
    var title: String
    /// Today in the user's calendar: the earliest due day the date picker offers, and the one it starts on.
    var today: Date
    /// Whether a save is under way: Save is disabled meanwhile.
    var isSaving = false
}
