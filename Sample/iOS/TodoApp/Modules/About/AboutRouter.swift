//
//  AboutRouter.swift
//  About module of TodoApp
//
//  Created by viper-gen sample on 2026-09-21.
//

import SwiftUI

/// A screen that the router opens, as a value. Add a case for each, such as `case detail(id: Item.ID)`.
enum AboutRoute: ModuleRoute {
    // viper-gen: route cases
}

/// Assembles the module and navigates by setting `navigation`, which its screen follows; `close()` is `ModuleRouter`'s.
@MainActor
final class AboutRouter: ModuleRouter {
    let navigation = ModuleNavigation<AboutRoute>()
    /// Weak, because the presenter owns the router. The modules that the router opens report to it.
    weak var presenter: AboutPresenter?

    /// What the modules that this one opens need: pass it on to their `makeModule`.
    let dependencies: any AboutDependencies

    init(dependencies: any AboutDependencies) {
        self.dependencies = dependencies
    }

    /// The module's screen. The module is built here, with the view, so it exists for the screen's first frame.
    static func makeModule(
        dependencies: any AboutDependencies,
        delegate: (any AboutModuleDelegate)? = nil
    ) -> AboutView {
        let router = AboutRouter(dependencies: dependencies)
        let presenter = AboutPresenter(interactor: AboutInteractor(dependencies: dependencies), router: router)
        presenter.delegate = delegate
        router.presenter = presenter
        return AboutView(presenter: presenter, router: router)
    }

    @ViewBuilder
    func screen(for route: AboutRoute) -> some View {
        // viper-gen: screens
    }
}

extension AboutRouter: AboutRouterProtocol {
    // viper-gen: routes
}
