//
//  AboutInteractor.swift
//  About module of TodoApp
//
//  Created by viper-gen sample on 2026-09-21.
//

/// The module's use case. It reads and changes data only through data managers and never touches the UI.
///
/// It lives on the main actor, where the presenter calls it and hears back from it, and does its data work off the
/// main actor.
@MainActor
final class AboutInteractor {
    /// Weak, because the presenter owns the interactor.
    weak var output: (any AboutInteractorOutputProtocol)?

    /// Where the use case finds its data managers.
    let dependencies: any AboutDependencies

    /// The load in progress; a new load cancels it. Tests await its `value`.
    private(set) var loadTask: Task<Void, Never>?

    /// What the app is; the version is the project's `MARKETING_VERSION`.
    nonisolated static let content = AboutContent(
        appName: "To-do", version: "1.0",
        summary: String(
            localized: "Your to-dos by due day, kept on this device. Made of VIPER modules that viper-gen generated.",
            comment: "What the app is, on the About screen"))

    init(dependencies: any AboutDependencies) {
        self.dependencies = dependencies
    }
}

extension AboutInteractor: AboutInteractorProtocol {
    func loadContent() {
        loadTask?.cancel()
        loadTask = Task { [weak self, dependencies] in
            // The data work runs in a detached task, off the main actor, whatever the compiler's default isolation.
            let content = await Task.detached {
                // Ask the data managers in `dependencies` here; it is `Sendable`, so this task can take it along.
                _ = dependencies
                return AboutInteractor.content
            }.value
            // Back on the main actor: deliver the result unless a newer load replaced this one.
            guard let self, !Task.isCancelled else { return }
            self.output?.didLoadContent(content)
        }
    }
}
