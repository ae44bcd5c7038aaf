//
//  URLPreviewPresenter.swift
//  URLPreview module of TodoApp
//
//  Created by Jane Appleseed (Acme Inc.) on 2026-11-22.
//

import Foundation

/// Prepares what the view shows and turns the view's events into work for the interactor and router.
@MainActor
final class URLPreviewPresenter {
    /// Weak, because the view owns the presenter.
    weak var view: (any URLPreviewViewProtocol)?

    /// Weak, because the module that opened this one owns it.
    weak var delegate: (any URLPreviewModuleDelegate)?

    let interactor: any URLPreviewInteractorProtocol
    let router: any URLPreviewRouterProtocol

    init(
        view: any URLPreviewViewProtocol,
        interactor: any URLPreviewInteractorProtocol,
        router: any URLPreviewRouterProtocol
    ) {
        self.view = view
        self.interactor = interactor
        self.router = router
    }
}

extension URLPreviewPresenter: URLPreviewPresenterProtocol {
    func viewDidLoad() {
        interactor.loadContent()
    }

    func viewWillAppear() {
        // Refresh here what may have changed while the view was hidden.
    }

    func didTapClose() {
        // The router alone dismisses the module; the delegate only hears that it closed.
        router.close()
        delegate?.urlPreviewModuleDidClose(self)
    }
}

extension URLPreviewPresenter: URLPreviewInteractorOutputProtocol {
    func didLoadContent(_ content: URLPreviewContent) {
        // The text the view shows, in the user's language: `genstrings` and Xcode collect these keys. (Foundation on
        // Linux has no `String(localized:)`; on Apple platforms only, prefer it.)
        let title = NSLocalizedString(
            "URLPreview", comment: "The title of the URLPreview screen")
        view?.display(URLPreviewViewModel(title: title))
    }
}

extension URLPreviewPresenter: URLPreviewModuleInput {}
