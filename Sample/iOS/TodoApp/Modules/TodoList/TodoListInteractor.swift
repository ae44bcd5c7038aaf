//
//  TodoListInteractor.swift
//  TodoList module of TodoApp
//
//  Created by viper-gen sample on 2026-09-21.
//

import TodoCore

/// The module's use case. It reads and changes data only through data managers and never touches the UI.
///
/// It lives on the main actor, where the presenter calls it and hears back from it, and does its data work off the
/// main actor: it loads the to-dos, hides completed ones unless asked, and groups them by their due day's relation
/// to today.
@MainActor
final class TodoListInteractor {
    /// Weak, because the presenter owns the interactor.
    weak var output: (any TodoListInteractorOutputProtocol)?

    var includesCompleted = false

    /// Where the use case finds its data managers.
    let dependencies: any TodoListDependencies

    /// The load in progress; a new load cancels it. Tests await its `value`.
    private(set) var loadTask: Task<Void, Never>?

    /// The change in progress; a change waits for the one before it. Tests await its `value`.
    private(set) var changeTask: Task<Void, Never>?

    /// The to-dos as last listed, by id: a swipe changes one only if the store still holds exactly this.
    private var listedItems: [Int: TodoItem] = [:]

    init(dependencies: any TodoListDependencies) {
        self.dependencies = dependencies
    }

    /// The to-dos to list, grouped; what a load does off the main actor.
    nonisolated static func content(
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

extension TodoListInteractor: TodoListInteractorProtocol {
    func loadContent() {
        loadTask?.cancel()
        loadTask = Task { [weak self, dependencies, includesCompleted] in
            // The store work runs on the store queue: off the main actor and off the cooperative thread pool.
            let result = await StoreQueue.result { () throws(TodoError) in
                try Self.content(dependencies: dependencies, includesCompleted: includesCompleted)
            }
            // Back on the main actor: deliver the result unless a newer load replaced this one.
            guard let self, !Task.isCancelled else { return }
            switch result {
            case .success(let content):
                self.listedItems = Dictionary(
                    content.groups.flatMap(\.items).map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
                self.output?.didLoadContent(content)
            case .failure(let error):
                self.listedItems = [:]
                self.output?.didFailToLoadContent(error)
            }
        }
    }

    func setCompleted(id: Int, _ isCompleted: Bool) {
        change(id: id) { listed, store throws(TodoError) in
            var item = listed
            item.isCompleted = isCompleted
            try store.update(item, expecting: listed)
        }
    }

    func delete(id: Int) {
        change(id: id) { listed, store throws(TodoError) in
            _ = try store.remove(listed)
        }
    }

    /// Runs `work` with the listed to-do `id` off the main actor, after the change before it, then loads the list
    /// again; a failure goes to the output once the list shows what is stored now.
    private func change(
        id: Int, _ work: @escaping @Sendable (_ listed: TodoItem, _ store: any TodoStore) throws(TodoError) -> Void
    ) {
        guard let listed = listedItems[id] else {
            output?.didFailToChange(.unknownID(String(id)))
            return
        }
        let previous = changeTask
        changeTask = Task { [weak self, dependencies] in
            await previous?.value
            let result = await StoreQueue.result { () throws(TodoError) in try work(listed, dependencies.store) }
            guard let self else { return }
            self.loadContent()
            await self.loadTask?.value
            // After the list shows what is stored now, so that the problem stays on screen.
            if case .failure(let error) = result {
                self.output?.didFailToChange(error)
            }
        }
    }
}
