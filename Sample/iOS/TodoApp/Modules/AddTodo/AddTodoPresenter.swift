//
//  AddTodoPresenter.swift
//  AddTodo module of TodoApp
//
//  Created by viper-gen sample on 2026-09-21.
//

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
        interactor.save(name: name, dueDay: dueDay)
    }
}

extension AddTodoPresenter: AddTodoInteractorOutputProtocol {
    func didLoadContent(_ content: AddTodoContent) {
        view?.display(
            AddTodoViewModel(
                title: "New To-do", dueDayPrompt: "Due: today, tomorrow, friday, +3d or \(content.today)"))
    }

    func didSave(_ item: TodoItem) {
        // Saved: the router closes the screen, and the module that opened it hears of the new to-do.
        router.close()
        delegate?.addTodoModule(self, didAdd: item)
    }

    func didFailToSave(_ error: TodoError) {
        view?.showError(error.message)
    }
}

extension AddTodoPresenter: AddTodoModuleInput {}
