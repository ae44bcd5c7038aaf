//
//  SearchRouter.swift
//  Search module of TodoApp
//
//  Created by Jane Appleseed (Acme Inc.) on 2026-11-22.
//

/// Assembles the module and performs its navigation. It is the only part that dismisses the module.
@MainActor
final class SearchRouter {
    /// Weak, because the view owns the module.
    weak var view: SearchView?
    // viper-gen: destinations

    /// What the modules this one opens need: pass it on to their `makeModule(dependencies:delegate:)`.
    let dependencies: any SearchDependencies

    init(dependencies: any SearchDependencies) {
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
        dependencies: any SearchDependencies,
        delegate: (any SearchModuleDelegate)? = nil
    ) -> (view: SearchView, input: any SearchModuleInput) {
        let view = SearchView()
        let interactor = SearchInteractor(dependencies: dependencies)
        let router = SearchRouter(dependencies: dependencies)
        let presenter = SearchPresenter(view: view, interactor: interactor, router: router)
        view.presenter = presenter
        interactor.output = presenter
        router.view = view
        presenter.delegate = delegate
        return (view, presenter)
    }
}

extension SearchRouter: SearchRouterProtocol {
    func close() {
        view?.dismiss()
    }
    // viper-gen: routes
}
