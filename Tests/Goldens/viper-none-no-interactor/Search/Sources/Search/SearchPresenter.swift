//
//  SearchPresenter.swift
//  Search module of TodoApp
//
//  Created by Jane Appleseed (Acme Inc.) on 2026-11-22.
//

import Foundation

/// Words what the screen shows, and turns the user's actions into work for the interactor and the router.
@MainActor
final class SearchPresenter {
    /// Weak, because the view owns the presenter. It renders what it is shown at once.
    weak var view: (any ModuleView<SearchViewModel>)? {
        didSet { view?.render(viewModel) }
    }
    /// Weak, because the module that opened this one owns it.
    weak var delegate: (any SearchModuleDelegate)?

    /// What the screen shows; the view renders each change.
    private(set) var viewModel = SearchViewModel(
        title: LocalizedStringResource("Search.title", defaultValue: "Search")
    ) {
        didSet { view?.render(viewModel) }
    }
    private let router: any SearchRouterProtocol

    init(router: any SearchRouterProtocol) {
        self.router = router
    }
}

extension SearchPresenter: ModulePresenter, SearchModuleInput {
    func load() async {
        // A simple screen without a use case: the presenter words what it shows.
        viewModel.content = .loaded([])
    }

    func didTapClose() {
        router.close()
    }

    func didLeave() {
        delegate?.searchModuleDidClose(self)
    }
}
// viper-gen: delegates
