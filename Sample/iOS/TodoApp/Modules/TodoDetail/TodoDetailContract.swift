//
//  TodoDetailContract.swift
//  TodoDetail module of TodoApp
//
//  Created by viper-gen sample on 2026-09-21.
//

import Foundation
import TodoCore

/// Shows what the presenter prepares and forwards the user's actions to it.
@MainActor
protocol TodoDetailViewProtocol: AnyObject {
    /// Shows `viewModel`.
    func display(_ viewModel: TodoDetailViewModel)

    /// Shows why a change was not made, such as an empty name or a to-do changed elsewhere.
    func showError(_ message: String)

    /// Asks the user to confirm deleting the to-do with `question`.
    func askToConfirmDelete(_ question: String)
}

/// Turns the interactor's results into what the view shows, and the view's events into work.
@MainActor
protocol TodoDetailPresenterProtocol: AnyObject {
    /// The view finished loading.
    func viewDidLoad()

    /// The view is about to appear; called each time it does.
    func viewWillAppear()

    /// The user asked to leave the module.
    func didTapClose()

    /// The user marked the to-do done or not done.
    func didTapSetCompleted(_ isCompleted: Bool)

    /// The user asked to save `name` and the due day `dueDay` names (empty: keep the field).
    func didTapSave(name: String, dueDay: String)

    /// The user asked to delete the to-do; it is deleted only once they confirm.
    func didTapDelete()

    /// The user confirmed deleting the to-do.
    func didConfirmDelete()

    /// The user went back from, or swiped away, a screen that the router opened.
    func didDismissRoute()
}

/// The module's use case: the only part that reads and changes data, through data managers.
@MainActor
protocol TodoDetailInteractorProtocol: AnyObject {
    /// The to-do the module shows.
    var todoID: Int? { get set }

    /// Loads the module's content off the main actor; the result arrives on the main actor, through
    /// `TodoDetailInteractorOutputProtocol`.
    func loadContent()

    /// Marks the to-do done or not done, if it is still the one shown.
    func setCompleted(_ isCompleted: Bool)

    /// Renames and reschedules the to-do by TodoCore's rules (an empty `name` or `dueDay` keeps the field), if it is
    /// still the one shown.
    func update(name: String, dueDay: String)

    /// Deletes the to-do, if it is still the one shown.
    func delete()
}

/// Receives the interactor's results, on the main actor.
@MainActor
protocol TodoDetailInteractorOutputProtocol: AnyObject {
    /// The content finished loading.
    func didLoadContent(_ content: TodoDetailContent)

    /// The to-do was changed and stored; `content` shows it now.
    func didUpdateContent(_ content: TodoDetailContent)

    /// `item` was deleted.
    func didDelete(_ item: TodoItem)

    /// Nothing was changed, because of `error`.
    func didFail(_ error: TodoError)
}

/// Navigation out of the module.
@MainActor
protocol TodoDetailRouterProtocol: AnyObject {
    /// Closes the module's screen. The router is the only part that dismisses the module.
    func close()
    // viper-gen: routes
}

/// How other modules configure this module.
@MainActor
protocol TodoDetailModuleInput: AnyObject {
    /// Told about the module's results.
    var delegate: (any TodoDetailModuleDelegate)? { get set }

    /// Shows the to-do with `id`; call it before the module loads (in `makeModule`'s `configure`).
    func showTodo(id: Int)
}

/// How this module tells the module that opened it about its results.
@MainActor
protocol TodoDetailModuleDelegate: AnyObject {
    /// The module closed its screen. It did so itself, through its router: do not dismiss or pop it again.
    func todoDetailModuleDidClose(_ module: any TodoDetailModuleInput)

    /// The user changed `item`, which is stored.
    func todoDetailModule(_ module: any TodoDetailModuleInput, didChange item: TodoItem)

    /// The user deleted `item`; the module has closed.
    func todoDetailModule(_ module: any TodoDetailModuleInput, didDelete item: TodoItem)
}

/// What the module needs from outside: the data managers the interactor works with, and what the modules that the
/// router opens need. `TodoDetailRouter.makeModule(dependencies:delegate:)` hands it to both.
///
/// Declare each dependency as a read-only property, such as `var store: any ItemStore { get }`, and inherit the
/// dependencies protocols of the modules that the router opens, so that it can pass its own on. Let the app's
/// dependency container conform; tests pass a stub. It is `Sendable` because the interactor uses it off the main
/// actor.
///
/// The interactor reads the store, the clock and the week rule. `AppDependencies` conforms.
protocol TodoDetailDependencies: Sendable {
    /// Where the to-dos are kept.
    var store: any TodoStore { get }

    /// Today, for the due day's relation to it and for relative due days.
    var clock: any DayClock { get }

    /// The first day of a week, for the due day's relation to today.
    var weekStart: Weekday { get }

    /// The user's calendar, with their locale: how the screen writes dates.
    var calendar: Calendar { get }
}

/// The data the interactor hands to the presenter: the to-do and how its due day relates to today.
struct TodoDetailContent: Equatable, Sendable {
    var item: TodoItem
    var relation: DueRelation
}

/// What the view shows, prepared by the presenter: its text is localised already, so views show it as it is.
struct TodoDetailViewModel: Equatable, Sendable {
    /// The screen's title, in the user's language.
    var title: String
    var name: String
    /// `Friday, 2026-11-27 (Later This Week)`.
    var dueText: String
    /// `YYYY-MM-DD`, what the due day field starts with.
    var dueDay: String
    var isCompleted: Bool
    /// `Mark as Done` or `Mark as Not Done`.
    var completionTitle: String
}
