//
//  TodoListContract.swift
//  TodoList module of TodoApp
//
//  Created by viper-gen sample on 2026-09-21.
//

import Foundation
import TodoCore

/// The module's use case, the only part that reads and changes data: off the main actor, throwing when it fails.
nonisolated protocol TodoListInteractorProtocol: Sendable {
    /// Today and the to-dos grouped by due relation; completed ones only if `includesCompleted`.
    func loadContent(includesCompleted: Bool) async throws(TodoError) -> TodoListContent
}

/// The user's actions on the list, beyond loading and closing.
@MainActor
protocol TodoListPresenterProtocol: ModulePresenter {
    /// The user asked to add a to-do.
    func didTapAdd()

    /// The user picked the to-do with `id`.
    func didSelectTodo(id: Int)

    /// The user asked to show or hide completed to-dos.
    func didTapToggleCompleted() async

    /// The user asked what the app is.
    func didTapAbout()
}

/// The list as its presenter sees it: it renders the view model and reports a problem with what the user typed.
@MainActor
protocol TodoListViewProtocol: ModuleView<TodoListViewModel> {
    /// Shows a one-line problem, such as an unknown id.
    func showError(_ message: String)
}

/// Navigation out of the module. The router is the only part that dismisses it.
@MainActor
protocol TodoListRouterProtocol: AnyObject {
    func close()

    /// Opens the add screen on the screen stack (`showAddTodo()`, then shows it).
    func presentAddTodo()

    /// Opens the detail screen of the to-do with `id` on the screen stack (`showTodoDetail()`, then shows it).
    func presentTodoDetail(id: Int)
    // viper-gen: routes

    /// Opens the TodoDetail module.
    func showTodoDetail()

    /// Opens the AddTodo module.
    func showAddTodo()

    /// Opens the About module.
    func showAbout()
}

/// How other modules configure this one.
@MainActor
protocol TodoListModuleInput: AnyObject {
    var delegate: (any TodoListModuleDelegate)? { get set }

    /// Whether completed to-dos are listed too; `false` at first.
    var showsCompleted: Bool { get set }
}

/// How this module tells the module that opened it about its results.
@MainActor
protocol TodoListModuleDelegate: AnyObject {
    /// The screen went away: the user quit the list. Do not dismiss it again.
    func todoListModuleDidClose(_ module: any TodoListModuleInput)
}

/// What the module needs from outside: the interactor reads the store, the clock and the week rule; the router
/// passes these dependencies on to the add, detail and About modules, whose dependencies they include.
/// `TodoDependencies` conforms.
protocol TodoListDependencies: Sendable, AddTodoDependencies, TodoDetailDependencies, AboutDependencies {}

/// The data the interactor loads: today, and the to-dos grouped by due relation.
struct TodoListContent: Equatable, Sendable {
    /// The to-dos of one due relation (TodoCore's grouping, shared with the iOS app).
    typealias Group = DueGroup

    var today: Day
    /// Non-empty groups in display order.
    var groups: [Group]
    /// Whether completed to-dos were loaded too.
    var includesCompleted = false
}

/// What the screen shows, worded by the presenter: the terminal app words it in English, and draws it as it is.
struct TodoListViewModel: Equatable {
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

    /// Today's date once loaded, e.g. `Sunday, 2026-11-22`.
    var title: LocalizedStringResource
    /// `YYYY-MM-DD`, once loaded.
    var today = ""
    /// Whether completed to-dos are listed.
    var showsCompleted = false
    /// The sections; empty says that there is nothing to do.
    var content: LoadState<[Section]> = .loading
}
