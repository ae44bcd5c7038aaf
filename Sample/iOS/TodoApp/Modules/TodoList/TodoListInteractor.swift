//
//  TodoListInteractor.swift
//  TodoList module of TodoApp
//
//  Created by viper-gen sample on 2026-09-21.
//

import TodoCore

/// The module's use case: reads and changes data through data managers, off the main actor, and never touches the UI.
///
/// It loads the to-dos, hides completed ones unless asked, and groups them by their due day's relation to today; it
/// marks or deletes a listed to-do only if the store still holds exactly the one listed.
nonisolated final class TodoListInteractor: TodoListInteractorProtocol {
    private let dependencies: any TodoListDependencies

    init(dependencies: any TodoListDependencies) {
        self.dependencies = dependencies
    }

    @concurrent func loadContent(includesCompleted: Bool) async throws(TodoError) -> TodoListContent {
        // The store work runs on the store queue: off the main actor and off the cooperative thread pool.
        try await StoreQueue.result { [dependencies] () throws(TodoError) in
            try Self.content(dependencies: dependencies, includesCompleted: includesCompleted)
        }.get()
    }

    @concurrent func setCompleted(_ listed: TodoItem, _ isCompleted: Bool) async throws(TodoError) {
        try await StoreQueue.result { [dependencies] () throws(TodoError) in
            var item = listed
            item.isCompleted = isCompleted
            try dependencies.store.update(item, expecting: listed)
        }.get()
    }

    @concurrent func delete(_ listed: TodoItem) async throws(TodoError) {
        _ = try await StoreQueue.result { [dependencies] () throws(TodoError) in
            try dependencies.store.remove(listed)
        }.get()
    }

    /// The to-dos to list, grouped; what a load does on the store queue.
    private static func content(
        dependencies: any TodoListDependencies, includesCompleted: Bool
    ) throws(TodoError) -> TodoListContent {
        let today = dependencies.clock.today()
        var setAsideAs: String?
        var items: [TodoItem]
        do {
            items = try dependencies.store.allTodos()
        } catch .storeSetAside(let keptAs) {
            // The store could not be read and was set aside: list the new, empty one, and say what happened.
            setAsideAs = keptAs
            items = try dependencies.store.allTodos()
        }
        items = items.filter { includesCompleted || !$0.isCompleted }
        let groups = DueGroup.groups(of: items, today: today, weekStart: dependencies.weekStart)
        return TodoListContent(
            today: today, groups: groups, includesCompleted: includesCompleted, storeSetAsideAs: setAsideAs)
    }
}
