//
//  AboutRouter.swift
//  About module of TodoApp
//
//  Created by viper-gen sample on 2026-09-21.
//

/// Assembles the module and performs its navigation. It is the only part that dismisses the module.
@MainActor
final class AboutRouter {
    /// Weak, because the view owns the module.
    weak var view: AboutView?
    /// Weak, because the presenter owns the router. The modules that the router opens report to it.
    weak var presenter: AboutPresenter?
    // viper-gen: destinations

    /// What the modules that this one opens need: pass it on to their `makeModule`.
    let dependencies: any AboutDependencies

    init(dependencies: any AboutDependencies) {
        self.dependencies = dependencies
    }

    /// Builds the module: the view owns the presenter, which owns the interactor and the router; every reference
    /// back is weak, so the module goes with its view.
    static func makeModule(
        dependencies: any AboutDependencies,
        delegate: (any AboutModuleDelegate)? = nil
    ) -> (view: AboutView, input: any AboutModuleInput) {
        let router = AboutRouter(dependencies: dependencies)
        let presenter = AboutPresenter(interactor: AboutInteractor(dependencies: dependencies), router: router)
        let view = AboutView(presenter: presenter)
        presenter.view = view
        presenter.delegate = delegate
        router.view = view
        router.presenter = presenter
        return (view, presenter)
    }
}

extension AboutRouter: AboutRouterProtocol {
    func close() {
        view?.dismiss()
    }
    // viper-gen: routes
}
