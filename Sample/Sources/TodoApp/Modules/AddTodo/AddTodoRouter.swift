//
//  AddTodoRouter.swift
//  AddTodo module of TodoApp
//
//  Created by viper-gen sample on 2026-09-21.
//

import TodoCore

/// Assembles the module and performs its navigation on the screen stack.
@MainActor
final class AddTodoRouter {
    /// Weak, because the view owns the module.
    weak var view: AddTodoView?
    // viper-gen: destinations

    /// Weak, because the screen stack holds the views and through them the routers.
    weak var screens: ScreenStack?

    /// What the modules this one opens need: pass it on to their `makeModule(dependencies:delegate:)`.
    let dependencies: any AddTodoDependencies

    init(dependencies: any AddTodoDependencies) {
        self.dependencies = dependencies
    }

    /// Builds and wires the module.
    ///
    /// The view owns the presenter, which owns the interactor and the router; every reference back is weak, so
    /// the whole module is released with its view.
    /// - Parameters:
    ///   - dependencies: What the interactor and the modules that the router opens need.
    ///   - screens: Where the module's view is shown; `nil` when not navigating.
    ///   - delegate: Told about the module's results.
    /// - Returns: The view, which keeps the module alive, and the module's input for configuring it.
    static func makeModule(
        dependencies: any AddTodoDependencies,
        screens: ScreenStack? = nil,
        delegate: (any AddTodoModuleDelegate)? = nil
    ) -> (view: AddTodoView, input: any AddTodoModuleInput) {
        let view = AddTodoView()
        let interactor = AddTodoInteractor(dependencies: dependencies)
        let router = AddTodoRouter(dependencies: dependencies)
        let presenter = AddTodoPresenter(view: view, interactor: interactor, router: router)
        view.presenter = presenter
        interactor.output = presenter
        router.view = view
        router.screens = screens
        presenter.delegate = delegate
        return (view, presenter)
    }
}

extension AddTodoRouter: AddTodoRouterProtocol {
    func close() {
        guard let view else { return }
        view.dismiss()
        screens?.remove(view)
    }
    // viper-gen: routes
}
