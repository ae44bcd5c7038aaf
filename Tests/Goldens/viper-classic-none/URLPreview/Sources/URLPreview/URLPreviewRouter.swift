//
//  URLPreviewRouter.swift
//  URLPreview module of TodoApp
//
//  Created by Jane Appleseed (Acme Inc.) on 2026-11-22.
//

/// Assembles the module and performs its navigation. It is the only part that dismisses the module.
@MainActor
final class URLPreviewRouter {
    /// Weak, because the view owns the module.
    weak var view: URLPreviewView?
    // viper-gen: destinations

    /// Builds and wires the module.
    ///
    /// The view owns the presenter, which owns the interactor and the router; every reference back is weak, so
    /// the whole module is released with its view.
    /// - Parameter delegate: Told about the module's results.
    /// - Returns: The view, which keeps the module alive, and the module's input for configuring it.
    static func makeModule(
        delegate: (any URLPreviewModuleDelegate)? = nil
    ) -> (view: URLPreviewView, input: any URLPreviewModuleInput) {
        let view = URLPreviewView()
        let interactor = URLPreviewInteractor()
        let router = URLPreviewRouter()
        let presenter = URLPreviewPresenter(view: view, interactor: interactor, router: router)
        view.presenter = presenter
        interactor.output = presenter
        router.view = view
        presenter.delegate = delegate
        return (view, presenter)
    }
}

extension URLPreviewRouter: URLPreviewRouterProtocol {
    func close() {
        view?.dismiss()
    }
    // viper-gen: routes
}
