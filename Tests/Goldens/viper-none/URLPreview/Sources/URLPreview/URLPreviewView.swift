//
//  URLPreviewView.swift
//  URLPreview module of TodoApp
//
//  Created by Jane Appleseed (Acme Inc.) on 2026-11-22.
//

/// The module's view without a UI framework, for command-line and server front ends: it keeps what the presenter
/// rendered last, for the front end to draw, and forwards the user's actions.
@MainActor
final class URLPreviewView: ModuleView {
    /// The presenter; the view owns it, and through it the whole module.
    private let presenter: any ModulePresenter
    /// What the presenter rendered last.
    private(set) var viewModel: URLPreviewViewModel?
    /// Whether the router has closed the view.
    private(set) var isClosed = false

    init(presenter: any ModulePresenter) {
        self.presenter = presenter
    }

    /// Loads the content: call it when the view is shown and on Retry, in a task you cancel when it goes away.
    func load() async {
        await presenter.load()
    }

    /// The user asked to close the view.
    func close() {
        presenter.didTapClose()
    }

    /// Closes the view; called by the router.
    func dismiss() {
        isClosed = true
        presenter.didLeave()
    }

    func render(_ viewModel: URLPreviewViewModel) {
        self.viewModel = viewModel
    }
}
