//
//  SearchInteractor.swift
//  Search module of TodoApp
//
//  Created by Jane Appleseed (Acme Inc.) on 2026-11-22.
//

/// The module's use case. It reads and changes data only through data managers and never touches the UI.
@MainActor
final class SearchInteractor {
    /// Weak, because the presenter owns the interactor.
    weak var output: (any SearchInteractorOutputProtocol)?

    /// Where the use case finds its data managers.
    let dependencies: any SearchDependencies

    init(dependencies: any SearchDependencies) {
        self.dependencies = dependencies
    }
}

extension SearchInteractor: SearchInteractorProtocol {
    func loadContent() {
        // Ask the data managers in `dependencies` here. For asynchronous work start a `Task { ... }`: it
        // inherits the main actor, so its result reaches `output` on the main actor.
        output?.didLoadContent(SearchContent(title: "Search"))
    }
}
