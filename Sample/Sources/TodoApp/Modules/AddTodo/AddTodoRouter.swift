//
//  AddTodoRouter.swift
//  AddTodo module of TodoApp
//
//  Created by viper-gen sample on 2026-09-21.
//

/// Assembles the module and performs its navigation. It is the only part that dismisses the module.
@MainActor
final class AddTodoRouter {
    /// Weak, because the view owns the module.
    weak var view: AddTodoView?
    /// Weak, because the presenter owns the router. The modules that the router opens report to it.
    weak var presenter: AddTodoPresenter?
    // viper-gen: destinations

    /// What the modules that this one opens need: pass it on to their `makeModule`.
    let dependencies: any AddTodoDependencies

    init(dependencies: any AddTodoDependencies) {
        self.dependencies = dependencies
    }

    /// Builds the module: the view owns the presenter, which owns the interactor and the router; every reference
    /// back is weak, so the module goes with its view.
    static func makeModule(
        dependencies: any AddTodoDependencies,
        delegate: (any AddTodoModuleDelegate)? = nil
    ) -> (view: AddTodoView, input: any AddTodoModuleInput) {
        let router = AddTodoRouter(dependencies: dependencies)
        let presenter = AddTodoPresenter(interactor: AddTodoInteractor(dependencies: dependencies), router: router)
        let view = AddTodoView(presenter: presenter)
        presenter.view = view
        presenter.delegate = delegate
        router.view = view
        router.presenter = presenter
        return (view, presenter)
    }
}

extension AddTodoRouter: AddTodoRouterProtocol {
    func close() {
        view?.dismiss()
    }
    // viper-gen: routes
}
