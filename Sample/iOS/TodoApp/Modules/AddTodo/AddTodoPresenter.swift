//
//  AddTodoPresenter.swift
//  AddTodo module of TodoApp
//
//  Created by viper-gen sample on 2026-09-21.
//

import Foundation
import TodoCore

/// Prepares what the view shows and turns the view's events into work for the interactor and router.
@MainActor
final class AddTodoPresenter {
    /// Weak, because the view owns the presenter.
    weak var view: (any AddTodoViewProtocol)?

    /// Weak, because the module that opened this one owns it.
    weak var delegate: (any AddTodoModuleDelegate)?

    let interactor: any AddTodoInteractorProtocol
    let router: any AddTodoRouterProtocol

    /// What the view shows now; `nil` until the content loaded.
    private var viewModel: AddTodoViewModel?

    /// The user's calendar and locale, which dates are written with.
    var calendar = Calendar.autoupdatingCurrent

    init(
        view: any AddTodoViewProtocol,
        interactor: any AddTodoInteractorProtocol,
        router: any AddTodoRouterProtocol
    ) {
        self.view = view
        self.interactor = interactor
        self.router = router
    }
}

extension AddTodoPresenter: AddTodoPresenterProtocol {
    func viewDidLoad() {
        interactor.loadContent()
    }

    func viewWillAppear() {
        // Nothing to refresh: no screen opens on top of this one.
    }

    func didTapClose() {
        // The router alone dismisses the module; the delegate only hears that it closed.
        router.close()
        delegate?.addTodoModuleDidClose(self)
    }

    func didTapSave(name: String, dueDay: String) {
        // One save at a time: a second tap before the first one finished would store the to-do twice.
        guard viewModel?.isSaving != true else { return }
        show { $0.isSaving = true }
        interactor.save(name: name, dueDay: dueDay)
    }

    func didDismissRoute() {
        // Refresh here what the screen the user left may have changed.
    }
}

extension AddTodoPresenter: AddTodoInteractorOutputProtocol {
    func didLoadContent(_ content: AddTodoContent) {
        let viewModel = AddTodoViewModel(
            title: String(localized: "New To-do", comment: "Title of the screen that adds a to-do"),
            today: content.today.date(in: calendar), isSaving: viewModel?.isSaving ?? false)
        self.viewModel = viewModel
        view?.display(viewModel)
    }

    func didSave(_ item: TodoItem) {
        // Saved: the router closes the screen, and the module that opened it hears of the new to-do.
        router.close()
        delegate?.addTodoModule(self, didAdd: item)
    }

    func didFailToSave(_ error: TodoError) {
        show { $0.isSaving = false }
        view?.showError(error.appMessage)
    }

    /// Changes what the view shows with `change`, once the content loaded.
    private func show(_ change: (inout AddTodoViewModel) -> Void) {
        guard var viewModel else { return }
        change(&viewModel)
        self.viewModel = viewModel
        view?.display(viewModel)
    }
}

extension AddTodoPresenter: AddTodoModuleInput {}
