//
//  URLPreviewView.swift
//  URLPreview module of TodoApp
//
//  Created by Jane Appleseed (Acme Inc.) on 2026-11-22.
//

/// The module's view without a UI framework, for command-line and server front ends: it keeps what the
/// presenter displayed last, for your own UI code to draw.
@MainActor
final class URLPreviewView {
    /// The presenter; the view owns it, and through it the whole module.
    var presenter: (any URLPreviewPresenterProtocol)?

    /// What the presenter displayed last.
    private(set) var viewModel: URLPreviewViewModel?

    /// Whether the router has closed this view.
    private(set) var isDismissed = false

    /// Call once, when the view is first shown.
    func load() {
        presenter?.viewDidLoad()
    }

    /// Marks the view as closed; called by the router.
    func dismiss() {
        isDismissed = true
    }
}

extension URLPreviewView: URLPreviewViewProtocol {
    func display(_ viewModel: URLPreviewViewModel) {
        self.viewModel = viewModel
    }
}
