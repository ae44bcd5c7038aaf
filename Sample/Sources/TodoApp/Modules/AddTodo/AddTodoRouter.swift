//
//  AddTodoRouter.swift
//  AddTodo module of TodoApp
//
//  Created by viper-gen sample on 2026-09-21.
//

/// Assembles the module and performs its navigation on the screen stack. It is the only part that dismisses the
/// module.
@MainActor
final class AddTodoRouter {
    /// Weak, because the view owns the module.
    weak var view: AddTodoView?
    /// Weak, because the presenter owns the router. The modules that the router opens report to it.
    weak var presenter: AddTodoPresenter?
    // viper-gen: destinations

    /// Weak, because the screen stack holds the views and through them the routers.
    weak var screens: ScreenStack?

    /// What the modules that this one opens need: pass it on to their `makeModule`.
    let dependencies: any AddTodoDependencies

    init(dependencies: any AddTodoDependencies) {
        self.dependencies = dependencies
    }

    /// Builds the module: the view owns the presenter, which owns the interactor and the router; every reference
    /// back is weak, so the module goes with its view. `screens` is where the view is shown; `nil` when not
    /// navigating.
    static func makeModule(
        dependencies: any AddTodoDependencies,
        screens: ScreenStack? = nil,
        delegate: (any AddTodoModuleDelegate)? = nil
    ) -> (view: AddTodoView, input: any AddTodoModuleInput) {
        let router = AddTodoRouter(dependencies: dependencies)
        let presenter = AddTodoPresenter(interactor: AddTodoInteractor(dependencies: dependencies), router: router)
        let view = AddTodoView(presenter: presenter)
        presenter.view = view
        presenter.delegate = delegate
        router.view = view
        router.presenter = presenter
        router.screens = screens
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
