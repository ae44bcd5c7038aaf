//
//  TodoDetailContract.swift
//  TodoDetail module of TodoApp
//
//  Created by viper-gen sample on 2026-09-21.
//

import Foundation
import TodoCore

/// The module's use case, the only part that reads and changes data: off the main actor, throwing when it fails.
///
/// It changes or deletes a to-do only if the store still holds it exactly as `shown` (the store compares under its
/// lock), and throws `TodoError.changedElsewhere` otherwise.
nonisolated protocol TodoDetailInteractorProtocol: Sendable {
    /// The to-do with `id` as stored now, and its due day's relation to today.
    func loadContent(id: Int) async throws(TodoError) -> TodoDetailContent

    /// Marks `shown` done or not done.
    func setCompleted(_ isCompleted: Bool, shown: TodoItem) async throws(TodoError) -> TodoDetailContent

    /// Checks a name alone, by the rules every front end shares; throws what is wrong with it.
    func checkName(_ name: String) async throws(TodoError)

    /// Changes the name and due day of `shown`, validated as when adding; `nil` keeps a field.
    func update(_ shown: TodoItem, name: String?, dueDay: String?) async throws(TodoError) -> TodoDetailContent

    /// Deletes `shown`; returns it as it was.
    func delete(_ shown: TodoItem) async throws(TodoError) -> TodoItem
}

/// The user's actions on the detail screen, beyond loading and closing.
@MainActor
protocol TodoDetailPresenterProtocol: ModulePresenter {
    /// The user marked the to-do done (`true`) or not done (`false`).
    func didTapSetCompleted(_ isCompleted: Bool) async

    /// The user entered a new name; an invalid one is reported at once, through `showError`.
    func didEnterName(_ name: String) async

    /// The user edited the to-do; `nil` keeps a field as it is.
    func didTapSave(name: String?, dueDay: String?) async

    /// The user asked to delete the to-do; it is deleted only after `didConfirmDelete()`.
    func didTapDelete()

    /// The user confirmed deleting.
    func didConfirmDelete() async
}

/// The detail screen as its presenter sees it: it renders the view model, reports problems and asks questions.
@MainActor
protocol TodoDetailViewProtocol: ModuleView<TodoDetailViewModel> {
    /// Shows what went wrong; for invalid input the view asks for `error.field` again.
    func showError(_ error: InputErrorViewModel)

    /// Asks the user to confirm deleting, with `question`.
    func askToConfirmDelete(_ question: String)
}

/// Navigation out of the module. The router is the only part that dismisses it.
@MainActor
protocol TodoDetailRouterProtocol: AnyObject {
    func close()
    // viper-gen: routes
}

/// How other modules configure this one.
@MainActor
protocol TodoDetailModuleInput: AnyObject {
    var delegate: (any TodoDetailModuleDelegate)? { get set }

    /// Sets the to-do to show; call before the view loads.
    func showTodo(id: Int)
}

/// How this module tells the module that opened it about its results.
@MainActor
protocol TodoDetailModuleDelegate: AnyObject {
    /// The screen went away: closed, or after a delete. Do not dismiss it again.
    func todoDetailModuleDidClose(_ module: any TodoDetailModuleInput)

    /// The user changed `item`, which is stored.
    func todoDetailModule(_ module: any TodoDetailModuleInput, didChange item: TodoItem)

    /// The user deleted `item`; the module closes.
    func todoDetailModule(_ module: any TodoDetailModuleInput, didDelete item: TodoItem)
}

/// What the module needs from outside: the interactor reads the store, the clock and the week rule.
/// `TodoDependencies` conforms.
protocol TodoDetailDependencies: Sendable {
    /// Where the to-dos are kept.
    var store: any TodoStore { get }

    /// Today, for the due day's relation to it and for relative due days.
    var clock: any DayClock { get }

    /// The first day of a week, for the due day's relation to today.
    var weekStart: Weekday { get }
}

/// The data the interactor loads: plain values, never text to show.
struct TodoDetailContent: Equatable, Sendable {
    var item: TodoItem
    /// How the due day relates to today.
    var relation: DueRelation
}

/// What the screen shows, worded by the presenter: the terminal app words it in English, and draws it as it is.
struct TodoDetailViewModel: Equatable {
    /// The to-do, worded.
    struct Item: Equatable, Sendable {
        var id: Int
        var name: String
        /// `Friday, 2026-11-20 (Overdue)`.
        var dueText: String
        /// `YYYY-MM-DD`, offered as the default when editing.
        var dueDay: String
        var isCompleted: Bool
    }
    var title: LocalizedStringResource
    var content: LoadState<Item> = .loading
}
