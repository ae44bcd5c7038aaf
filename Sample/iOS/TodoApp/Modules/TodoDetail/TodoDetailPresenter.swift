//
//  TodoDetailPresenter.swift
//  TodoDetail module of TodoApp
//
//  Created by viper-gen sample on 2026-09-21.
//

import Foundation
import TodoCore

/// Prepares what the view shows and turns the view's events into work for the interactor and router.
@MainActor
final class TodoDetailPresenter {
    /// Weak, because the view owns the presenter.
    weak var view: (any TodoDetailViewProtocol)?

    /// Weak, because the module that opened this one owns it.
    weak var delegate: (any TodoDetailModuleDelegate)?

    let interactor: any TodoDetailInteractorProtocol
    let router: any TodoDetailRouterProtocol

    /// The name shown last, for the question before deleting.
    private var name: String?

    /// The user's calendar and locale, which dates are written with.
    var calendar = Calendar.autoupdatingCurrent

    init(
        view: any TodoDetailViewProtocol,
        interactor: any TodoDetailInteractorProtocol,
        router: any TodoDetailRouterProtocol
    ) {
        self.view = view
        self.interactor = interactor
        self.router = router
    }

    /// The view model of `content`, with dates written in `calendar`'s locale.
    static func viewModel(of content: TodoDetailContent, calendar: Calendar) -> TodoDetailViewModel {
        let item = content.item
        let day = item.dueDay.longText(calendar: calendar, locale: calendar.locale ?? .autoupdatingCurrent)
        let relation = content.relation.localizedSectionName
        return TodoDetailViewModel(
            title: item.name.spelledOut, name: item.name.spelledOut,
            dueText: String(localized: "\(day) (\(relation))", comment: "The due day and its relation to today"),
            dueDay: item.dueDay.description, isCompleted: item.isCompleted,
            completionTitle: item.isCompleted
                ? String(localized: "Mark as Not Done", comment: "Action that opens a done to-do again")
                : String(localized: "Mark as Done", comment: "Action that marks a to-do done"))
    }
}

extension TodoDetailPresenter: TodoDetailPresenterProtocol {
    func viewDidLoad() {
        interactor.loadContent()
    }

    func viewWillAppear() {
        // Nothing to refresh: no screen opens on top of this one.
    }

    func didTapClose() {
        // The router alone dismisses the module; the delegate only hears that it closed.
        router.close()
        delegate?.todoDetailModuleDidClose(self)
    }

    func didTapSetCompleted(_ isCompleted: Bool) {
        interactor.setCompleted(isCompleted)
    }

    func didTapSave(name: String, dueDay: String) {
        interactor.update(name: name, dueDay: dueDay)
    }

    func didTapDelete() {
        let question =
            if let name {
                String(localized: "Delete \u{201C}\(name)\u{201D}?", comment: "Asked before deleting the named to-do")
            } else {
                String(localized: "Delete this to-do?", comment: "Asked before deleting a to-do")
            }
        view?.askToConfirmDelete(question)
    }

    func didConfirmDelete() {
        interactor.delete()
    }

    func didDismissRoute() {
        // Refresh here what the screen the user left may have changed.
    }
}

extension TodoDetailPresenter: TodoDetailInteractorOutputProtocol {
    func didLoadContent(_ content: TodoDetailContent) {
        name = content.item.name.spelledOut
        view?.display(Self.viewModel(of: content, calendar: calendar))
    }

    func didUpdateContent(_ content: TodoDetailContent) {
        didLoadContent(content)
        delegate?.todoDetailModule(self, didChange: content.item)
    }

    func didDelete(_ item: TodoItem) {
        // Deleted: the router closes the screen, and the module that opened it hears of it.
        router.close()
        delegate?.todoDetailModule(self, didDelete: item)
    }

    func didFail(_ error: TodoError) {
        view?.showError(error.appMessage)
    }
}

extension TodoDetailPresenter: TodoDetailModuleInput {
    func showTodo(id: Int) {
        interactor.todoID = id
    }
}
