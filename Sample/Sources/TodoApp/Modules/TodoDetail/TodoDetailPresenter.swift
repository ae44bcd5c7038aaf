//
//  TodoDetailPresenter.swift
//  TodoDetail module of TodoApp
//
//  Created by viper-gen sample on 2026-09-21.
//

import Foundation
import TodoCore

/// Words what the screen shows, and turns the user's actions into work for the interactor and the router.
///
/// It keeps the to-do as shown, so that a change or a delete applies only to that one.
@MainActor
final class TodoDetailPresenter {
    /// Weak, because the view owns the presenter. It renders what it is shown at once.
    weak var view: (any TodoDetailViewProtocol)? {
        didSet { view?.render(viewModel) }
    }
    /// Weak, because the module that opened this one owns it.
    weak var delegate: (any TodoDetailModuleDelegate)?

    /// What the screen shows; the view renders each change.
    private(set) var viewModel = TodoDetailViewModel(
        title: LocalizedStringResource("TodoDetail.title", defaultValue: "To-do")
    ) {
        didSet { view?.render(viewModel) }
    }

    private let interactor: any TodoDetailInteractorProtocol
    private let router: any TodoDetailRouterProtocol

    /// The to-do to show; set by `showTodo(id:)`.
    private var todoID: Int?
    /// The to-do as shown last.
    private var shownItem: TodoItem?

    init(interactor: any TodoDetailInteractorProtocol, router: any TodoDetailRouterProtocol) {
        self.interactor = interactor
        self.router = router
    }

    /// The worded to-do of `content`.
    static func item(of content: TodoDetailContent) -> TodoDetailViewModel.Item {
        let item = content.item
        return TodoDetailViewModel.Item(
            id: item.id, name: item.name.spelledOut,
            dueText: "\(item.dueDay.longText) (\(content.relation.sectionName))",
            dueDay: item.dueDay.description, isCompleted: item.isCompleted)
    }

    private func show(_ content: TodoDetailContent) {
        shownItem = content.item
        viewModel.content = .loaded(Self.item(of: content))
    }

    /// The to-do to change: the one shown, else the one stored now.
    private func itemToChange() async throws(TodoError) -> TodoItem {
        if let shownItem { return shownItem }
        guard let todoID else { throw .unknownID("(none)") }
        return try await interactor.loadContent(id: todoID).item
    }

    /// Reports `error`; when the to-do changed elsewhere, shows it as it is now.
    private func fail(_ error: TodoError) async {
        view?.showError(InputErrorViewModel(error))
        if case .changedElsewhere = error, let todoID,
            let content = try? await interactor.loadContent(id: todoID)
        {
            show(content)
        }
    }

    private func change(_ change: (TodoItem) async throws(TodoError) -> TodoDetailContent) async {
        do {
            let content = try await change(try await itemToChange())
            show(content)
            delegate?.todoDetailModule(self, didChange: content.item)
        } catch {
            await fail(error)
        }
    }
}

extension TodoDetailPresenter: TodoDetailPresenterProtocol, TodoDetailModuleInput {
    func load() async {
        if case .failed = viewModel.content { viewModel.content = .loading }
        do throws(TodoError) {
            guard let todoID else { throw .unknownID("(none)") }
            let content = try await interactor.loadContent(id: todoID)
            guard !Task.isCancelled else { return }
            show(content)
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
        delegate?.todoDetailModuleDidClose(self)
    }

    func didTapSetCompleted(_ isCompleted: Bool) async {
        await change { shown throws(TodoError) in
            try await interactor.setCompleted(isCompleted, shown: shown)
        }
    }

    func didEnterName(_ name: String) async {
        do {
            try await interactor.checkName(name)
        } catch {
            view?.showError(InputErrorViewModel(error))
        }
    }

    func didTapSave(name: String?, dueDay: String?) async {
        await change { shown throws(TodoError) in
            try await interactor.update(shown, name: name, dueDay: dueDay)
        }
    }

    func didTapDelete() {
        let name = if case .loaded(let item) = viewModel.content { item.name } else { "this to-do" }
        view?.askToConfirmDelete("Delete \"\(name)\"? (y/N)")
    }

    func didConfirmDelete() async {
        do {
            let item = try await interactor.delete(try await itemToChange())
            delegate?.todoDetailModule(self, didDelete: item)
            router.close()
        } catch {
            await fail(error)
        }
    }

    func showTodo(id: Int) {
        todoID = id
    }
}
// viper-gen: delegates
