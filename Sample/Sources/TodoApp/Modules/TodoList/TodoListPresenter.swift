//
//  TodoListPresenter.swift
//  TodoList module of TodoApp
//
//  Created by viper-gen sample on 2026-09-21.
//

import Foundation
import TodoCore

/// Words what the screen shows, and turns the user's actions into work for the interactor and the router.
///
/// It is the delegate of the add and detail modules it opens; the list reloads before it is drawn again, so it shows
/// what they changed.
@MainActor
final class TodoListPresenter {
    /// Weak, because the view owns the presenter. It renders what it is shown at once.
    weak var view: (any TodoListViewProtocol)? {
        didSet { view?.render(viewModel) }
    }
    /// Weak, because the module that opened this one owns it.
    weak var delegate: (any TodoListModuleDelegate)?

    /// What the screen shows; the view renders each change.
    private(set) var viewModel = TodoListViewModel(
        title: LocalizedStringResource("TodoList.title", defaultValue: "To-dos")
    ) {
        didSet { view?.render(viewModel) }
    }

    /// Whether completed to-dos are listed too.
    var showsCompleted = false

    private let interactor: any TodoListInteractorProtocol
    /// Not private, so that the scripted `todo about` reaches the module that the router opened.
    let router: any TodoListRouterProtocol

    /// The ids listed last, so that only those can be opened.
    private var listedIDs: Set<Int> = []

    init(interactor: any TodoListInteractorProtocol, router: any TodoListRouterProtocol) {
        self.interactor = interactor
        self.router = router
    }

    /// The view model of `content`.
    static func viewModel(of content: TodoListContent) -> TodoListViewModel {
        let sections = content.groups.map { group in
            TodoListViewModel.Section(
                name: group.relation.sectionName,
                iconName: group.relation.iconName,
                rows: group.items.map { item in
                    TodoListViewModel.Row(
                        id: item.id, name: item.name.spelledOut, detail: group.relation.detailText(for: item.dueDay),
                        dueDay: item.dueDay.description, isCompleted: item.isCompleted)
                })
        }
        return TodoListViewModel(
            title: .verbatim(content.today.longText), today: content.today.description,
            showsCompleted: content.includesCompleted,
            content: sections.isEmpty
                ? .empty(LocalizedStringResource("TodoList.empty", defaultValue: "Nothing to do.")) : .loaded(sections))
    }
}

extension TodoListPresenter: TodoListPresenterProtocol, TodoListModuleInput {
    /// Loads the list; it reloads before every time it is drawn, so that it shows and acts on what is stored now.
    func load() async {
        if case .failed = viewModel.content { viewModel.content = .loading }
        do {
            let content = try await interactor.loadContent(includesCompleted: showsCompleted)
            guard !Task.isCancelled else { return }
            listedIDs = Set(content.groups.flatMap { $0.items.map(\.id) })
            viewModel = Self.viewModel(of: content)
        } catch {
            // A cancelled load (the screen went away) changes nothing.
            guard !Task.isCancelled else { return }
            listedIDs = []
            viewModel.content = .failed(.verbatim(error.message))
        }
    }

    func didTapClose() {
        router.close()
    }

    func didLeave() {
        delegate?.todoListModuleDidClose(self)
    }

    func didTapAdd() {
        router.presentAddTodo()
    }

    func didSelectTodo(id: Int) {
        guard listedIDs.contains(id) else {
            view?.showError(TodoError.unknownID(String(id)).message)
            return
        }
        router.presentTodoDetail(id: id)
    }

    func didTapToggleCompleted() async {
        showsCompleted.toggle()
        await load()
    }

    func didTapAbout() {
        router.showAbout()
    }
}

/// The results of the add and detail modules, whose delegate viper-gen made the presenter (below). Nothing to do: the
/// list reloads before it is drawn again.
extension TodoListPresenter {
    func addTodoModule(_ module: any AddTodoModuleInput, didAdd item: TodoItem) {}

    func todoDetailModule(_ module: any TodoDetailModuleInput, didChange item: TodoItem) {}

    func todoDetailModule(_ module: any TodoDetailModuleInput, didDelete item: TodoItem) {}
}
// viper-gen: delegates

extension TodoListPresenter: TodoDetailModuleDelegate {
    func todoDetailModuleDidClose(_ module: any TodoDetailModuleInput) {
        // The TodoDetail screen went away: refresh here what it may have changed.
    }
}

extension TodoListPresenter: AddTodoModuleDelegate {
    func addTodoModuleDidClose(_ module: any AddTodoModuleInput) {
        // The AddTodo screen went away: refresh here what it may have changed.
    }
}

extension TodoListPresenter: AboutModuleDelegate {
    func aboutModuleDidClose(_ module: any AboutModuleInput) {
        // The About screen went away: refresh here what it may have changed.
    }
}
