//
//  TodoListPresenter.swift
//  TodoList module of TodoApp
//
//  Created by viper-gen sample on 2026-09-21.
//

import Foundation
import Observation
import TodoCore

/// Words what the screen shows, and turns the user's actions into work for the interactor and the router.
///
/// It is the delegate of the add and detail modules it opens, and reloads the list when they change data.
@MainActor
@Observable
final class TodoListPresenter {
    /// Weak, because the module that opened this one owns it.
    weak var delegate: (any TodoListModuleDelegate)?

    /// What the screen shows; SwiftUI redraws it when it changes.
    private(set) var viewModel = TodoListViewModel(
        title: LocalizedStringResource("TodoList.title", defaultValue: "To-dos"))

    private let interactor: any TodoListInteractorProtocol
    private let router: any TodoListRouterProtocol

    /// Whether completed to-dos are listed too.
    private(set) var includesCompleted = false

    /// The to-dos as last listed, by id: only those can be opened, and a swipe changes one only if the store still
    /// holds exactly it.
    @ObservationIgnored private var listedItems: [Int: TodoItem] = [:]

    /// The user's calendar and locale, which dates are written with.
    @ObservationIgnored var calendar = Calendar.autoupdatingCurrent

    /// The load that a change in a module this one opened started; a newer one replaces it. Tests await it.
    @ObservationIgnored private(set) var reloadTask: Task<Void, Never>?

    init(interactor: any TodoListInteractorProtocol, router: any TodoListRouterProtocol) {
        self.interactor = interactor
        self.router = router
    }

    /// The view model of `content`, with dates written in `calendar`'s locale.
    static func viewModel(of content: TodoListContent, calendar: Calendar) -> TodoListViewModel {
        let locale = calendar.locale ?? .autoupdatingCurrent
        let sections = content.groups.map { group in
            TodoListViewModel.Section(
                name: group.relation.localizedSectionName,
                rows: group.items.map { item in
                    let detail = group.relation.localizedDetailText(
                        for: item.dueDay, calendar: calendar, locale: locale)
                    return TodoListViewModel.Row(
                        id: item.id, text: item.name.spelledOut + (detail.map { " · \($0)" } ?? ""),
                        symbolName: item.isCompleted ? "checkmark.circle.fill" : "circle",
                        isCompleted: item.isCompleted,
                        completionText: item.isCompleted
                            ? LocalizedStringResource("TodoList.done", defaultValue: "Done")
                            : LocalizedStringResource("TodoList.notDone", defaultValue: "Not Done"),
                        completionActionTitle: item.isCompleted
                            ? LocalizedStringResource("TodoList.markNotDone", defaultValue: "Mark as Not Done")
                            : LocalizedStringResource("TodoList.markDone", defaultValue: "Mark as Done"))
                })
        }
        return TodoListViewModel(
            title: LocalizedStringResource(stringLiteral: content.today.longText(calendar: calendar, locale: locale)),
            content: .loaded(
                TodoListViewModel.List(
                    sections: sections,
                    emptyMessage: sections.isEmpty
                        ? LocalizedStringResource("TodoList.empty", defaultValue: "Nothing to do.") : nil,
                    notice: content.storeSetAsideAs.map { TodoError.storeSetAside(keptAs: $0).appMessage })),
            toggleCompletedTitle: content.includesCompleted
                ? LocalizedStringResource("TodoList.hideCompleted", defaultValue: "Hide Completed")
                : LocalizedStringResource("TodoList.showCompleted", defaultValue: "Show Completed"))
    }

    /// The user asked to add a to-do.
    func didTapAdd() {
        router.showAddTodo()
    }

    /// The user picked the to-do with `id`.
    func didSelectTodo(id: Int) {
        guard listedItems[id] != nil else {
            viewModel.problem = TodoError.unknownID(String(id)).appMessage
            return
        }
        router.presentTodoDetail(id: id)
    }

    /// The user asked to show or hide completed to-dos.
    func didTapToggleCompleted() async {
        includesCompleted.toggle()
        await load()
    }

    /// The user asked what the app is.
    func didTapAbout() {
        router.showAbout()
    }

    /// The user swiped the to-do with `id` to mark it done or not done.
    func didSwipeToSetCompleted(id: Int, _ isCompleted: Bool) async {
        await change(id: id) { [interactor] listed throws(TodoError) in
            try await interactor.setCompleted(listed, isCompleted)
        }
    }

    /// The user swiped the to-do with `id` to delete it.
    func didSwipeToDelete(id: Int) async {
        await change(id: id) { [interactor] listed throws(TodoError) in
            try await interactor.delete(listed)
        }
    }

    /// Runs `work` on the listed to-do `id`, then loads the list again; a failure shows once the list shows what is
    /// stored now.
    private func change(id: Int, _ work: (TodoItem) async throws(TodoError) -> Void) async {
        guard let listed = listedItems[id] else {
            viewModel.problem = TodoError.unknownID(String(id)).appMessage
            return
        }
        var failure: TodoError?
        do {
            try await work(listed)
        } catch {
            failure = error
        }
        await load()
        if let failure {
            viewModel.problem = failure.appMessage
        }
    }

    /// Loads the list again, replacing a reload in progress: a module this one opened changed the to-dos.
    private func reload() {
        reloadTask?.cancel()
        reloadTask = Task { await load() }
    }
}

extension TodoListPresenter: ModulePresenter, TodoListModuleInput {
    func load() async {
        // Loading again (on Retry, or as the screen reappears) keeps what is shown, unless it is a failure.
        if case .failed = viewModel.content { viewModel.content = .loading }
        do {
            let content = try await interactor.loadContent(includesCompleted: includesCompleted)
            // A cancelled load (the screen went away, or Retry started another) changes nothing.
            guard !Task.isCancelled else { return }
            listedItems = Dictionary(
                content.groups.flatMap(\.items).map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
            viewModel = Self.viewModel(of: content, calendar: calendar)
        } catch {
            guard !Task.isCancelled else { return }
            listedItems = [:]
            viewModel.content = .failed(LocalizedStringResource(stringLiteral: error.appMessage))
        }
    }

    func didTapClose() {
        router.close()
    }

    func didLeave() {
        delegate?.todoListModuleDidClose(self)
    }
}

extension TodoListPresenter {
    func addTodoModule(_ module: any AddTodoModuleInput, didAdd item: TodoItem) {
        reload()
    }

    func todoDetailModule(_ module: any TodoDetailModuleInput, didChange item: TodoItem) {
        reload()
    }

    func todoDetailModule(_ module: any TodoDetailModuleInput, didDelete item: TodoItem) {
        reload()
    }
}
// viper-gen: delegates

extension TodoListPresenter: AboutModuleDelegate {
    func aboutModuleDidClose(_ module: any AboutModuleInput) {
        // The About screen went away: refresh here what it may have changed.
    }
}

extension TodoListPresenter: AddTodoModuleDelegate {
    func addTodoModuleDidClose(_ module: any AddTodoModuleInput) {
        // The AddTodo screen went away: refresh here what it may have changed.
    }
}

extension TodoListPresenter: TodoDetailModuleDelegate {
    func todoDetailModuleDidClose(_ module: any TodoDetailModuleInput) {
        // The TodoDetail screen went away: refresh here what it may have changed.
    }
}
