//
//  TodoDetailInteractor.swift
//  TodoDetail module of TodoApp
//
//  Created by viper-gen sample on 2026-09-21.
//

import TodoCore

/// The module's use case: reads and changes data through data managers, off the main actor, and never touches the UI.
///
/// It loads one to-do, and marks, edits or deletes it only if the store still holds exactly the to-do shown.
nonisolated final class TodoDetailInteractor: TodoDetailInteractorProtocol {
    private let dependencies: any TodoDetailDependencies

    init(dependencies: any TodoDetailDependencies) {
        self.dependencies = dependencies
    }

    @concurrent func loadContent(id: Int) async throws(TodoError) -> TodoDetailContent {
        // The store work runs on the store queue: off the main actor and off the cooperative thread pool.
        try await StoreQueue.result { [dependencies] () throws(TodoError) in
            Self.content(of: try dependencies.store.todo(id: id), dependencies: dependencies)
        }.get()
    }

    @concurrent func setCompleted(_ shown: TodoItem, _ isCompleted: Bool) async throws(TodoError)
        -> TodoDetailContent
    {
        try await StoreQueue.result { [dependencies] () throws(TodoError) in
            var item = shown
            item.isCompleted = isCompleted
            return try Self.store(item, replacing: shown, dependencies: dependencies)
        }.get()
    }

    @concurrent func update(_ shown: TodoItem, name: String, dueDay: Day) async throws(TodoError)
        -> TodoDetailContent
    {
        try await StoreQueue.result { [dependencies] () throws(TodoError) in
            var item = shown
            // A field left as shown keeps what is stored (an overdue due day stays valid); a changed name follows the
            // rules, so a cleared one is refused, never kept silently.
            if name != shown.name {
                item.name = try TodoRules.validatedName(name)
            }
            if dueDay != shown.dueDay {
                item.dueDay = try TodoRules.validatedDueDay(dueDay, today: dependencies.clock.today())
            }
            return try Self.store(item, replacing: shown, dependencies: dependencies)
        }.get()
    }

    @concurrent func delete(_ shown: TodoItem) async throws(TodoError) {
        _ = try await StoreQueue.result { [dependencies] () throws(TodoError) in
            try dependencies.store.remove(shown)
        }.get()
    }

    /// What the presenter gets for `item`: it and its due day's relation to today.
    private static func content(of item: TodoItem, dependencies: any TodoDetailDependencies) -> TodoDetailContent {
        let relation = DueRelation(
            dueDay: item.dueDay, today: dependencies.clock.today(), weekStart: dependencies.weekStart,
            isCompleted: item.isCompleted)
        return TodoDetailContent(item: item, relation: relation)
    }

    /// Stores `item` in place of `shown`, if the store still holds exactly `shown`.
    private static func store(
        _ item: TodoItem, replacing shown: TodoItem, dependencies: any TodoDetailDependencies
    ) throws(TodoError) -> TodoDetailContent {
        try dependencies.store.update(item, expecting: shown)
        return content(of: item, dependencies: dependencies)
    }
}
