//
//  AddTodoRouter.swift
//  AddTodo module of TodoApp
//
//  Created by viper-gen sample on 2026-09-21.
//

import SwiftUI

/// A screen that the router opens, as a value. Add a case for each, such as `case detail(id: Item.ID)`.
enum AddTodoRoute: ModuleRoute {
    // viper-gen: route cases
}

/// Assembles the module and navigates by setting `navigation`, which its screen follows; `close()` is `ModuleRouter`'s.
@MainActor
final class AddTodoRouter: ModuleRouter {
    let navigation = ModuleNavigation<AddTodoRoute>()
    /// Weak, because the presenter owns the router. The modules that the router opens report to it.
    weak var presenter: AddTodoPresenter?

    /// What the modules that this one opens need: pass it on to their `makeModule`.
    let dependencies: any AddTodoDependencies

    init(dependencies: any AddTodoDependencies) {
        self.dependencies = dependencies
    }

    /// The module's screen. The module is built here, with the view, so it exists for the screen's first frame.
    static func makeModule(
        dependencies: any AddTodoDependencies,
        delegate: (any AddTodoModuleDelegate)? = nil
    ) -> AddTodoView {
        let router = AddTodoRouter(dependencies: dependencies)
        let presenter = AddTodoPresenter(interactor: AddTodoInteractor(dependencies: dependencies), router: router)
        presenter.calendar = dependencies.calendar
        presenter.delegate = delegate
        router.presenter = presenter
        return AddTodoView(presenter: presenter, router: router)
    }

    @ViewBuilder
    func screen(for route: AddTodoRoute) -> some View {
        // viper-gen: screens
    }
}

extension AddTodoRouter: AddTodoRouterProtocol {
    // viper-gen: routes
}
