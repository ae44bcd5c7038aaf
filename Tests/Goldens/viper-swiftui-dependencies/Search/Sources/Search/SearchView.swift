//
//  SearchView.swift
//  Search module of TodoApp
//
//  Created by Jane Appleseed (Acme Inc.) on 2026-11-22.
//

import Observation
import SwiftUI

/// What the module's screen shows, kept up to date by the presenter.
///
/// SwiftUI redraws `SearchView` when it changes. The presenter sees it as the module's view, so it
/// never imports SwiftUI.
@MainActor
@Observable
final class SearchViewState {
    /// The presenter; the state owns it, and through it the whole module.
    @ObservationIgnored var presenter: (any SearchPresenterProtocol)?

    /// What the presenter displayed last.
    private(set) var viewModel: SearchViewModel?

    @ObservationIgnored private var hasAppeared = false

    /// Call each time the screen appears: the first time, the presenter also learns that the view loaded.
    func appear() {
        if !hasAppeared {
            hasAppeared = true
            presenter?.viewDidLoad()
        }
        presenter?.viewWillAppear()
    }

    /// The user asked to close the screen.
    func close() {
        presenter?.didTapClose()
    }
}

extension SearchViewState: SearchViewProtocol {
    func display(_ viewModel: SearchViewModel) {
        self.viewModel = viewModel
    }
}

/// The module's screen. Make it with `SearchRouter.makeModule(delegate:)`, which wires the module.
struct SearchView: View {
    /// Kept as state so that the module lives as long as the view, however often its parent redraws.
    @State private var state: SearchViewState
    @State private var navigation: SearchNavigation
    @Environment(\.dismiss) private var dismiss

    init(state: SearchViewState, navigation: SearchNavigation) {
        _state = State(initialValue: state)
        _navigation = State(initialValue: navigation)
    }

    var body: some View {
        Text(state.viewModel?.title ?? "")
            .navigationTitle(state.viewModel?.title ?? "")
            .toolbar {
                Button("Close") {
                    state.close()
                }
            }
            .onAppear {
                state.appear()
            }
            .onChange(of: navigation.isClosed) { _, isClosed in
                if isClosed {
                    dismiss()
                }
            }
    }
}
