//
//  AboutInteractor.swift
//  About module of TodoApp
//
//  Created by viper-gen sample on 2026-09-21.
//

/// The module's use case: reads and changes data through data managers, off the main actor, and never touches the UI.
nonisolated final class AboutInteractor: AboutInteractorProtocol {
    private let dependencies: any AboutDependencies

    init(dependencies: any AboutDependencies) {
        self.dependencies = dependencies
    }

    @concurrent func loadContent() async throws -> AboutContent {
        // The name the home screen shows and the version, from the app's bundle: never a second copy to keep in step.
        guard let name = info("CFBundleDisplayName") ?? info("CFBundleName") else {
            throw AboutError.missingInfo(key: "CFBundleDisplayName")
        }
        guard let version = info("CFBundleShortVersionString") else {
            throw AboutError.missingInfo(key: "CFBundleShortVersionString")
        }
        return AboutContent(appName: name, version: version)
    }

    /// The Info.plist value of `key`, unless it is missing or empty.
    private func info(_ key: String) -> String? {
        guard let value = dependencies.infoValue(forKey: key), !value.isEmpty else { return nil }
        return value
    }
}
