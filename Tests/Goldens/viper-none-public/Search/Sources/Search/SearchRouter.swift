//
//  SearchRouter.swift
//  Search module of TodoApp
//
//  Created by Jane Appleseed (Acme Inc.) on 2026-11-22.
//

/// Assembles the module and performs its navigation. It is the only part that dismisses the module.
@MainActor
public final class SearchRouter {
    /// Weak, because the view owns the module.
    weak var view: SearchView?
    /// Weak, because the presenter owns the router. The modules that the router opens report to it.
    weak var presenter: SearchPresenter?
    // viper-gen: destinations

    /// What the modules that this one opens need: pass it on to their `makeModule`.
    let dependencies: any SearchDependencies

    init(dependencies: any SearchDependencies) {
        self.dependencies = dependencies
    }

    /// Builds the module: the view owns the presenter, which owns the interactor and the router; every reference
    /// back is weak, so the module goes with its view.
    public static func makeModule(
        dependencies: any SearchDependencies,
        delegate: (any SearchModuleDelegate)? = nil
    ) -> (view: SearchView, input: any SearchModuleInput) {
        let router = SearchRouter(dependencies: dependencies)
        let presenter = SearchPresenter(interactor: SearchInteractor(dependencies: dependencies), router: router)
        let view = SearchView(presenter: presenter)
        presenter.view = view
        presenter.delegate = delegate
        router.view = view
        router.presenter = presenter
        return (view, presenter)
    }
}

extension SearchRouter: SearchRouterProtocol {
    func close() {
        view?.dismiss()
    }
    // viper-gen: routes
}
