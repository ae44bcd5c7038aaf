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

    /// The name shown last, for the delete question.
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
            id: item.id, name: item.name.spelledOut,
            dueText: "\(item.dueDay.longText) (\(content.relation.sectionName))",
            dueDay: item.dueDay.description, isCompleted: item.isCompleted)
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
        router.close()
        delegate?.todoDetailModuleDidClose(self)
    }

    func didTapSetCompleted(_ isCompleted: Bool) {
        interactor.setCompleted(isCompleted)
    }

    func didEnterName(_ name: String) {
        interactor.checkName(name)
    }

    func didTapSave(name: String?, dueDay: String?) {
        interactor.update(name: name, dueDay: dueDay)
    }

    func didTapDelete() {
        view?.askToConfirmDelete("Delete \"\(name ?? "this to-do")\"? (y/N)")
    }

    func didConfirmDelete() {
        interactor.delete()
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
        router.close()
        delegate?.todoDetailModule(self, didDelete: item)
    }

    func didFail(_ error: TodoError) {
        view?.showError(InputErrorViewModel(error))
    }
}

extension TodoDetailPresenter: TodoDetailModuleInput {
    func showTodo(id: Int) {
        interactor.todoID = id
    }
}
