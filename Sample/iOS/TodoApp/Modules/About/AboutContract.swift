//
//  AboutContract.swift
//  About module of TodoApp
//
//  Created by viper-gen sample on 2026-09-21.
//

import Foundation

/// The module's use case, the only part that reads and changes data: off the main actor, throwing when it fails.
nonisolated protocol AboutInteractorProtocol: Sendable {
    func loadContent() async throws -> AboutContent
}

/// Navigation out of the module. The router is the only part that dismisses it.
@MainActor
protocol AboutRouterProtocol: AnyObject {
    func close()
    // viper-gen: routes
}

/// How other modules configure this one.
@MainActor
protocol AboutModuleInput: AnyObject {
    var delegate: (any AboutModuleDelegate)? { get set }
}

/// How this module tells the module that opened it about its results.
@MainActor
protocol AboutModuleDelegate: AnyObject {
    /// The screen went away: closed, popped or swiped down. Do not dismiss it again.
    func aboutModuleDidClose(_ module: any AboutModuleInput)
}

/// What the module needs from outside: the interactor's data managers, such as `var store: any ItemStore { get }`,
/// and the dependencies of the modules that the router opens (inherit their protocols). The app's container conforms.
protocol AboutDependencies: Sendable {
    /// The value of the app's Info.plist `key`, localized when the bundle has a translation (the home screen's
    /// `CFBundleDisplayName`), or `nil`.
    func infoValue(forKey key: String) -> String?
}

extension AboutDependencies {
    /// The app's own bundle: what the project's `INFOPLIST_KEY_CFBundleDisplayName` and `MARKETING_VERSION` put there.
    func infoValue(forKey key: String) -> String? {
        Bundle.main.object(forInfoDictionaryKey: key) as? String
    }
}

/// Why the About screen has nothing to show.
enum AboutError: Error, Equatable {
    /// The app's bundle lacks the Info.plist `key`.
    case missingInfo(key: String)
}

/// The data the interactor loads: what the app is, as plain values.
struct AboutContent: Equatable, Sendable {
    var appName: String
    /// The marketing version (`CFBundleShortVersionString`), e.g. `1.0`.
    var version: String
}

/// What the screen shows, worded by the presenter: text is a resource, resolved in the screen's locale.
struct AboutViewModel: Equatable {
    /// The app's name, its version and what it does.
    struct Info: Equatable {
        var appName: String
        /// E.g. `Version 1.0`.
        var version: LocalizedStringResource
        var summary: LocalizedStringResource
    }
    var title: LocalizedStringResource
    var content: LoadState<Info> = .loading
}
