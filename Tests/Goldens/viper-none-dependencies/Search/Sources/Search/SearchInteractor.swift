//
//  SearchInteractor.swift
//  Search module of TodoApp
//
//  Created by Jane Appleseed (Acme Inc.) on 2026-11-22.
//

/// The module's use case: reads and changes data through data managers, off the main actor, and never touches the UI.
nonisolated final class SearchInteractor: SearchInteractorProtocol {
    private let dependencies: any SearchDependencies

    init(dependencies: any SearchDependencies) {
        self.dependencies = dependencies
    }

    @concurrent func loadContent() async throws -> SearchContent {
        // Ask the data managers in `dependencies` here, and let their errors through: the presenter shows them.
        SearchContent()
    }
}
