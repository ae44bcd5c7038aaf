//
//  TodoDetailRouter.swift
//  TodoDetail module of TodoApp
//
//  Created by viper-gen sample on 2026-09-21.
//

/// Assembles the module and performs its navigation. It is the only part that dismisses the module.
@MainActor
final class TodoDetailRouter {
    /// Weak, because the view owns the module.
    weak var view: TodoDetailView?
    /// Weak, because the presenter owns the router. The modules that the router opens report to it.
    weak var presenter: TodoDetailPresenter?
    // viper-gen: destinations

    /// What the modules that this one opens need: pass it on to their `makeModule`.
    let dependencies: any TodoDetailDependencies

    init(dependencies: any TodoDetailDependencies) {
        self.dependencies = dependencies
    }

    /// Builds the module: the view owns the presenter, which owns the interactor and the router; every reference
    /// back is weak, so the module goes with its view.
    static func makeModule(
        dependencies: any TodoDetailDependencies,
        delegate: (any TodoDetailModuleDelegate)? = nil
    ) -> (view: TodoDetailView, input: any TodoDetailModuleInput) {
        let router = TodoDetailRouter(dependencies: dependencies)
        let presenter = TodoDetailPresenter(
            interactor: TodoDetailInteractor(dependencies: dependencies), router: router)
        let view = TodoDetailView(presenter: presenter)
        presenter.view = view
        presenter.delegate = delegate
        router.view = view
        router.presenter = presenter
        return (view, presenter)
    }
}

extension TodoDetailRouter: TodoDetailRouterProtocol {
    func close() {
        view?.dismiss()
    }
    // viper-gen: routes
}
