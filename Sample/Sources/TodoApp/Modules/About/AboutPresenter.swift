//
//  AboutPresenter.swift
//  About module of TodoApp
//
//  Created by viper-gen sample on 2026-09-21.
//

import Foundation

/// Prepares what the view shows and turns the view's events into work for the interactor and router.
@MainActor
final class AboutPresenter {
    /// Weak, because the view owns the presenter.
    weak var view: (any AboutViewProtocol)?

    /// Weak, because the module that opened this one owns it.
    weak var delegate: (any AboutModuleDelegate)?

    let interactor: any AboutInteractorProtocol
    let router: any AboutRouterProtocol

    init(
        view: any AboutViewProtocol,
        interactor: any AboutInteractorProtocol,
        router: any AboutRouterProtocol
    ) {
        self.view = view
        self.interactor = interactor
        self.router = router
    }
}

extension AboutPresenter: AboutPresenterProtocol {
    func viewDidLoad() {
        interactor.loadContent()
    }

    func viewWillAppear() {
        // Refresh here what may have changed while the view was hidden.
    }

    func didTapClose() {
        // The router alone dismisses the module; the delegate only hears that it closed.
        router.close()
        delegate?.aboutModuleDidClose(self)
    }
}

extension AboutPresenter: AboutInteractorOutputProtocol {
    func didLoadContent(_ content: AboutContent) {
        view?.display(AboutViewModel(title: "\(content.appName) \(content.version)", summary: content.summary))
    }
}

extension AboutPresenter: AboutModuleInput {}
