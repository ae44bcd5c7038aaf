//
//  SearchPresenter.swift
//  Search module of TodoApp
//
//  Created by Jane Appleseed (Acme Inc.) on 2026-11-22.
//

import Foundation

/// Prepares what the view shows and turns the view's events into work for the interactor and router.
@MainActor
final class SearchPresenter {
    /// Weak, because the view owns the presenter.
    weak var view: (any SearchViewProtocol)?

    /// Weak, because the module that opened this one owns it.
    weak var delegate: (any SearchModuleDelegate)?

    let interactor: any SearchInteractorProtocol
    let router: any SearchRouterProtocol

    init(
        view: any SearchViewProtocol,
        interactor: any SearchInteractorProtocol,
        router: any SearchRouterProtocol
    ) {
        self.view = view
        self.interactor = interactor
        self.router = router
    }
}

extension SearchPresenter: SearchPresenterProtocol {
    func viewDidLoad() {
        interactor.loadContent()
    }

    func viewWillAppear() {
        // Refresh here what may have changed while the view was hidden.
    }

    func didTapClose() {
        // The router alone dismisses the module; the delegate only hears that it closed.
        router.close()
        delegate?.searchModuleDidClose(self)
    }
}

extension SearchPresenter: SearchInteractorOutputProtocol {
    func didLoadContent(_ content: SearchContent) {
        // The text the view shows, in the user's language: Xcode collects these keys into the String Catalog.
        let title = String(
            localized: "Search", comment: "The title of the Search screen")
        view?.display(SearchViewModel(title: title))
    }
}

extension SearchPresenter: SearchModuleInput {}
