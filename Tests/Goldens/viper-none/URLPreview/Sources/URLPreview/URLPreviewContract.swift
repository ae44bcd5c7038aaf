//
//  URLPreviewContract.swift
//  URLPreview module of TodoApp
//
//  Created by Jane Appleseed (Acme Inc.) on 2026-11-22.
//

import Foundation

/// The module's use case, the only part that reads and changes data: off the main actor, throwing when it fails.
nonisolated protocol URLPreviewInteractorProtocol: Sendable {
    func loadContent() async throws -> URLPreviewContent
}

/// Navigation out of the module. The router is the only part that dismisses it.
@MainActor
protocol URLPreviewRouterProtocol: AnyObject {
    func close()
    // viper-gen: routes
}

/// How other modules configure this one.
@MainActor
protocol URLPreviewModuleInput: AnyObject {
    var delegate: (any URLPreviewModuleDelegate)? { get set }
}

/// How this module tells the module that opened it about its results.
@MainActor
protocol URLPreviewModuleDelegate: AnyObject {
    /// The screen went away: closed, popped or swiped down. Do not dismiss it again.
    func urlPreviewModuleDidClose(_ module: any URLPreviewModuleInput)
}

/// The data the interactor loads: plain values, never text to show.
struct URLPreviewContent: Equatable, Sendable {
    struct Item: Equatable, Identifiable, Sendable {
        var id: Int
        var name: String
    }
    var items: [Item] = []
}

/// What the screen shows, worded by the presenter: text is a resource, resolved in the screen's locale.
struct URLPreviewViewModel: Equatable {
    struct Row: Hashable, Identifiable, Sendable {
        var id: Int
        var title: String
    }
    var title: LocalizedStringResource
    var content: LoadState<[Row]> = .loading
}
