//
//  TodoListRouter.swift
//  TodoList module of TodoApp
//
//  Created by viper-gen sample on 2026-09-21.
//

import TodoCore

/// Assembles the module and performs its navigation on the screen stack.
@MainActor
final class TodoListRouter {
    /// Weak, because the view owns the module.
    weak var view: TodoListView?
    // viper-gen: destinations
    /// The About module the router opened last, for the front end to show.
    private(set) var about: (view: AboutView, input: any AboutModuleInput)?

    /// Weak, because the screen stack holds the views and through them the routers.
    weak var screens: ScreenStack?

    /// What the modules this one opens need: pass it on to their `makeModule(dependencies:delegate:)`.
    let dependencies: any TodoListDependencies

    init(dependencies: any TodoListDependencies) {
        self.dependencies = dependencies
    }

    /// Builds and wires the module.
    ///
    /// The view owns the presenter, which owns the interactor and the router; every reference back is weak, so
    /// the whole module is released with its view.
    /// - Parameters:
    ///   - dependencies: What the interactor and the modules that the router opens need.
    ///   - screens: Where the module's view and the screens it opens are shown; `nil` when not navigating.
    ///   - delegate: Told about the module's results.
    /// - Returns: The view, which keeps the module alive, and the module's input for configuring it.
    static func makeModule(
        dependencies: any TodoListDependencies,
        screens: ScreenStack? = nil,
        delegate: (any TodoListModuleDelegate)? = nil
    ) -> (view: TodoListView, input: any TodoListModuleInput) {
        let view = TodoListView()
        let interactor = TodoListInteractor(dependencies: dependencies)
        let router = TodoListRouter(dependencies: dependencies)
        let presenter = TodoListPresenter(view: view, interactor: interactor, router: router)
        view.presenter = presenter
        interactor.output = presenter
        router.view = view
        router.screens = screens
        presenter.delegate = delegate
        return (view, presenter)
    }
}

extension TodoListRouter: TodoListRouterProtocol {
    func close() {
        guard let view else { return }
        view.dismiss()
        screens?.remove(view)
    }

    func presentAddTodo(delegate: any AddTodoModuleDelegate) {
        let module = AddTodoRouter.makeModule(dependencies: dependencies, screens: screens, delegate: delegate)
        screens?.push(module.view)
        module.view.appear()
    }

    func presentTodoDetail(id: Int, delegate: any TodoDetailModuleDelegate) {
        let module = TodoDetailRouter.makeModule(dependencies: dependencies, screens: screens, delegate: delegate)
        module.input.showTodo(id: id)
        screens?.push(module.view)
        module.view.appear()
    }
    // viper-gen: routes

    func showAbout() {
        about = AboutRouter.makeModule(dependencies: dependencies)
    }
}
