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
    // viper-gen: destinations

    /// What the modules this one opens need: pass it on to their `makeModule(dependencies:delegate:)`.
    let dependencies: any AboutDependencies

    init(dependencies: any AboutDependencies) {
        self.dependencies = dependencies
    }

    /// Builds and wires the module.
    ///
    /// The view owns the presenter, which owns the interactor and the router; every reference back is weak, so
    /// the whole module is released with its view.
    /// - Parameters:
    ///   - dependencies: What the interactor and the modules that the router opens need.
    ///   - delegate: Told about the module's results.
    /// - Returns: The view, which keeps the module alive, and the module's input for configuring it.
    static func makeModule(
        dependencies: any AboutDependencies,
        delegate: (any AboutModuleDelegate)? = nil
    ) -> (view: AboutView, input: any AboutModuleInput) {
        let view = AboutView()
        let interactor = AboutInteractor(dependencies: dependencies)
        let router = AboutRouter(dependencies: dependencies)
        let presenter = AboutPresenter(view: view, interactor: interactor, router: router)
        view.presenter = presenter
        interactor.output = presenter
        router.view = view
        presenter.delegate = delegate
        return (view, presenter)
    }
}

extension AboutRouter: AboutRouterProtocol {
    func close() {
        view?.dismiss()
    }
    // viper-gen: routes
}
