//
//  SearchRouter.swift
//  Search module of TodoApp
//
//  Created by Jane Appleseed (Acme Inc.) on 2026-11-22.
//

import SwiftUI

/// A screen that the router opens, as a value. Add a case for each, such as `case detail(id: Item.ID)`.
public enum SearchRoute: ModuleRoute {
    // viper-gen: route cases
}

/// Assembles the module and navigates by setting `navigation`, which its screen follows; `close()` is `ModuleRouter`'s.
@MainActor
public final class SearchRouter: ModuleRouter {
    public let navigation = ModuleNavigation<SearchRoute>()
    /// Weak, because the presenter owns the router. The modules that the router opens report to it.
    weak var presenter: SearchPresenter?

    /// What the modules that this one opens need: pass it on to their `makeModule`.
    let dependencies: any SearchDependencies

    init(dependencies: any SearchDependencies) {
        self.dependencies = dependencies
    }

    /// The module's screen. The module is built here, with the view, so it exists for the screen's first frame.
    public static func makeModule(
        dependencies: any SearchDependencies,
        delegate: (any SearchModuleDelegate)? = nil
    ) -> SearchView {
        let router = SearchRouter(dependencies: dependencies)
        let presenter = SearchPresenter(interactor: SearchInteractor(dependencies: dependencies), router: router)
        presenter.delegate = delegate
        router.presenter = presenter
        return SearchView(presenter: presenter, router: router)
    }

    @ViewBuilder
    public func screen(for route: SearchRoute) -> some View {
        // viper-gen: screens
    }
}

extension SearchRouter: SearchRouterProtocol {
    // viper-gen: routes
}
