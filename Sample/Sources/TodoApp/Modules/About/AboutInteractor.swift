//
//  AboutInteractor.swift
//  About module of TodoApp
//
//  Created by viper-gen sample on 2026-09-21.
//

/// The module's use case: reads and changes data through data managers, off the main actor, and never touches the UI.
///
/// What the app is needs no data manager: the content is constant.
nonisolated final class AboutInteractor: AboutInteractorProtocol {
    /// What `todo about` says.
    static let content = AboutContent(
        appName: "todo", version: "1.0",
        summary: "A to-do list for the terminal, built from VIPER modules that viper-gen generated.")

    private let dependencies: any AboutDependencies

    init(dependencies: any AboutDependencies) {
        self.dependencies = dependencies
    }

    @concurrent func loadContent() async throws -> AboutContent {
        Self.content
    }
}
