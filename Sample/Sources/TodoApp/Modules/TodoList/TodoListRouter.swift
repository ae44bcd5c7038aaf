//
//  TodoListRouter.swift
//  TodoList module of TodoApp
//
//  Created by viper-gen sample on 2026-09-21.
//

import TodoCore

/// Assembles the module and performs its navigation on the screen stack. It is the only part that dismisses the
/// module.
@MainActor
final class TodoListRouter {
    /// Weak, because the view owns the module.
    weak var view: TodoListView?
    /// Weak, because the presenter owns the router. The modules that the router opens report to it.
    weak var presenter: TodoListPresenter?
    // viper-gen: destinations
    /// The TodoDetail module the router opened last, for the front end to show.
    private(set) var todoDetail: (view: TodoDetailView, input: any TodoDetailModuleInput)?
    /// The AddTodo module the router opened last, for the front end to show.
    private(set) var addTodo: (view: AddTodoView, input: any AddTodoModuleInput)?
    /// The About module the router opened last, for the front end to show.
    private(set) var about: (view: AboutView, input: any AboutModuleInput)?

    /// Weak, because the screen stack holds the views and through them the routers.
    weak var screens: ScreenStack?

    /// What the modules that this one opens need: pass it on to their `makeModule`.
    let dependencies: any TodoListDependencies

    init(dependencies: any TodoListDependencies) {
        self.dependencies = dependencies
    }

    /// Builds the module: the view owns the presenter, which owns the interactor and the router; every reference
    /// back is weak, so the module goes with its view. `screens` is where the view and the screens it opens are
    /// shown; `nil` when not navigating.
    static func makeModule(
        dependencies: any TodoListDependencies,
        screens: ScreenStack? = nil,
        delegate: (any TodoListModuleDelegate)? = nil
    ) -> (view: TodoListView, input: any TodoListModuleInput) {
        let router = TodoListRouter(dependencies: dependencies)
        let presenter = TodoListPresenter(interactor: TodoListInteractor(dependencies: dependencies), router: router)
        let view = TodoListView(presenter: presenter)
        presenter.view = view
        presenter.delegate = delegate
        router.view = view
        router.presenter = presenter
        router.screens = screens
        return (view, presenter)
    }
}

extension TodoListRouter: TodoListRouterProtocol {
    func close() {
        guard let view else { return }
        view.dismiss()
        screens?.remove(view)
    }

    func presentAddTodo() {
        showAddTodo()
        if let addTodo {
            screens?.push(addTodo.view)
        }
    }

    func presentTodoDetail(id: Int) {
        showTodoDetail()
        if let todoDetail {
            todoDetail.input.showTodo(id: id)
            screens?.push(todoDetail.view)
        }
    }
    // viper-gen: routes

    func showTodoDetail() {
        todoDetail = TodoDetailRouter.makeModule(dependencies: dependencies, delegate: presenter)
    }

    func showAddTodo() {
        addTodo = AddTodoRouter.makeModule(dependencies: dependencies, delegate: presenter)
    }

    func showAbout() {
        about = AboutRouter.makeModule(dependencies: dependencies, delegate: presenter)
    }
}
