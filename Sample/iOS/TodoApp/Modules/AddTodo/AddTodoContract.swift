//
//  AddTodoContract.swift
//  AddTodo module of TodoApp
//
//  Created by viper-gen sample on 2026-09-21.
//

import Foundation
import TodoCore

/// The module's use case, the only part that reads and changes data: off the main actor, throwing when it fails.
nonisolated protocol AddTodoInteractorProtocol: Sendable {
    /// Today: the earliest due day.
    func loadContent() async throws(TodoError) -> AddTodoContent

    /// Checks `name` and the due day `dueDay` (not before today) by TodoCore's rules, the same as the terminal app's,
    /// and adds the to-do to the store.
    func save(name: String, dueDay: Day) async throws(TodoError) -> TodoItem
}

/// Navigation out of the module. The router is the only part that dismisses it.
@MainActor
protocol AddTodoRouterProtocol: AnyObject {
    func close()
    // viper-gen: routes
}

/// How other modules configure this one.
@MainActor
protocol AddTodoModuleInput: AnyObject {
    var delegate: (any AddTodoModuleDelegate)? { get set }
}

/// How this module tells the module that opened it about its results.
@MainActor
protocol AddTodoModuleDelegate: AnyObject {
    /// The screen went away: closed, popped or swiped down. Do not dismiss it again.
    func addTodoModuleDidClose(_ module: any AddTodoModuleInput)

    /// The user saved `item`; the module closes.
    func addTodoModule(_ module: any AddTodoModuleInput, didAdd item: TodoItem)
}

/// What the module needs from outside: the interactor's data managers, such as `var store: any ItemStore { get }`,
/// and the dependencies of the modules that the router opens (inherit their protocols). The app's container conforms.
protocol AddTodoDependencies: Sendable {
    /// Where the to-dos are kept.
    var store: any TodoStore { get }

    /// Today, for the earliest due day.
    var clock: any DayClock { get }

    /// The user's calendar, with their locale: how the screen writes dates.
    var calendar: Calendar { get }
}

/// The data the interactor loads: plain values, never text to show.
struct AddTodoContent: Equatable, Sendable {
    /// The earliest due day.
    var today: Day
}

/// What the screen shows, worded by the presenter: text is a resource, resolved in the screen's locale.
struct AddTodoViewModel: Equatable {
    var title: LocalizedStringResource
    /// Today in the user's calendar, once loaded: the earliest due day the date picker offers.
    var content: LoadState<Date> = .loading
    /// Whether a save is under way: Save is disabled meanwhile.
    var isSaving = false
    /// Why the last save stored nothing; cleared by the next one.
    var problem: String?
}
