//
//  AddTodoContract.swift
//  AddTodo module of TodoApp
//
//  Created by viper-gen sample on 2026-09-21.
//

import TodoCore

/// Shows what the presenter prepares and forwards the user's actions to it.
@MainActor
protocol AddTodoViewProtocol: AnyObject {
    /// Shows `viewModel`.
    func display(_ viewModel: AddTodoViewModel)

    /// Shows what is wrong with the input; the view asks for `error.field` again.
    func showError(_ error: InputErrorViewModel)
}

/// Turns the interactor's results into what the view shows, and the view's events into work.
@MainActor
protocol AddTodoPresenterProtocol: AnyObject {
    /// The view finished loading.
    func viewDidLoad()

    /// The view is about to appear; called each time it does.
    func viewWillAppear()

    /// The user asked to leave the module: cancel, nothing is stored.
    func didTapClose()

    /// The user entered a name; an invalid one is reported at once, through `showError`.
    func didEnterName(_ name: String)

    /// The user asked to save a to-do named `name`, due on the day `dueDay` describes (empty: today).
    func didTapSave(name: String, dueDay: String)
}

/// The module's use case: the only part that reads and changes data, through data managers.
@MainActor
protocol AddTodoInteractorProtocol: AnyObject {
    /// Loads the module's content; the result arrives through `AddTodoInteractorOutputProtocol`.
    func loadContent()

    /// Checks a name alone; only a problem is reported, through `didFailToSave`.
    func checkName(_ name: String)

    /// Validates and stores a new to-do; the result arrives through `AddTodoInteractorOutputProtocol`.
    func save(name: String, dueDay: String)
}

/// Receives the interactor's results.
@MainActor
protocol AddTodoInteractorOutputProtocol: AnyObject {
    /// The content finished loading.
    func didLoadContent(_ content: AddTodoContent)

    /// The to-do was stored.
    func didSave(_ item: TodoItem)

    /// The input was invalid or the store refused it; nothing was stored.
    func didFailToSave(_ error: TodoError)
}

/// Navigation out of the module.
@MainActor
protocol AddTodoRouterProtocol: AnyObject {
    /// Closes the module's screen.
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
    /// The user closed the module without saving.
    func addTodoModuleDidClose(_ module: any AddTodoModuleInput)

    /// The user saved `item`; the module has closed.
    func addTodoModule(_ module: any AddTodoModuleInput, didAdd item: TodoItem)
}

/// What the module needs from outside: the data managers the interactor works with, and what the modules that the
/// router opens need. `AddTodoRouter.makeModule(dependencies:delegate:)` hands it to both.
///
/// The interactor reads the store and the clock. `TodoDependencies` conforms. It is `Sendable`, as the template
/// makes it, so that the dependencies can go along into work off the main actor (the iOS app's interactors do theirs
/// in detached tasks).
protocol AddTodoDependencies: Sendable {
    /// Where the to-dos are kept.
    var store: any TodoStore { get }

    /// Today, for the earliest due day and for relative due days.
    var clock: any DayClock { get }
}

/// The data the interactor hands to the presenter.
struct AddTodoContent: Equatable, Sendable {
    /// The earliest day a to-do may be due.
    var today: Day
}

/// What the view shows, prepared by the presenter: the terminal app words it in English, and draws it as it is.
struct AddTodoViewModel: Equatable, Sendable {
    /// The screen's title.
    var title: String
    /// What an empty due day means, e.g. `today`.
    var defaultDueDay: String
}
