//
//  TodoDetailPresenter.swift
//  TodoDetail module of TodoApp
//
//  Created by viper-gen sample on 2026-09-21.
//

/// Prepares what the view shows and turns the view's events into work for the interactor and router.
@MainActor
final class TodoDetailPresenter {
    /// Weak, because the view owns the presenter.
    weak var view: (any TodoDetailViewProtocol)?

    /// Weak, because the module that opened this one owns it.
    weak var delegate: (any TodoDetailModuleDelegate)?

    let interactor: any TodoDetailInteractorProtocol
    let router: any TodoDetailRouterProtocol

    init(
        view: any TodoDetailViewProtocol,
        interactor: any TodoDetailInteractorProtocol,
        router: any TodoDetailRouterProtocol
    ) {
        self.view = view
        self.interactor = interactor
        self.router = router
    }
}

extension TodoDetailPresenter: TodoDetailPresenterProtocol {
    func viewDidLoad() {
        interactor.loadContent()
    }

    func viewWillAppear() {
        // Refresh here what may have changed while the view was hidden.
    }

    func didTapClose() {
        // The router alone dismisses the module; the delegate only hears that it closed.
        router.close()
        delegate?.todoDetailModuleDidClose(self)
    }
}

extension TodoDetailPresenter: TodoDetailInteractorOutputProtocol {
    func didLoadContent(_ content: TodoDetailContent) {
        view?.display(TodoDetailViewModel(title: content.title))
    }
}

extension TodoDetailPresenter: TodoDetailModuleInput {}
