//
//  TodoDetailInteractor.swift
//  TodoDetail module of TodoApp
//
//  Created by viper-gen sample on 2026-09-21.
//

/// The module's use case. It reads and changes data only through data managers and never touches the UI.
///
/// It loads one to-do, marks it done or not, edits it with the rules used when adding, and deletes it.
@MainActor
final class TodoDetailInteractor {
    /// Weak, because the presenter owns the interactor.
    weak var output: (any TodoDetailInteractorOutputProtocol)?

    var todoID: Int?

    /// Where the use case finds its data managers.
    let dependencies: any TodoDetailDependencies

    init(dependencies: any TodoDetailDependencies) {
        self.dependencies = dependencies
    }

    private func currentItem() throws(TodoError) -> TodoItem {
        guard let todoID else { throw .unknownID("(none)") }
        return try dependencies.store.todo(id: todoID)
    }

    private func content(of item: TodoItem) -> TodoDetailContent {
        let relation = DueRelation(
            dueDay: item.dueDay, today: dependencies.clock.today(), weekStart: dependencies.weekStart,
            isCompleted: item.isCompleted)
        return TodoDetailContent(item: item, relation: relation)
    }

    /// Stores `item` changed by `change` and reports it.
    private func change(_ change: (inout TodoItem) throws(TodoError) -> Void) {
        do {
            var item = try currentItem()
            try change(&item)
            try dependencies.store.update(item)
            output?.didUpdateContent(content(of: item))
        } catch {
            output?.didFail(error)
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
            let item = try currentItem()
            output?.didDelete(try dependencies.store.remove(id: item.id))
        } catch {
            output?.didFail(error)
        }
    }
}
