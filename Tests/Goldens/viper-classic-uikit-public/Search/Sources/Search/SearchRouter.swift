//
//  SearchRouter.swift
//  Search module of TodoApp
//
//  Created by Jane Appleseed (Acme Inc.) on 2026-11-22.
//

import UIKit

/// Assembles the module and performs its navigation with UIKit. It is the only part that dismisses the module.
@MainActor
public final class SearchRouter {
    /// Weak, because the view controller owns the module.
    weak var viewController: UIViewController?

    /// What the modules this one opens need: pass it on to their `makeModule(dependencies:delegate:)`.
    let dependencies: any SearchDependencies

    init(dependencies: any SearchDependencies) {
        self.dependencies = dependencies
    }

    /// Builds and wires the module.
    ///
    /// The view controller owns the presenter, which owns the interactor and the router; every reference back is
    /// weak, so the whole module is released with its view controller.
    /// - Parameters:
    ///   - dependencies: What the interactor and the modules that the router opens need.
    ///   - delegate: Told about the module's results.
    /// - Returns: The view controller to push or present, which keeps the module alive, and the module's input
    ///   for configuring it.
    public static func makeModule(
        dependencies: any SearchDependencies,
        delegate: (any SearchModuleDelegate)? = nil
    ) -> (view: UIViewController, input: any SearchModuleInput) {
        let viewController = SearchViewController()
        let interactor = SearchInteractor(dependencies: dependencies)
        let router = SearchRouter(dependencies: dependencies)
        let presenter = SearchPresenter(
            view: viewController,
            interactor: interactor,
            router: router
        )
        viewController.presenter = presenter
        interactor.output = presenter
        router.viewController = viewController
        presenter.delegate = delegate
        return (viewController, presenter)
    }

    /// Shows `destination`: pushed when the module is in a navigation stack, otherwise presented modally in a
    /// navigation controller of its own, where it shows a Close button.
    ///
    /// Call it from the routes you add to `SearchRouterProtocol`, with a module made by the other
    /// module's `makeModule`, passing on `dependencies`.
    /// - Parameter destination: The view controller to show.
    func show(_ destination: UIViewController) {
        guard let viewController else { return }
        if let navigationController = viewController.navigationController {
            navigationController.pushViewController(destination, animated: true)
        } else {
            viewController.present(UINavigationController(rootViewController: destination), animated: true)
        }
    }
}

extension SearchRouter: SearchRouterProtocol {
    /// Pops the screen (with whatever was pushed above it) when it was pushed, dismisses it when it was presented.
    ///
    /// The root of a navigation stack that was not presented has nothing to close it, so its view controller shows
    /// no Close button; calling `close()` there is a mistake that stops debug builds.
    func close() {
        guard let viewController else { return }
        if let navigationController = viewController.navigationController,
            let index = navigationController.viewControllers.firstIndex(where: { $0 === viewController }), index > 0
        {
            navigationController.popToViewController(navigationController.viewControllers[index - 1], animated: true)
        } else if viewController.presentingViewController != nil {
            viewController.dismiss(animated: true)
        } else {
            assertionFailure("SearchRouter.close(): the screen was neither pushed nor presented")
        }
    }
    // viper-gen: routes
}
