//
//  SearchRouter.swift
//  Search module of TodoApp
//
//  Created by Jane Appleseed (Acme Inc.) on 2026-11-22.
//

import SwiftUI

/// A screen that the router opens, as a value. Add a case for each, such as `case detail(id: Item.ID)`.
enum SearchRoute: ModuleRoute {
    // viper-gen: route cases
}

/// Assembles the module and navigates by setting `navigation`, which its screen follows; `close()` is `ModuleRouter`'s.
@MainActor
final class SearchRouter: ModuleRouter {
    let navigation = ModuleNavigation<SearchRoute>()
    /// Weak, because the presenter owns the router. The modules that the router opens report to it.
    weak var presenter: SearchPresenter?

    /// The module's screen. The module is built here, with the view, so it exists for the screen's first frame.
    static func makeModule(delegate: (any SearchModuleDelegate)? = nil) -> SearchView {
        let router = SearchRouter()
        let presenter = SearchPresenter(interactor: SearchInteractor(), router: router)
        presenter.delegate = delegate
        router.presenter = presenter
        return SearchView(presenter: presenter, router: router)
    }

    @ViewBuilder
    func screen(for route: SearchRoute) -> some View {
        // viper-gen: screens
    }
}

extension SearchRouter: SearchRouterProtocol {
    // viper-gen: routes
}
