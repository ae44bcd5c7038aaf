//
//  SearchInteractor.swift
//  Search module of TodoApp
//
//  Created by Jane Appleseed (Acme Inc.) on 2026-11-22.
//

/// The module's use case. It reads and changes data only through data managers and never touches the UI.
///
/// It lives on the main actor, where the presenter calls it and hears back from it, and does its data work off the
/// main actor.
@MainActor
final class SearchInteractor {
    /// Weak, because the presenter owns the interactor.
    weak var output: (any SearchInteractorOutputProtocol)?

    /// Where the use case finds its data managers.
    let dependencies: any SearchDependencies

    /// The load in progress; a new load cancels it. Tests await its `value`.
    private(set) var loadTask: Task<Void, Never>?

    init(dependencies: any SearchDependencies) {
        self.dependencies = dependencies
    }
}

extension SearchInteractor: SearchInteractorProtocol {
    func loadContent() {
        loadTask?.cancel()
        loadTask = Task { [weak self, dependencies] in
            // The data work runs in a detached task, off the main actor, whatever the compiler's default isolation.
            let content = await Task.detached {
                // Ask the data managers in `dependencies` here; it is `Sendable`, so this task can take it along.
                _ = dependencies
                return SearchContent()
            }.value
            // Back on the main actor: deliver the result unless a newer load replaced this one.
            guard let self, !Task.isCancelled else { return }
            self.output?.didLoadContent(content)
        }
    }
}
