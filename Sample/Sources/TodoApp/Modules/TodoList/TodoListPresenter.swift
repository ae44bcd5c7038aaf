//
//  TodoListPresenter.swift
//  TodoList module of TodoApp
//
//  Created by viper-gen sample on 2026-09-21.
//

import TodoCore

/// Prepares what the view shows and turns the view's events into work for the interactor and router.
///
/// It is the delegate of the add and detail modules it opens, and reloads the list when they change data.
@MainActor
final class TodoListPresenter {
    /// Shown when there is no to-do to list.
    static let emptyMessage = "Nothing to do."

    /// Weak, because the view owns the presenter.
    weak var view: (any TodoListViewProtocol)?

    /// Weak, because the module that opened this one owns it.
    weak var delegate: (any TodoListModuleDelegate)?

    let interactor: any TodoListInteractorProtocol
    let router: any TodoListRouterProtocol

    /// The ids listed last, so that only those can be opened.
    private var listedIDs: Set<Int> = []

    init(
        view: any TodoListViewProtocol,
        interactor: any TodoListInteractorProtocol,
        router: any TodoListRouterProtocol
    ) {
        self.view = view
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
            title: content.today.longText, today: content.today.description, sections: sections,
            emptyMessage: sections.isEmpty ? emptyMessage : nil, showsCompleted: content.includesCompleted)
    }
}

extension TodoListPresenter: TodoListPresenterProtocol {
    func viewDidLoad() {
        interactor.loadContent()
    }

    func viewWillAppear() {
        interactor.loadContent()
    }

    func didTapClose() {
        router.close()
        delegate?.todoListModuleDidClose(self)
    }

    func didTapAdd() {
        router.presentAddTodo(delegate: self)
    }

    func didSelectTodo(id: Int) {
        guard listedIDs.contains(id) else {
            view?.showError(TodoError.unknownID(String(id)).message)
            return
        }
        router.presentTodoDetail(id: id, delegate: self)
    }

    func didTapToggleCompleted() {
        showsCompleted.toggle()
        interactor.loadContent()
    }

    func didTapAbout() {
        router.showAbout()
    }
}

extension TodoListPresenter: TodoListInteractorOutputProtocol {
    func didLoadContent(_ content: TodoListContent) {
        listedIDs = Set(content.groups.flatMap { $0.items.map(\.id) })
        view?.display(Self.viewModel(of: content))
    }

    func didFailToLoadContent(_ error: TodoError) {
        listedIDs = []
        view?.showError(error.message)
    }
}

extension TodoListPresenter: TodoListModuleInput {
    var showsCompleted: Bool {
        get { interactor.includesCompleted }
        set { interactor.includesCompleted = newValue }
    }
}

extension TodoListPresenter: AddTodoModuleDelegate {
    func addTodoModuleDidClose(_ module: any AddTodoModuleInput) {}

    func addTodoModule(_ module: any AddTodoModuleInput, didAdd item: TodoItem) {
        interactor.loadContent()
    }
}

extension TodoListPresenter: TodoDetailModuleDelegate {
    func todoDetailModuleDidClose(_ module: any TodoDetailModuleInput) {}

    func todoDetailModule(_ module: any TodoDetailModuleInput, didChange item: TodoItem) {
        interactor.loadContent()
    }

    func todoDetailModule(_ module: any TodoDetailModuleInput, didDelete item: TodoItem) {
        interactor.loadContent()
    }
}
