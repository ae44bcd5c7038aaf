//
//  TodoDetailRouter.swift
//  TodoDetail module of TodoApp
//
//  Created by viper-gen sample on 2026-09-21.
//

import SwiftUI

/// A screen that the router opens, as a value. Add a case for each, such as `case detail(id: Item.ID)`.
enum TodoDetailRoute: ModuleRoute {
    // viper-gen: route cases
}

/// Assembles the module and navigates by setting `navigation`, which its screen follows; `close()` is `ModuleRouter`'s.
@MainActor
final class TodoDetailRouter: ModuleRouter {
    let navigation = ModuleNavigation<TodoDetailRoute>()
    /// Weak, because the presenter owns the router. The modules that the router opens report to it.
    weak var presenter: TodoDetailPresenter?

    /// What the modules that this one opens need: pass it on to their `makeModule`.
    let dependencies: any TodoDetailDependencies

    init(dependencies: any TodoDetailDependencies) {
        self.dependencies = dependencies
    }

    /// The module's screen. The module is built here, with the view, so it exists for the screen's first frame.
    static func makeModule(
        dependencies: any TodoDetailDependencies,
        delegate: (any TodoDetailModuleDelegate)? = nil
    ) -> TodoDetailView {
        let router = TodoDetailRouter(dependencies: dependencies)
        let presenter = TodoDetailPresenter(
            interactor: TodoDetailInteractor(dependencies: dependencies), router: router)
        presenter.calendar = dependencies.calendar
        presenter.delegate = delegate
        router.presenter = presenter
        return TodoDetailView(presenter: presenter, router: router)
    }

    @ViewBuilder
    func screen(for route: TodoDetailRoute) -> some View {
        // viper-gen: screens
    }
}

extension TodoDetailRouter: TodoDetailRouterProtocol {
    // viper-gen: routes
}
