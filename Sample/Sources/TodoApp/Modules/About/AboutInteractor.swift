//
//  AboutInteractor.swift
//  About module of TodoApp
//
//  Created by viper-gen sample on 2026-09-21.
//

/// The module's use case. It reads and changes data only through data managers and never touches the UI.
///
/// What the app is needs no data manager: the content is constant, and it is delivered at once, as the other
/// interactors of the terminal app deliver theirs.
@MainActor
final class AboutInteractor {
    /// What `todo about` says.
    static let content = AboutContent(
        appName: "todo", version: "1.0",
        summary: "A to-do list for the terminal, built from VIPER modules that viper-gen generated.")

    /// Weak, because the presenter owns the interactor.
    weak var output: (any AboutInteractorOutputProtocol)?

    /// Where the use case finds its data managers.
    let dependencies: any AboutDependencies

    init(dependencies: any AboutDependencies) {
        self.dependencies = dependencies
    }
}

extension AboutInteractor: AboutInteractorProtocol {
    func loadContent() {
        output?.didLoadContent(Self.content)
    }
}
