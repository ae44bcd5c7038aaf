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

/// What the module needs from outside: nothing, since what the app is needs no data manager. The list's
/// dependencies inherit it, so that its router can pass its own on.
protocol AboutDependencies: Sendable {}

/// The data the interactor loads: plain values, never text to show.
struct AboutContent: Equatable, Sendable {
    var appName: String
    /// The app's version, e.g. `1.0`.
    var version: String
    /// What the app does, in a sentence or two.
    var summary: String
}

/// What the screen shows, worded by the presenter: the terminal app words it in English and draws it as it is.
struct AboutViewModel: Equatable {
    /// The name and version, e.g. `todo 1.0`, and what the app does.
    struct Text: Equatable {
        var heading: String
        var summary: String
    }
    var title: LocalizedStringResource
    var content: LoadState<Text> = .loading
}
