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
    /// Today and the to-dos grouped by due relation; completed ones only if `includesCompleted`. A store that could
    /// not be read is set aside, and the new, empty one is listed with the name the old one was kept under.
    func loadContent(includesCompleted: Bool) async throws(TodoError) -> TodoListContent

    /// Marks `listed` done or not done, if the store still holds exactly it.
    func setCompleted(_ listed: TodoItem, _ isCompleted: Bool) async throws(TodoError)

    /// Deletes `listed`, if the store still holds exactly it.
    func delete(_ listed: TodoItem) async throws(TodoError)
}

/// Navigation out of the module. The router is the only part that dismisses it.
@MainActor
protocol TodoListRouterProtocol: AnyObject {
    func close()

    /// Opens the detail screen of the to-do with `id` (`showTodoDetail()`, for that to-do).
    func presentTodoDetail(id: Int)
    // viper-gen: routes

    /// Opens the About module in a sheet.
    func showAbout()

    /// Opens the AddTodo module in a sheet.
    func showAddTodo()

    /// Opens the TodoDetail module.
    func showTodoDetail()
}

/// How other modules configure this one.
@MainActor
protocol TodoListModuleInput: AnyObject {
    var delegate: (any TodoListModuleDelegate)? { get set }
}

/// How this module tells the module that opened it about its results.
@MainActor
protocol TodoListModuleDelegate: AnyObject {
    /// The screen went away: closed, popped or swiped down. Do not dismiss it again.
    func todoListModuleDidClose(_ module: any TodoListModuleInput)
}

/// What the module needs from outside: the interactor's data managers, such as `var store: any ItemStore { get }`,
/// and the dependencies of the modules that the router opens (inherit their protocols). The app's container conforms.
///
/// The interactor reads the store, the clock and the week rule, which the add and detail modules' dependencies
/// declare; the router passes these dependencies on to the modules it opens.
protocol TodoListDependencies: Sendable, AddTodoDependencies, TodoDetailDependencies, AboutDependencies {}

/// The data the interactor loads: plain values, never text to show.
struct TodoListContent: Equatable, Sendable {
    var today: Day
    /// Non-empty groups in display order (TodoCore's grouping, shared with the terminal app).
    var groups: [DueGroup]
    /// Whether completed to-dos were loaded too.
    var includesCompleted = false
    /// The name the unreadable store was kept under, when this load set it aside and started an empty one.
    var storeSetAsideAs: String?
}

/// What the screen shows, worded by the presenter: text is a resource, resolved in the screen's locale.
struct TodoListViewModel: Equatable {
    /// One section of the list.
    struct Section: Equatable {
        /// The due relation's name, in the user's language (TodoCore's).
        var name: String
        var rows: [Row]
    }

    /// One to-do in a section.
    struct Row: Equatable, Identifiable {
        var id: Int
        /// The name, and the weekday or the date unless it is due today: `Buy milk · Friday`.
        var text: String
        /// An SF Symbol: a circle, or a filled check mark when it is done.
        var symbolName: String
        /// Whether it is done; what VoiceOver says after the text, as the symbol shows it.
        var isCompleted = false
        /// `Done` or `Not Done`: VoiceOver's value of the row.
        var completionText: LocalizedStringResource
        /// The swipe action that marks it the other way: `Mark as Done` or `Mark as Not Done`.
        var completionActionTitle: LocalizedStringResource
    }

    /// The list once loaded: its sections, or, when it has none, why it is empty.
    struct List: Equatable {
        var sections: [Section]
        /// Shown instead of an empty list.
        var emptyMessage: LocalizedStringResource?
        /// Shown above the list until the next load: what happened to a store that could not be read.
        var notice: String?
    }

    /// Today's date once loaded, e.g. `Monday, November 23`.
    var title: LocalizedStringResource
    var content: LoadState<List> = .loading
    /// The title of the button that shows or hides completed to-dos.
    var toggleCompletedTitle = LocalizedStringResource("TodoList.showCompleted", defaultValue: "Show Completed")
    /// Why the user's last action changed nothing, such as a swipe on a to-do changed elsewhere; cleared by the
    /// next load.
    var problem: String?
}
