//
//  TodoDetailInteractor.swift
//  TodoDetail module of TodoApp
//
//  Created by viper-gen sample on 2026-09-21.
//

import TodoCore

/// The module's use case. It reads and changes data only through data managers and never touches the UI.
///
/// It loads one to-do, marks it done or not, edits it with the rules used when adding, and deletes it. It acts
/// only on the to-do as it was last shown: when another process changed or deleted it since, nothing is changed,
/// the problem is reported and the current to-do shown.
@MainActor
final class TodoDetailInteractor {
    /// Weak, because the presenter owns the interactor.
    weak var output: (any TodoDetailInteractorOutputProtocol)?

    var todoID: Int?

    /// The to-do as it was last reported to the presenter, and so shown to the user.
    private var shownItem: TodoItem?

    /// Where the use case finds its data managers.
    let dependencies: any TodoDetailDependencies

    init(dependencies: any TodoDetailDependencies) {
        self.dependencies = dependencies
    }

    private func currentItem() throws(TodoError) -> TodoItem {
        guard let todoID else { throw .unknownID("(none)") }
        return try dependencies.store.todo(id: todoID)
    }

    /// The to-do as shown, which is what a change applies to; the stored one if none was shown yet.
    private func itemToChange() throws(TodoError) -> TodoItem {
        if let shownItem { return shownItem }
        return try currentItem()
    }

    /// The content of `item`, which is now what the user is shown.
    private func content(of item: TodoItem) -> TodoDetailContent {
        shownItem = item
        let relation = DueRelation(
            dueDay: item.dueDay, today: dependencies.clock.today(), weekStart: dependencies.weekStart,
            isCompleted: item.isCompleted)
        return TodoDetailContent(item: item, relation: relation)
    }

    /// Stores the shown to-do changed by `change` and reports it.
    private func change(_ change: (inout TodoItem) throws(TodoError) -> Void) {
        do {
            let shown = try itemToChange()
            var item = shown
            try change(&item)
            try dependencies.store.update(item, expecting: shown)
            output?.didUpdateContent(content(of: item))
        } catch {
            fail(error)
        }
    }

    /// Reports `error`, then the current to-do when another process changed the shown one.
    private func fail(_ error: TodoError) {
        output?.didFail(error)
        if case .changedElsewhere = error, let item = try? currentItem() {
            output?.didLoadContent(content(of: item))
        }
    }
}

extension TodoDetailInteractor: TodoDetailInteractorProtocol {
    func loadContent() {
        do {
            output?.didLoadContent(content(of: try currentItem()))
        } catch {
            output?.didFail(error)
        }
    }

    func setCompleted(_ isCompleted: Bool) {
        change { item in item.isCompleted = isCompleted }
    }

    func checkName(_ name: String) {
        do {
            _ = try TodoRules.validatedName(name)
        } catch {
            output?.didFail(error)
        }
    }

    func update(name: String?, dueDay: String?) {
        let today = dependencies.clock.today()
        change { item throws(TodoError) in
            if let name {
                item.name = try TodoRules.validatedName(name)
            }
            if let dueDay {
                item.dueDay = try TodoRules.validatedDueDay(dueDay, today: today)
            }
        }
    }

    func delete() {
        do {
            output?.didDelete(try dependencies.store.remove(try itemToChange()))
        } catch {
            fail(error)
        }
    }
}
