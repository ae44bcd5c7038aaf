//
//  SearchRouter.swift
//  Search module of TodoApp
//
//  Created by Jane Appleseed (Acme Inc.) on 2026-11-22.
//

import UIKit

/// Assembles the module and pushes or presents the modules it opens; `close()` is `ViewControllerRouter`'s.
@MainActor
final class SearchRouter: ViewControllerRouter {
    /// Weak, because the view controller owns the module.
    weak var viewController: ModuleViewController?
    /// Weak, because the presenter owns the router. The modules that the router opens report to it.
    weak var presenter: SearchPresenter?

    /// What the modules that this one opens need: pass it on to their `makeModule`.
    let dependencies: any SearchDependencies

    init(dependencies: any SearchDependencies) {
        self.dependencies = dependencies
    }

    /// Builds the module: the view controller owns the presenter, which owns the interactor and the router; every
    /// reference back is weak, so the module goes with its view controller.
    static func makeModule(
        dependencies: any SearchDependencies,
        delegate: (any SearchModuleDelegate)? = nil
    ) -> (view: ModuleViewController, input: any SearchModuleInput) {
        let router = SearchRouter(dependencies: dependencies)
        let presenter = SearchPresenter(interactor: SearchInteractor(dependencies: dependencies), router: router)
        let viewController = SearchViewController(presenter: presenter)
        presenter.view = viewController
        presenter.delegate = delegate
        router.viewController = viewController
        router.presenter = presenter
        return (viewController, presenter)
    }
}

extension SearchRouter: SearchRouterProtocol {
    // viper-gen: routes
}
