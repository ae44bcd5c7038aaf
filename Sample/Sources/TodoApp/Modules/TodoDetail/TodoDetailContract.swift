//
//  TodoDetailContract.swift
//  TodoDetail module of TodoApp
//
//  Created by viper-gen sample on 2026-09-21.
//

import TodoCore

/// Shows what the presenter prepares and forwards the user's actions to it.
@MainActor
protocol TodoDetailViewProtocol: AnyObject {
    /// Shows `viewModel`.
    func display(_ viewModel: TodoDetailViewModel)

    /// Shows what went wrong; for invalid input the view asks for `error.field` again.
    func showError(_ error: InputErrorViewModel)

    /// Asks the user to confirm deleting, with `question`.
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

    /// The user marked the to-do done (`true`) or not done (`false`).
    func didTapSetCompleted(_ isCompleted: Bool)

    /// The user entered a new name; an invalid one is reported at once, through `showError`.
    func didEnterName(_ name: String)

    /// The user edited the to-do; `nil` keeps a field as it is.
    func didTapSave(name: String?, dueDay: String?)

    /// The user asked to delete the to-do; it is deleted only after `didConfirmDelete()`.
    func didTapDelete()

    /// The user confirmed deleting.
    func didConfirmDelete()
}

/// The module's use case: the only part that reads and changes data, through data managers.
@MainActor
protocol TodoDetailInteractorProtocol: AnyObject {
    /// The to-do the module shows.
    var todoID: Int? { get set }

    /// Loads the module's content; the result arrives through `TodoDetailInteractorOutputProtocol`.
    func loadContent()

    /// Marks the to-do done or not done.
    func setCompleted(_ isCompleted: Bool)

    /// Checks a name alone; only a problem is reported, through `didFail`.
    func checkName(_ name: String)

    /// Changes the name and due day, validated as when adding; `nil` keeps a field.
    func update(name: String?, dueDay: String?)

    /// Deletes the to-do.
    func delete()
}

/// Receives the interactor's results.
@MainActor
protocol TodoDetailInteractorOutputProtocol: AnyObject {
    /// The content finished loading.
    func didLoadContent(_ content: TodoDetailContent)

    /// The to-do changed and was stored.
    func didUpdateContent(_ content: TodoDetailContent)

    /// The to-do was deleted.
    func didDelete(_ item: TodoItem)

    /// Loading or changing failed; nothing was stored.
    func didFail(_ error: TodoError)
}

/// Navigation out of the module.
@MainActor
protocol TodoDetailRouterProtocol: AnyObject {
    /// Closes the module's screen.
    func close()
    // viper-gen: routes
}

/// How other modules configure this module.
@MainActor
protocol TodoDetailModuleInput: AnyObject {
    /// Told about the module's results.
    var delegate: (any TodoDetailModuleDelegate)? { get set }

    /// Sets the to-do to show; call before the view loads.
    func showTodo(id: Int)
}

/// How this module tells the module that opened it about its results.
@MainActor
protocol TodoDetailModuleDelegate: AnyObject {
    /// The user closed the module.
    func todoDetailModuleDidClose(_ module: any TodoDetailModuleInput)

    /// The user changed `item`, which is stored.
    func todoDetailModule(_ module: any TodoDetailModuleInput, didChange item: TodoItem)

    /// The user deleted `item`; the module has closed.
    func todoDetailModule(_ module: any TodoDetailModuleInput, didDelete item: TodoItem)
}

/// What the module needs from outside: the data managers the interactor works with, and what the modules that the
/// router opens need. `TodoDetailRouter.makeModule(dependencies:delegate:)` hands it to both.
///
/// The interactor reads the store, the clock and the week rule. `TodoDependencies` conforms. It is `Sendable`, as
/// the template makes it, so that the dependencies can go along into work off the main actor.
protocol TodoDetailDependencies: Sendable {
    /// Where the to-dos are kept.
    var store: any TodoStore { get }

    /// Today, for the due day's relation to it and for relative due days.
    var clock: any DayClock { get }

    /// The first day of a week, for the due day's relation to today.
    var weekStart: Weekday { get }
}

/// The data the interactor hands to the presenter.
struct TodoDetailContent: Equatable, Sendable {
    var item: TodoItem
    /// How the due day relates to today.
    var relation: DueRelation
}

/// What the view shows, prepared by the presenter: the terminal app words it in English, and draws it as it is.
struct TodoDetailViewModel: Equatable, Sendable {
    var id: Int
    var name: String
    /// `Friday, 2026-11-20 (Overdue)`.
    var dueText: String
    /// `YYYY-MM-DD`, offered as the default when editing.
    var dueDay: String
    var isCompleted: Bool
}
