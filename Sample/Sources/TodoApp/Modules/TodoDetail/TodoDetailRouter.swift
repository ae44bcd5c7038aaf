//
//  TodoDetailRouter.swift
//  TodoDetail module of TodoApp
//
//  Created by viper-gen sample on 2026-09-21.
//

/// Assembles the module and performs its navigation on the screen stack. It is the only part that dismisses the
/// module.
@MainActor
final class TodoDetailRouter {
    /// Weak, because the view owns the module.
    weak var view: TodoDetailView?
    /// Weak, because the presenter owns the router. The modules that the router opens report to it.
    weak var presenter: TodoDetailPresenter?
    // viper-gen: destinations

    /// Weak, because the screen stack holds the views and through them the routers.
    weak var screens: ScreenStack?

    /// What the modules that this one opens need: pass it on to their `makeModule`.
    let dependencies: any TodoDetailDependencies

    init(dependencies: any TodoDetailDependencies) {
        self.dependencies = dependencies
    }

    /// Builds the module: the view owns the presenter, which owns the interactor and the router; every reference
    /// back is weak, so the module goes with its view. `screens` is where the view is shown; `nil` when not
    /// navigating.
    static func makeModule(
        dependencies: any TodoDetailDependencies,
        screens: ScreenStack? = nil,
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
        router.screens = screens
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
