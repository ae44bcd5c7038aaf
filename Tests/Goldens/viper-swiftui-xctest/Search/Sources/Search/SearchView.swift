//
//  SearchView.swift
//  Search module of TodoApp
//
//  Created by Jane Appleseed (Acme Inc.) on 2026-11-22.
//

import SwiftUI

/// The module's screen; make it with `SearchRouter.makeModule`. `ModuleScreen` loads it while it is shown,
/// renders loading, empty and failed, and shows the routes; this view lays out the content.
struct SearchView: View {
    // State keeps the module of the first frame; one made again when the parent redraws is dropped unused.
    @State private var presenter: SearchPresenter
    @State private var router: SearchRouter

    init(presenter: SearchPresenter, router: SearchRouter) {
        _presenter = State(initialValue: presenter)
        _router = State(initialValue: router)
    }

    var body: some View {
        ModuleScreen(
            title: presenter.viewModel.title, state: presenter.viewModel.content, presenter: presenter, router: router
        ) { rows in
            ScrollView {
                LazyVStack(alignment: .leading, spacing: 8) {
                    ForEach(rows) { Text($0.title) }
                }
                .padding()
            }
        }
    }
}

#Preview("Content") { SearchView.preview(.success(SearchContent(items: [.init(id: 1, name: "First")]))) }

#Preview("Empty") { SearchView.preview(.success(SearchContent())) }

#Preview("Failed") { SearchView.preview(.failure(URLError(.notConnectedToInternet))) }

#Preview("Loading") { SearchView.preview(nil) }

extension SearchView {
    /// The screen with a use case that answers `result`, or never answers when it is `nil`.
    @MainActor fileprivate static func preview(_ result: Result<SearchContent, any Error>?) -> some View {
        let router = SearchRouter()
        let presenter = SearchPresenter(interactor: PreviewInteractor(result: result), router: router)
        return NavigationStack { SearchView(presenter: presenter, router: router) }
    }
}

private struct PreviewInteractor: SearchInteractorProtocol {
    let result: Result<SearchContent, any Error>?

    func loadContent() async throws -> SearchContent {
        try await previewAnswer(result)
    }
}
