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
/// A change applies only if the store still holds exactly the to-do shown (TodoCore's store compares), so that a
/// change made elsewhere meanwhile is never overwritten.
nonisolated protocol TodoDetailInteractorProtocol: Sendable {
    /// The to-do with `id` and its due day's relation to today.
    func loadContent(id: Int) async throws(TodoError) -> TodoDetailContent

    /// Marks `shown` done or not done; the to-do as stored now.
    func setCompleted(_ shown: TodoItem, _ isCompleted: Bool) async throws(TodoError) -> TodoDetailContent

    /// Renames and reschedules `shown` by TodoCore's rules (a field left as shown keeps what is stored, so an overdue
    /// due day stays; an empty name is refused); the to-do as stored now.
    func update(_ shown: TodoItem, name: String, dueDay: Day) async throws(TodoError) -> TodoDetailContent

    /// Deletes `shown`.
    func delete(_ shown: TodoItem) async throws(TodoError)
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

    /// Shows the to-do with `id`; call it before the module loads (`TodoDetailView.showing(todoID:)`).
    func showTodo(id: Int)
}

/// How this module tells the module that opened it about its results.
@MainActor
protocol TodoDetailModuleDelegate: AnyObject {
    /// The screen went away: closed, popped or swiped down. Do not dismiss it again.
    func todoDetailModuleDidClose(_ module: any TodoDetailModuleInput)

    /// The user changed `item`, which is stored.
    func todoDetailModule(_ module: any TodoDetailModuleInput, didChange item: TodoItem)

    /// The user deleted `item`; the module closes.
    func todoDetailModule(_ module: any TodoDetailModuleInput, didDelete item: TodoItem)
}

/// What the module needs from outside: the interactor's data managers, such as `var store: any ItemStore { get }`,
/// and the dependencies of the modules that the router opens (inherit their protocols). The app's container conforms.
protocol TodoDetailDependencies: Sendable {
    /// Where the to-dos are kept.
    var store: any TodoStore { get }

    /// Today, for the due day's relation to it and the earliest due day.
    var clock: any DayClock { get }

    /// The first day of a week, for the due day's relation to today.
    var weekStart: Weekday { get }

    /// The user's calendar, with their locale: how the screen writes dates.
    var calendar: Calendar { get }
}

/// The data the interactor loads: plain values, never text to show.
struct TodoDetailContent: Equatable, Sendable {
    var item: TodoItem
    var relation: DueRelation
}

/// What the screen shows, worded by the presenter: text is a resource, resolved in the screen's locale.
struct TodoDetailViewModel: Equatable {
    /// The to-do as stored.
    struct Item: Equatable {
        var name: String
        /// `Friday, November 27 (Later This Week)`.
        var dueText: LocalizedStringResource
        /// The stored due day, what the date picker starts with.
        var dueDay: Day
        var isCompleted: Bool
        /// `Mark as Done` or `Mark as Not Done`.
        var completionTitle: LocalizedStringResource
    }

    /// The to-do's name, once loaded.
    var title: LocalizedStringResource
    var content: LoadState<Item> = .loading
    /// Why the last change changed nothing; cleared by the next one that works.
    var problem: String?
    /// The question before deleting, while it is asked.
    var deleteQuestion: LocalizedStringResource?
}
