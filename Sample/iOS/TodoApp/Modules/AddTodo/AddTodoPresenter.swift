//
//  AddTodoPresenter.swift
//  AddTodo module of TodoApp
//
//  Created by viper-gen sample on 2026-09-21.
//

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
        // Refresh here what may have changed while the view was hidden.
    }

    func didTapClose() {
        // The router alone dismisses the module; the delegate only hears that it closed.
        router.close()
        delegate?.addTodoModuleDidClose(self)
    }
}

extension AddTodoPresenter: AddTodoInteractorOutputProtocol {
    func didLoadContent(_ content: AddTodoContent) {
        view?.display(AddTodoViewModel(title: content.title))
    }
}

extension AddTodoPresenter: AddTodoModuleInput {}
