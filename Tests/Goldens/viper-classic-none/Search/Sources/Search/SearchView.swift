//
//  SearchView.swift
//  Search module of TodoApp
//
//  Created by Jane Appleseed (Acme Inc.) on 2026-11-22.
//

/// The module's view without a UI framework, for command-line and server front ends: it keeps what the
/// presenter displayed last, for your own UI code to draw, and forwards its lifecycle and the user's actions to
/// the presenter.
@MainActor
final class SearchView {
    /// The presenter; the view owns it, and through it the whole module.
    var presenter: (any SearchPresenterProtocol)?

    /// What the presenter displayed last.
    private(set) var viewModel: SearchViewModel?

    /// Whether the router has closed this view.
    private(set) var isDismissed = false

    private var hasAppeared = false

    /// Call each time the view is shown: the first time, the presenter also learns that the view loaded.
    func appear() {
        if !hasAppeared {
            hasAppeared = true
            presenter?.viewDidLoad()
        }
        presenter?.viewWillAppear()
    }

    /// The user asked to close the view.
    func close() {
        presenter?.didTapClose()
    }

    /// Marks the view as closed; called by the router.
    func dismiss() {
        isDismissed = true
    }
}

extension SearchView: SearchViewProtocol {
    func display(_ viewModel: SearchViewModel) {
        self.viewModel = viewModel
    }
}
