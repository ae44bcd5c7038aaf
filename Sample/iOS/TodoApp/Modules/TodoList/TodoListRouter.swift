//
//  TodoListRouter.swift
//  TodoList module of TodoApp
//
//  Created by viper-gen sample on 2026-09-21.
//

import SwiftUI

/// A screen that the router opens, as a value. Add a case for each, such as `case detail(id: Item.ID)`.
enum TodoListRoute: ModuleRoute {
    // viper-gen: route cases
    /// The About screen, which `showAbout()` opens.
    case about
    /// The AddTodo screen, which `showAddTodo()` opens.
    case addTodo
    /// The TodoDetail screen, which `showTodoDetail()` opens.
    case todoDetail(id: Int)
}

/// Assembles the module and navigates by setting `navigation`, which its screen follows; `close()` is `ModuleRouter`'s.
@MainActor
final class TodoListRouter: ModuleRouter {
    let navigation = ModuleNavigation<TodoListRoute>()
    /// Weak, because the presenter owns the router. The modules that the router opens report to it.
    weak var presenter: TodoListPresenter?

    /// What the modules that this one opens need: pass it on to their `makeModule`.
    let dependencies: any TodoListDependencies

    /// The to-do that `showTodoDetail()` opens; `presentTodoDetail(id:)` sets it.
    private(set) var todoDetailID = 0

    init(dependencies: any TodoListDependencies) {
        self.dependencies = dependencies
    }

    /// The module's screen. The module is built here, with the view, so it exists for the screen's first frame.
    static func makeModule(
        dependencies: any TodoListDependencies,
        delegate: (any TodoListModuleDelegate)? = nil
    ) -> TodoListView {
        let router = TodoListRouter(dependencies: dependencies)
        let presenter = TodoListPresenter(interactor: TodoListInteractor(dependencies: dependencies), router: router)
        presenter.calendar = dependencies.calendar
        presenter.delegate = delegate
        router.presenter = presenter
        return TodoListView(presenter: presenter, router: router)
    }

    @ViewBuilder
    func screen(for route: TodoListRoute) -> some View {
        // viper-gen: screens
        if case .about = route {
            AboutRouter.makeModule(dependencies: dependencies, delegate: presenter)
        }
        if case .addTodo = route {
            AddTodoRouter.makeModule(dependencies: dependencies, delegate: presenter)
        }
        if case .todoDetail(let id) = route {
            TodoDetailRouter.makeModule(dependencies: dependencies, delegate: presenter)
                .showing(todoID: id)
        }
    }
}

extension TodoListRouter: TodoListRouterProtocol {
    func presentTodoDetail(id: Int) {
        todoDetailID = id
        showTodoDetail()
    }
    // viper-gen: routes

    func showAbout() {
        navigation.presented = .about
    }

    func showAddTodo() {
        navigation.presented = .addTodo
    }

    func showTodoDetail() {
        navigation.pushed = .todoDetail(id: todoDetailID)
    }
}
