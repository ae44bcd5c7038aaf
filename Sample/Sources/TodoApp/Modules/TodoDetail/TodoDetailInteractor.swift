//
//  TodoDetailInteractor.swift
//  TodoDetail module of TodoApp
//
//  Created by viper-gen sample on 2026-09-21.
//

import TodoCore

/// The module's use case: reads and changes data through data managers, off the main actor, and never touches the UI.
///
/// It changes a to-do only if it is still the one shown, validating names and due days by `TodoRules`.
nonisolated final class TodoDetailInteractor: TodoDetailInteractorProtocol {
    private let dependencies: any TodoDetailDependencies

    init(dependencies: any TodoDetailDependencies) {
        self.dependencies = dependencies
    }

    @concurrent func loadContent(id: Int) async throws(TodoError) -> TodoDetailContent {
        content(of: try dependencies.store.todo(id: id))
    }

    @concurrent func setCompleted(_ isCompleted: Bool, shown: TodoItem) async throws(TodoError) -> TodoDetailContent {
        try change(shown) { item in item.isCompleted = isCompleted }
    }

    @concurrent func checkName(_ name: String) async throws(TodoError) {
        _ = try TodoRules.validatedName(name)
    }

    @concurrent func update(
        _ shown: TodoItem, name: String?, dueDay: String?
    ) async throws(TodoError) -> TodoDetailContent {
        let today = dependencies.clock.today()
        return try change(shown) { item throws(TodoError) in
            if let name {
                item.name = try TodoRules.validatedName(name)
            }
            if let dueDay {
                item.dueDay = try TodoRules.validatedDueDay(dueDay, today: today)
            }
        }
    }

    @concurrent func delete(_ shown: TodoItem) async throws(TodoError) -> TodoItem {
        try dependencies.store.remove(shown)
    }

    private func content(of item: TodoItem) -> TodoDetailContent {
        let relation = DueRelation(
            dueDay: item.dueDay, today: dependencies.clock.today(), weekStart: dependencies.weekStart,
            isCompleted: item.isCompleted)
        return TodoDetailContent(item: item, relation: relation)
    }

    private func change(
        _ shown: TodoItem, _ change: (inout TodoItem) throws(TodoError) -> Void
    ) throws(TodoError) -> TodoDetailContent {
        var item = shown
        try change(&item)
        try dependencies.store.update(item, expecting: shown)
        return content(of: item)
    }
}
