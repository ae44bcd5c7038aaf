//
//  SearchInteractor.swift
//  Search module of TodoApp
//
//  Created by Jane Appleseed (Acme Inc.) on 2026-11-22.
//

/// The module's use case: it reads and changes data through data managers, never touches the UI, and works off the
/// main actor.
nonisolated final class SearchInteractor: SearchInteractorProtocol {
    @concurrent func loadContent() async throws -> SearchContent {
        // Ask the data managers here, and let their errors through: the presenter shows them.
        SearchContent()
    }
}
