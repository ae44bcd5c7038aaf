//
//  TodoListContract.swift
//  TodoList module of TodoApp
//
//  Created by viper-gen sample on 2026-09-21.
//

import TodoCore

/// Shows what the presenter prepares and forwards the user's actions to it.
@MainActor
protocol TodoListViewProtocol: AnyObject {
    /// Shows `viewModel`.
    func display(_ viewModel: TodoListViewModel)

    /// Shows a one-line problem, such as a store that cannot be read.
    func showError(_ message: String)
}

/// Turns the interactor's results into what the view shows, and the view's events into work.
@MainActor
protocol TodoListPresenterProtocol: AnyObject {
    /// The view finished loading.
    func viewDidLoad()

    /// The view is about to appear; called each time it does. The list reloads, so that it shows what is stored now.
    func viewWillAppear()

    /// The user asked to leave the module.
    func didTapClose()

    /// The user asked to add a to-do.
    func didTapAdd()

    /// The user picked the to-do with `id`.
    func didSelectTodo(id: Int)

    /// The user asked to show or hide completed to-dos.
    func didTapToggleCompleted()

    /// The user asked what the app is.
    func didTapAbout()

    /// The user swiped the to-do with `id` to mark it done or not done.
    func didSwipeToSetCompleted(id: Int, _ isCompleted: Bool)

    /// The user swiped the to-do with `id` to delete it.
    func didSwipeToDelete(id: Int)

    /// The user went back from, or swiped away, a screen that the router opened.
    func didDismissRoute()
}

/// The module's use case: the only part that reads and changes data, through data managers.
@MainActor
protocol TodoListInteractorProtocol: AnyObject {
    /// Whether completed to-dos are loaded too.
    var includesCompleted: Bool { get set }

    /// Loads the module's content off the main actor; the result arrives on the main actor, through
    /// `TodoListInteractorOutputProtocol`.
    func loadContent()

    /// Marks the listed to-do with `id` done or not done, if it is still as listed; then loads the list again.
    func setCompleted(id: Int, _ isCompleted: Bool)

    /// Deletes the listed to-do with `id`, if it is still as listed; then loads the list again.
    func delete(id: Int)
}

/// Receives the interactor's results, on the main actor.
@MainActor
protocol TodoListInteractorOutputProtocol: AnyObject {
    /// The content finished loading.
    func didLoadContent(_ content: TodoListContent)

    /// The content could not be loaded.
    func didFailToLoadContent(_ error: TodoError)

    /// A to-do was not changed, because of `error`.
    func didFailToChange(_ error: TodoError)
}

/// Navigation out of the module.
@MainActor
protocol TodoListRouterProtocol: AnyObject {
    /// Closes the module's screen. The router is the only part that dismisses the module.
    func close()

    /// Opens the add screen; `delegate` is told when it saves or closes.
    func presentAddTodo(delegate: any AddTodoModuleDelegate)

    /// Opens the detail screen of the to-do with `id`; `delegate` is told about its changes.
    func presentTodoDetail(id: Int, delegate: any TodoDetailModuleDelegate)
    // viper-gen: routes

    /// Opens the About module.
    func showAbout()
}

/// How other modules configure this module.
@MainActor
protocol TodoListModuleInput: AnyObject {
    /// Told about the module's results.
    var delegate: (any TodoListModuleDelegate)? { get set }
}

/// How this module tells the module that opened it about its results.
@MainActor
protocol TodoListModuleDelegate: AnyObject {
    /// The module closed its screen. It did so itself, through its router: do not dismiss or pop it again.
    func todoListModuleDidClose(_ module: any TodoListModuleInput)
}

/// What the module needs from outside: the data managers the interactor works with, and what the modules that the
/// router opens need. `TodoListRouter.makeModule(dependencies:delegate:)` hands it to both.
///
/// The interactor reads the store, the clock and the week rule; the router passes these dependencies on to the add
/// and detail modules, whose dependencies they include. `AppDependencies` conforms. It is `Sendable` because the
/// interactor uses it off the main actor.
protocol TodoListDependencies: Sendable, AddTodoDependencies, TodoDetailDependencies, AboutDependencies {}

/// The data the interactor hands to the presenter: today, and the to-dos grouped by due relation.
struct TodoListContent: Equatable, Sendable {
    var today: Day
    /// Non-empty groups in display order (TodoCore's grouping, shared with the terminal app).
    var groups: [DueGroup]
    /// Whether completed to-dos were loaded too.
    var includesCompleted = false
    /// The name the unreadable store was kept under, when this load set it aside and started an empty one.
    var storeSetAsideAs: String?
}

/// What the view shows, prepared by the presenter: its text is localised already, so views show it as it is.
struct TodoListViewModel: Equatable, Sendable {
    /// One section of the list.
    struct Section: Equatable, Sendable {
        var name: String
        var rows: [Row]
    }

    /// One to-do in a section.
    struct Row: Equatable, Sendable {
        var id: Int
        /// The name, and the weekday or the date unless it is due today: `Buy milk · Friday`.
        var text: String
        /// An SF Symbol: a circle, or a filled check mark when it is done.
        var symbolName: String
        /// Whether it is done; what VoiceOver says after the text, as the symbol shows it.
        var isCompleted = false
        /// `Done` or `Not Done`: VoiceOver's value of the row.
        var completionText = ""
        /// The swipe action that marks it the other way: `Mark as Done` or `Mark as Not Done`.
        var completionActionTitle = ""
    }

    /// Today's date, e.g. `Sunday, 2026-11-22`.
    var title: String
    var sections: [Section]
    /// Shown instead of an empty list.
    var emptyMessage: String?
    /// Shown above the list until the next load: what happened to a store that could not be read.
    var notice: String?
    /// The title of the button that shows or hides completed to-dos.
    var toggleCompletedTitle: String
}
