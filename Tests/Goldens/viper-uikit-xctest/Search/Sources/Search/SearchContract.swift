//
//  SearchContract.swift
//  Search module of TodoApp
//
//  Created by Jane Appleseed (Acme Inc.) on 2026-11-22.
//

import Foundation

/// The module's use case, the only part that reads and changes data: off the main actor, throwing when it fails.
nonisolated protocol SearchInteractorProtocol: Sendable {
    func loadContent() async throws -> SearchContent
}

/// Navigation out of the module. The router is the only part that dismisses it.
@MainActor
protocol SearchRouterProtocol: AnyObject {
    func close()
    // viper-gen: routes
}

/// How other modules configure this one.
@MainActor
protocol SearchModuleInput: AnyObject {
    var delegate: (any SearchModuleDelegate)? { get set }
}

/// How this module tells the module that opened it about its results.
@MainActor
protocol SearchModuleDelegate: AnyObject {
    /// The screen went away: closed, popped or swiped down. Do not dismiss it again.
    func searchModuleDidClose(_ module: any SearchModuleInput)
}

/// The data the interactor loads: plain values, never text to show.
struct SearchContent: Equatable, Sendable {
    struct Item: Equatable, Identifiable, Sendable {
        var id: Int
        var name: String
    }
    var items: [Item] = []
}

/// What the screen shows, worded by the presenter: text is a resource, resolved in the screen's locale.
struct SearchViewModel: Equatable {
    struct Row: Hashable, Identifiable, Sendable {
        var id: Int
        var title: String
    }
    var title: LocalizedStringResource
    var content: LoadState<[Row]> = .loading
}
