//
//  MapPresenter.swift
//  Map module of TodoApp
//
//  Created by Jane Appleseed (Acme Inc.) on 2026-11-22.
//

import Foundation

/// Prepares what the view shows and turns the view's events into work for the interactor and router.
@MainActor
final class MapPresenter {
    /// Weak, because the view owns the presenter.
    weak var view: (any MapViewProtocol)?

    /// Weak, because the module that opened this one owns it.
    weak var delegate: (any MapModuleDelegate)?

    let interactor: any MapInteractorProtocol
    let router: any MapRouterProtocol

    init(
        view: any MapViewProtocol,
        interactor: any MapInteractorProtocol,
        router: any MapRouterProtocol
    ) {
        self.view = view
        self.interactor = interactor
        self.router = router
    }
}

extension MapPresenter: MapPresenterProtocol {
    func viewDidLoad() {
        interactor.loadContent()
    }

    func viewWillAppear() {
        // Refresh here what may have changed while the view was hidden.
    }

    func didTapClose() {
        // The router alone dismisses the module; the delegate only hears that it closed.
        router.close()
        delegate?.mapModuleDidClose(self)
    }
}

extension MapPresenter: MapInteractorOutputProtocol {
    func didLoadContent(_ content: MapContent) {
        // The text the view shows, in the user's language: `genstrings` and Xcode collect these keys. (Foundation on
        // Linux has no `String(localized:)`; on Apple platforms only, prefer it.)
        let title = NSLocalizedString(
            "Map", comment: "The title of the Map screen")
        view?.display(MapViewModel(title: title))
    }
}

extension MapPresenter: MapModuleInput {}
