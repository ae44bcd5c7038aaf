//
//  TodoListPresenter.swift
//  TodoList module of TodoApp
//
//  Created by viper-gen sample on 2026-09-21.
//

import Foundation
import TodoCore

/// Prepares what the view shows and turns the view's events into work for the interactor and router.
///
/// It is the delegate of the add and detail modules it opens, and reloads the list when they change data.
@MainActor
final class TodoListPresenter {
    /// Shown when there is no to-do to list.
    static var emptyMessage: String {
        String(localized: "Nothing to do.", comment: "Shown instead of an empty list of to-dos")
    }

    /// Weak, because the view owns the presenter.
    weak var view: (any TodoListViewProtocol)?

    /// Weak, because the module that opened this one owns it.
    weak var delegate: (any TodoListModuleDelegate)?

    let interactor: any TodoListInteractorProtocol
    let router: any TodoListRouterProtocol

    /// The ids listed last, so that only those can be opened.
    private var listedIDs: Set<Int> = []

    /// The user's calendar and locale, which dates are written with.
    var calendar = Calendar.autoupdatingCurrent

    init(
        view: any TodoListViewProtocol,
        interactor: any TodoListInteractorProtocol,
        router: any TodoListRouterProtocol
    ) {
        self.view = view
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
                            ? String(localized: "Done", comment: "VoiceOver value of a done to-do")
                            : String(localized: "Not Done", comment: "VoiceOver value of an open to-do"),
                        completionActionTitle: item.isCompleted
                            ? String(localized: "Mark as Not Done", comment: "Action that opens a done to-do again")
                            : String(localized: "Mark as Done", comment: "Action that marks a to-do done"))
                })
        }
        return TodoListViewModel(
            title: content.today.longText(calendar: calendar, locale: locale), sections: sections,
            emptyMessage: sections.isEmpty ? emptyMessage : nil,
            notice: content.storeSetAsideAs.map { TodoError.storeSetAside(keptAs: $0).appMessage },
            toggleCompletedTitle: content.includesCompleted
                ? String(localized: "Hide Completed", comment: "Button that hides done to-dos")
                : String(localized: "Show Completed", comment: "Button that shows done to-dos"))
    }
}

extension TodoListPresenter: TodoListPresenterProtocol {
    func viewDidLoad() {
        // The first appearance loads, in `viewWillAppear()`.
    }

    func viewWillAppear() {
        interactor.loadContent()
    }

    func didTapClose() {
        // The router alone dismisses the module; the delegate only hears that it closed.
        router.close()
        delegate?.todoListModuleDidClose(self)
    }

    func didTapAdd() {
        router.presentAddTodo(delegate: self)
    }

    func didSelectTodo(id: Int) {
        guard listedIDs.contains(id) else {
            view?.showError(TodoError.unknownID(String(id)).appMessage)
            return
        }
        router.presentTodoDetail(id: id, delegate: self)
    }

    func didTapToggleCompleted() {
        interactor.includesCompleted.toggle()
        interactor.loadContent()
    }

    func didTapAbout() {
        router.showAbout()
    }

    func didSwipeToSetCompleted(id: Int, _ isCompleted: Bool) {
        interactor.setCompleted(id: id, isCompleted)
    }

    func didSwipeToDelete(id: Int) {
        interactor.delete(id: id)
    }

    func didDismissRoute() {
        // The add or detail screen may have changed the to-dos before the user left it.
        interactor.loadContent()
    }
}

extension TodoListPresenter: TodoListInteractorOutputProtocol {
    func didLoadContent(_ content: TodoListContent) {
        listedIDs = Set(content.groups.flatMap { $0.items.map(\.id) })
        view?.display(Self.viewModel(of: content, calendar: calendar))
    }

    func didFailToChange(_ error: TodoError) {
        view?.showError(error.appMessage)
    }

    func didFailToLoadContent(_ error: TodoError) {
        listedIDs = []
        view?.showError(error.appMessage)
    }
}

extension TodoListPresenter: TodoListModuleInput {}

extension TodoListPresenter: AddTodoModuleDelegate {
    func addTodoModuleDidClose(_ module: any AddTodoModuleInput) {}

    func addTodoModule(_ module: any AddTodoModuleInput, didAdd item: TodoItem) {
        interactor.loadContent()
    }
}

extension TodoListPresenter: TodoDetailModuleDelegate {
    func todoDetailModuleDidClose(_ module: any TodoDetailModuleInput) {}

    func todoDetailModule(_ module: any TodoDetailModuleInput, didChange item: TodoItem) {
        interactor.loadContent()
    }

    func todoDetailModule(_ module: any TodoDetailModuleInput, didDelete item: TodoItem) {
        interactor.loadContent()
    }
}
