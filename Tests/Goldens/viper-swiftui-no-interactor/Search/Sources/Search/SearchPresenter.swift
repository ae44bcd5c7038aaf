//
//  SearchPresenter.swift
//  Search module of TodoApp
//
//  Created by Jane Appleseed (Acme Inc.) on 2026-11-22.
//

import Foundation
import Observation

/// Words what the screen shows, and turns the user's actions into work for the interactor and the router.
@MainActor
@Observable
final class SearchPresenter {
    /// Weak, because the module that opened this one owns it.
    weak var delegate: (any SearchModuleDelegate)?

    /// What the screen shows; SwiftUI redraws it when it changes.
    private(set) var viewModel = SearchViewModel(
        title: LocalizedStringResource("Search.title", defaultValue: "Search"))
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
