//
//  AddTodoPresenter.swift
//  AddTodo module of TodoApp
//
//  Created by viper-gen sample on 2026-09-21.
//

import Foundation
import TodoCore

/// Words what the screen shows, and turns the user's actions into work for the interactor and the router.
@MainActor
final class AddTodoPresenter {
    /// Weak, because the view owns the presenter. It renders what it is shown at once.
    weak var view: (any AddTodoViewProtocol)? {
        didSet { view?.render(viewModel) }
    }
    /// Weak, because the module that opened this one owns it.
    weak var delegate: (any AddTodoModuleDelegate)?

    /// What the screen shows; the view renders each change.
    private(set) var viewModel = AddTodoViewModel(
        title: LocalizedStringResource("AddTodo.title", defaultValue: "New to-do")
    ) {
        didSet { view?.render(viewModel) }
    }

    private let interactor: any AddTodoInteractorProtocol
    private let router: any AddTodoRouterProtocol

    init(interactor: any AddTodoInteractorProtocol, router: any AddTodoRouterProtocol) {
        self.interactor = interactor
        self.router = router
    }
}

extension AddTodoPresenter: AddTodoPresenterProtocol, AddTodoModuleInput {
    func load() async {
        if case .failed = viewModel.content { viewModel.content = .loading }
        do {
            _ = try await interactor.loadContent()
            guard !Task.isCancelled else { return }
            viewModel.content = .loaded(AddTodoViewModel.Form(defaultDueDay: "today"))
        } catch {
            // A cancelled load (the screen went away) changes nothing.
            guard !Task.isCancelled else { return }
            viewModel.content = .failed(.verbatim(error.message))
        }
    }

    func didTapClose() {
        router.close()
    }

    func didLeave() {
        delegate?.addTodoModuleDidClose(self)
    }

    func didEnterName(_ name: String) async {
        do {
            try await interactor.checkName(name)
        } catch {
            view?.showError(InputErrorViewModel(error))
        }
    }

    func didTapSave(name: String, dueDay: String) async {
        do {
            let item = try await interactor.save(name: name, dueDay: dueDay)
            delegate?.addTodoModule(self, didAdd: item)
            router.close()
        } catch {
            view?.showError(InputErrorViewModel(error))
        }
    }
}
// viper-gen: delegates
