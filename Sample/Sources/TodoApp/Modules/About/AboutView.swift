//
//  AboutView.swift
//  About module of TodoApp
//
//  Created by viper-gen sample on 2026-09-21.
//

/// The module's view without a UI framework, for command-line and server front ends: it keeps what the presenter
/// rendered last, for the front end to draw, and forwards the user's actions.
@MainActor
final class AboutView: ModuleView {
    /// The presenter; the view owns it, and through it the whole module.
    private let presenter: any ModulePresenter
    /// What the presenter rendered last.
    private(set) var viewModel: AboutViewModel?
    /// Whether the router has closed the view.
    private(set) var isClosed = false

    init(presenter: any ModulePresenter) {
        self.presenter = presenter
    }

    /// Loads the content: call it when the view is shown.
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

    func render(_ viewModel: AboutViewModel) {
        self.viewModel = viewModel
    }

    /// What the screen shows as text: the heading line, then the summary; or why it could not load.
    func renderedText() -> String {
        switch viewModel?.content {
        case .loaded(let text): "\(text.heading)\n\(text.summary)\n"
        case .empty(let message), .failed(let message): message.text + "\n"
        case .loading, nil: ""
        }
    }
}
