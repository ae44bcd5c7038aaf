//
//  TodoDetailPresenter.swift
//  TodoDetail module of TodoApp
//
//  Created by viper-gen sample on 2026-09-21.
//

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

    init(
        view: any TodoDetailViewProtocol,
        interactor: any TodoDetailInteractorProtocol,
        router: any TodoDetailRouterProtocol
    ) {
        self.view = view
        self.interactor = interactor
        self.router = router
    }

    /// The view model of `content`.
    static func viewModel(of content: TodoDetailContent) -> TodoDetailViewModel {
        let item = content.item
        return TodoDetailViewModel(
            title: item.name.spelledOut, name: item.name.spelledOut,
            dueText: "\(item.dueDay.longText) (\(content.relation.sectionName))", dueDay: item.dueDay.description,
            isCompleted: item.isCompleted, completionTitle: item.isCompleted ? "Mark as Not Done" : "Mark as Done")
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
        view?.askToConfirmDelete("Delete \u{201C}\(name ?? "this to-do")\u{201D}?")
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
        view?.display(Self.viewModel(of: content))
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
