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

    /// Shows a one-line problem, such as an unreadable store or an unknown id.
    func showError(_ message: String)
}

/// Turns the interactor's results into what the view shows, and the view's events into work.
@MainActor
protocol TodoListPresenterProtocol: AnyObject {
    /// The view finished loading.
    func viewDidLoad()

    /// The view is about to be shown again; the list reloads, so that it shows and acts on what is stored now.
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
}

/// The module's use case: the only part that reads and changes data, through data managers.
@MainActor
protocol TodoListInteractorProtocol: AnyObject {
    /// Whether completed to-dos are loaded too.
    var includesCompleted: Bool { get set }

    /// Loads the module's content; the result arrives through `TodoListInteractorOutputProtocol`.
    func loadContent()
}

/// Receives the interactor's results.
@MainActor
protocol TodoListInteractorOutputProtocol: AnyObject {
    /// The content finished loading.
    func didLoadContent(_ content: TodoListContent)

    /// The content could not be loaded.
    func didFailToLoadContent(_ error: TodoError)
}

/// Navigation out of the module.
@MainActor
protocol TodoListRouterProtocol: AnyObject {
    /// Closes the module's screen.
    func close()

    /// Opens the add screen; `delegate` is told when it saves or closes.
    func presentAddTodo(delegate: any AddTodoModuleDelegate)

    /// Opens the detail screen of the to-do with `id`; `delegate` is told about changes.
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

    /// Whether completed to-dos are listed too; `false` at first.
    var showsCompleted: Bool { get set }
}

/// How this module tells the module that opened it about its results.
@MainActor
protocol TodoListModuleDelegate: AnyObject {
    /// The user closed the module.
    func todoListModuleDidClose(_ module: any TodoListModuleInput)
}

/// What the module needs from outside: the data managers the interactor works with, and what the modules that the
/// router opens need. `TodoListRouter.makeModule(dependencies:delegate:)` hands it to both.
///
/// The interactor reads the store, the clock and the week rule; the router passes these dependencies on to the add,
/// detail and About modules, whose dependencies they include. `TodoDependencies` conforms. It is `Sendable`, as the
/// template makes it.
protocol TodoListDependencies: Sendable, AddTodoDependencies, TodoDetailDependencies, AboutDependencies {}

/// The data the interactor hands to the presenter: today, and the to-dos grouped by due relation.
struct TodoListContent: Equatable, Sendable {
    /// The to-dos of one due relation (TodoCore's grouping, shared with the iOS app).
    typealias Group = DueGroup

    var today: Day
    /// Non-empty groups in display order.
    var groups: [Group]
    /// Whether completed to-dos were loaded too.
    var includesCompleted = false
}

/// What the view shows, prepared by the presenter.
struct TodoListViewModel: Equatable, Sendable, Encodable {
    /// One section of the list.
    struct Section: Equatable, Sendable, Encodable {
        var name: String
        var iconName: String
        var rows: [Row]
    }

    /// One to-do in a section.
    struct Row: Equatable, Sendable, Encodable {
        var id: Int
        var name: String
        /// The weekday or the date; `nil` for today.
        var detail: String?
        /// `YYYY-MM-DD`.
        var dueDay: String
        var isCompleted: Bool
    }

    /// Today's date, e.g. `Sunday, 2026-11-22`.
    var title: String
    /// `YYYY-MM-DD`.
    var today: String
    var sections: [Section]
    /// Shown instead of an empty list.
    var emptyMessage: String?
    /// Whether completed to-dos are listed.
    var showsCompleted: Bool
}
