//
//  TodoListPresenter.swift
//  TodoList module of TodoApp
//
//  Created by viper-gen sample on 2026-09-21.
//

/// Prepares what the view shows and turns the view's events into work for the interactor and router.
@MainActor
final class TodoListPresenter {
    /// Weak, because the view owns the presenter.
    weak var view: (any TodoListViewProtocol)?

    /// Weak, because the module that opened this one owns it.
    weak var delegate: (any TodoListModuleDelegate)?

    let interactor: any TodoListInteractorProtocol
    let router: any TodoListRouterProtocol

    init(
        view: any TodoListViewProtocol,
        interactor: any TodoListInteractorProtocol,
        router: any TodoListRouterProtocol
    ) {
        self.view = view
        self.interactor = interactor
        self.router = router
    }
}

extension TodoListPresenter: TodoListPresenterProtocol {
    func viewDidLoad() {
        interactor.loadContent()
    }

    func viewWillAppear() {
        // Refresh here what may have changed while the view was hidden.
    }

    func didTapClose() {
        // The router alone dismisses the module; the delegate only hears that it closed.
        router.close()
        delegate?.todoListModuleDidClose(self)
    }
}

extension TodoListPresenter: TodoListInteractorOutputProtocol {
    func didLoadContent(_ content: TodoListContent) {
        view?.display(TodoListViewModel(title: content.title))
    }
}

extension TodoListPresenter: TodoListModuleInput {}
