//
//  TodoDetailRouter.swift
//  TodoDetail module of TodoApp
//
//  Created by viper-gen sample on 2026-09-21.
//

import TodoCore

/// Assembles the module and performs its navigation on the screen stack.
@MainActor
final class TodoDetailRouter {
    /// Weak, because the view owns the module.
    weak var view: TodoDetailView?
    // viper-gen: destinations

    /// Weak, because the screen stack holds the views and through them the routers.
    weak var screens: ScreenStack?

    /// What the modules this one opens need: pass it on to their `makeModule(dependencies:delegate:)`.
    let dependencies: any TodoDetailDependencies

    init(dependencies: any TodoDetailDependencies) {
        self.dependencies = dependencies
    }

    /// Builds and wires the module; configure it with `input.showTodo(id:)` before showing the view.
    ///
    /// The view owns the presenter, which owns the interactor and the router; every reference back is weak, so
    /// the whole module is released with its view.
    /// - Parameters:
    ///   - dependencies: What the interactor and the modules that the router opens need.
    ///   - screens: Where the module's view is shown; `nil` when not navigating.
    ///   - delegate: Told about the module's results.
    /// - Returns: The view, which keeps the module alive, and the module's input for configuring it.
    static func makeModule(
        dependencies: any TodoDetailDependencies,
        screens: ScreenStack? = nil,
        delegate: (any TodoDetailModuleDelegate)? = nil
    ) -> (view: TodoDetailView, input: any TodoDetailModuleInput) {
        let view = TodoDetailView()
        let interactor = TodoDetailInteractor(dependencies: dependencies)
        let router = TodoDetailRouter(dependencies: dependencies)
        let presenter = TodoDetailPresenter(view: view, interactor: interactor, router: router)
        view.presenter = presenter
        interactor.output = presenter
        router.view = view
        router.screens = screens
        presenter.delegate = delegate
        return (view, presenter)
    }
}

extension TodoDetailRouter: TodoDetailRouterProtocol {
    func close() {
        guard let view else { return }
        view.dismiss()
        screens?.remove(view)
    }
    // viper-gen: routes
}
