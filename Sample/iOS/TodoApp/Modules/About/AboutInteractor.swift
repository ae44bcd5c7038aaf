//
//  AboutInteractor.swift
//  About module of TodoApp
//
//  Created by viper-gen sample on 2026-09-21.
//

/// The module's use case: reads and changes data through data managers, off the main actor, and never touches the UI.
nonisolated final class AboutInteractor: AboutInteractorProtocol {
    private let dependencies: any AboutDependencies

    /// What the app is; the version is the project's `MARKETING_VERSION`.
    static let content = AboutContent(appName: "To-do", version: "1.0")

    init(dependencies: any AboutDependencies) {
        self.dependencies = dependencies
    }

    @concurrent func loadContent() async throws -> AboutContent {
        // Nothing to ask the data managers: the app's name and version are constants.
        Self.content
    }
}
