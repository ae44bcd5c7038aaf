//
//  SearchView.swift
//  Search module of TodoApp
//
//  Created by Jane Appleseed (Acme Inc.) on 2026-11-22.
//

import SwiftUI

/// The module's screen: `ModuleScreen` loads it, renders its states and shows its routes; this lays out the content.
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
            ScrollView { LazyVStack(alignment: .leading, spacing: 8) { ForEach(rows) { Text($0.title) } }.padding() }
        }
    }
}

#Preview("Content") { PreviewInteractor(result: .success(.init(items: [.init(id: 1, name: "First")]))).screen }
#Preview("Empty") { PreviewInteractor(result: .success(.init())).screen }
#Preview("Failed") { PreviewInteractor(result: .failure(URLError(.notConnectedToInternet))).screen }
#Preview("Loading") { PreviewInteractor(result: nil).screen }

/// A use case that answers `result`, or never answers when it is `nil`, to preview each state of the screen.
private struct PreviewInteractor: SearchInteractorProtocol {
    let result: Result<SearchContent, any Error>?

    func loadContent() async throws -> SearchContent { try await previewAnswer(result) }

    @MainActor var screen: some View {
        let router = SearchRouter(dependencies: PreviewDependencies())
        let presenter = SearchPresenter(interactor: self, router: router)
        return NavigationStack { SearchView(presenter: presenter, router: router) }
    }
}

/// In-memory stand-ins for the app's data managers, for the previews.
private struct PreviewDependencies: SearchDependencies {}
