//
//  TodoDetailInteractor.swift
//  TodoDetail module of TodoApp
//
//  Created by viper-gen sample on 2026-09-21.
//

import TodoCore

/// The module's use case. It reads and changes data only through data managers and never touches the UI.
///
/// It lives on the main actor, where the presenter calls it and hears back from it, and does its data work off the
/// main actor: it loads one to-do, and marks, edits or deletes it only if the store still holds exactly the to-do
/// shown (TodoCore's store compares), so that a change made elsewhere meanwhile is never overwritten.
@MainActor
final class TodoDetailInteractor {
    /// Weak, because the presenter owns the interactor.
    weak var output: (any TodoDetailInteractorOutputProtocol)?

    var todoID: Int?

    /// The to-do as last shown: a change applies only if the store still holds exactly this.
    private(set) var shownItem: TodoItem?

    /// Where the use case finds its data managers.
    let dependencies: any TodoDetailDependencies

    /// The load in progress; a new load cancels it. Tests await its `value`.
    private(set) var loadTask: Task<Void, Never>?

    /// The change in progress; a change waits for the load and the change before it, so that it applies to the
    /// to-do the user saw. Tests await its `value`.
    private(set) var changeTask: Task<Void, Never>?

    init(dependencies: any TodoDetailDependencies) {
        self.dependencies = dependencies
    }

    /// `shown`, or else the to-do with `id` in `store`.
    nonisolated static func item(
        shown: TodoItem? = nil, id: Int?, in store: any TodoStore
    ) throws(TodoError) -> TodoItem {
        if let shown { return shown }
        guard let id else { throw .unknownID("(none)") }
        return try store.todo(id: id)
    }

    /// What the presenter gets for `item`: it and its due day's relation to today.
    nonisolated static func content(
        of item: TodoItem, dependencies: any TodoDetailDependencies
    ) -> TodoDetailContent {
        let relation = DueRelation(
            dueDay: item.dueDay, today: dependencies.clock.today(), weekStart: dependencies.weekStart,
            isCompleted: item.isCompleted)
        return TodoDetailContent(item: item, relation: relation)
    }

    /// Stores `item` in place of `shown`, if the store still holds exactly `shown`; what a change does off the main
    /// actor.
    nonisolated static func store(
        _ item: TodoItem, replacing shown: TodoItem, dependencies: any TodoDetailDependencies
    ) throws(TodoError) -> TodoDetailContent {
        try dependencies.store.update(item, expecting: shown)
        return content(of: item, dependencies: dependencies)
    }

    /// Runs `work` with the shown to-do off the main actor, after the load and the change before it, and hands
    /// its outcome to `deliver` on the main actor; a failure goes to the output.
    private func enqueueChange<Outcome: Sendable>(
        _ work:
            @escaping @Sendable (_ shown: TodoItem, _ dependencies: any TodoDetailDependencies) throws(TodoError)
            -> Outcome,
        deliver: @escaping @MainActor (TodoDetailInteractor, Outcome) -> Void
    ) {
        let load = loadTask
        let previous = changeTask
        changeTask = Task { [weak self] in
            await load?.value
            await previous?.value
            guard let self else { return }
            let (dependencies, todoID, shown) = (self.dependencies, self.todoID, self.shownItem)
            let result = await StoreQueue.result { () throws(TodoError) -> Outcome in
                try work(try Self.item(shown: shown, id: todoID, in: dependencies.store), dependencies)
            }
            switch result {
            case .success(let outcome): deliver(self, outcome)
            case .failure(let error): self.fail(error)
            }
        }
    }

    /// Shows `content` as the to-do the user now sees.
    private func deliverUpdate(_ content: TodoDetailContent) {
        shownItem = content.item
        output?.didUpdateContent(content)
    }

    /// Reports `error`; when the to-do was changed elsewhere, also shows it as it is now.
    private func fail(_ error: TodoError) {
        output?.didFail(error)
        if case .changedElsewhere = error {
            loadContent()
        }
    }
}

extension TodoDetailInteractor: TodoDetailInteractorProtocol {
    func loadContent() {
        loadTask?.cancel()
        loadTask = Task { [weak self, dependencies, todoID] in
            // The store work runs on the store queue: off the main actor and off the cooperative thread pool.
            let result = await StoreQueue.result { () throws(TodoError) in
                Self.content(of: try Self.item(id: todoID, in: dependencies.store), dependencies: dependencies)
            }
            // Back on the main actor: deliver the result unless a newer load replaced this one.
            guard let self, !Task.isCancelled else { return }
            switch result {
            case .success(let content):
                self.shownItem = content.item
                self.output?.didLoadContent(content)
            case .failure(let error):
                self.output?.didFail(error)
            }
        }
    }

    func setCompleted(_ isCompleted: Bool) {
        enqueueChange(
            { shown, dependencies throws(TodoError) in
                var item = shown
                item.isCompleted = isCompleted
                return try Self.store(item, replacing: shown, dependencies: dependencies)
            }, deliver: { interactor, content in interactor.deliverUpdate(content) })
    }

    func update(name: String, dueDay: String) {
        enqueueChange(
            { shown, dependencies throws(TodoError) in
                var item = shown
                // An empty field, or one left as shown, keeps what is stored (an overdue due day stays valid).
                if !name.trimmingWhitespace().isEmpty, name != shown.name {
                    item.name = try TodoRules.validatedName(name)
                }
                if !dueDay.trimmingWhitespace().isEmpty, dueDay != shown.dueDay.description {
                    item.dueDay = try TodoRules.validatedDueDay(dueDay, today: dependencies.clock.today())
                }
                return try Self.store(item, replacing: shown, dependencies: dependencies)
            }, deliver: { interactor, content in interactor.deliverUpdate(content) })
    }

    func delete() {
        enqueueChange(
            { shown, dependencies throws(TodoError) in
                try dependencies.store.remove(shown)
            }, deliver: { interactor, item in interactor.output?.didDelete(item) })
    }
}
