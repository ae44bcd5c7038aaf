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

    private let interactor: any SearchInteractorProtocol
    private let router: any SearchRouterProtocol

    init(interactor: any SearchInteractorProtocol, router: any SearchRouterProtocol) {
        self.interactor = interactor
        self.router = router
    }
}

extension SearchPresenter: ModulePresenter, SearchModuleInput {
    func load() async {
        // Loading again (on Retry, or as the screen reappears) keeps what is shown, unless it is a failure.
        if case .failed = viewModel.content { viewModel.content = .loading }
        do {
            let content = try await interactor.loadContent()
            try Task.checkCancellation()
            viewModel.content =
                content.items.isEmpty
                ? .empty(LocalizedStringResource("Search.empty", defaultValue: "Nothing yet"))
                : .loaded(content.items.map { .init(id: $0.id, title: $0.name) })
        } catch {
            // A cancelled load (the screen went away, or Retry started another) changes nothing.
            guard !Task.isCancelled else { return }
            viewModel.content = .failed(
                LocalizedStringResource("Search.loadFailed", defaultValue: "Could not load"))
        }
    }

    func didTapClose() {
        router.close()
    }

    func didLeave() {
        delegate?.searchModuleDidClose(self)
    }
}
// viper-gen: delegates
