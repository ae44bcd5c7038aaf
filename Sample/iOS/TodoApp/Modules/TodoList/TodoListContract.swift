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
}

/// Turns the interactor's results into what the view shows, and the view's events into work.
@MainActor
protocol TodoListPresenterProtocol: AnyObject {
    /// The view finished loading.
    func viewDidLoad()

    /// The view is about to appear; called each time it does.
    func viewWillAppear()

    /// The user asked to leave the module.
    func didTapClose()
}

/// The module's use case: the only part that reads and changes data, through data managers.
@MainActor
protocol TodoListInteractorProtocol: AnyObject {
    /// Loads the module's content off the main actor; the result arrives on the main actor, through
    /// `TodoListInteractorOutputProtocol`.
    func loadContent()
}

/// Receives the interactor's results, on the main actor.
@MainActor
protocol TodoListInteractorOutputProtocol: AnyObject {
    /// The content finished loading.
    func didLoadContent(_ content: TodoListContent)
}

/// Navigation out of the module.
@MainActor
protocol TodoListRouterProtocol: AnyObject {
    /// Closes the module's screen. The router is the only part that dismisses the module.
    func close()
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
/// Declare each dependency as a read-only property, such as `var store: any ItemStore { get }`, and inherit the
/// dependencies protocols of the modules that the router opens, so that it can pass its own on. Let the app's
/// dependency container conform; tests pass a stub. It is `Sendable` because the interactor uses it off the main
/// actor.
///
/// The list reads today's date from TodoCore's clock.
protocol TodoListDependencies: Sendable {
    /// Which day today is.
    var clock: any DayClock { get }
}

/// The data the interactor hands to the presenter.
struct TodoListContent: Equatable, Sendable {
    var title: String
}

/// What the view shows, prepared by the presenter.
struct TodoListViewModel: Equatable, Sendable {
    var title: String
}
