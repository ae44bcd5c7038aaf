//
//  AddTodoContract.swift
//  AddTodo module of TodoApp
//
//  Created by viper-gen sample on 2026-09-21.
//

/// Assembles the module and performs its navigation on the screen stack.
@MainActor
final class AddTodoRouter {
    /// Weak, because the view owns the module.
    weak var view: AddTodoView?

    /// Weak, because the screen stack holds the views and through them the routers.
    weak var screens: ScreenStack?

    init(screens: ScreenStack?) {
        self.screens = screens
    }

    /// Builds and wires the module.
    ///
    /// The view owns the presenter, which owns the interactor and the router; every reference back is weak, so
    /// the whole module is released with its view.
    /// - Parameters:
    ///   - dependencies: The store and clock.
    ///   - screens: Where the module's view is shown; `nil` when not navigating.
    ///   - delegate: Told about the module's results.
    /// - Returns: The view, which keeps the module alive, and the module's input for configuring it.
    static func makeModule(
        dependencies: TodoDependencies,
        screens: ScreenStack? = nil,
        delegate: (any AddTodoModuleDelegate)? = nil
    ) -> (view: AddTodoView, input: any AddTodoModuleInput) {
        let view = AddTodoView()
        let interactor = AddTodoInteractor(store: dependencies.store, clock: dependencies.clock)
        let router = AddTodoRouter(screens: screens)
        let presenter = AddTodoPresenter(view: view, interactor: interactor, router: router)
        view.presenter = presenter
        interactor.output = presenter
        router.view = view
        presenter.delegate = delegate
        return (view, presenter)
    }
}

extension AddTodoRouter: AddTodoRouterProtocol {
    func close() {
        guard let view else { return }
        view.dismiss()
        screens?.remove(view)
    }
}
