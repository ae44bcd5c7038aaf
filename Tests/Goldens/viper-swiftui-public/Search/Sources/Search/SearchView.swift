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

/// The module's screen. Make it with `SearchRouter.makeModule`, in a parent's `body` if you like:
/// making it builds nothing, the module is built once, when the screen first appears.
public struct SearchView: View {
    /// Builds the module; called once, when the screen first appears.
    private let assemble: @MainActor () -> SearchModule

    /// The module on screen, kept as state so that it lives as long as the view, however often its parent redraws.
    @State private var module: SearchModule?
    @Environment(\.isPresented) private var isPresented
    @Environment(\.dismiss) private var dismiss

    init(assemble: @escaping @MainActor () -> SearchModule) {
        self.assemble = assemble
    }

    public var body: some View {
        Text(module?.state.viewModel?.title ?? "")
            .navigationTitle(module?.state.viewModel?.title ?? "")
            .toolbar {
                // Only a presented screen can be dismissed: the root of a stack that was not presented has no Close.
                if isPresented {
                    Button("Close") {
                        module?.state.close()
                    }
                }
            }
            // viper-gen: sheets
            .onAppear {
                let module = self.module ?? assemble()
                self.module = module
                module.state.appear()
            }
            .onChange(of: module?.navigation.isClosing ?? false) { _, isClosing in
                if isClosing {
                    module?.navigation.isClosing = false
                    dismiss()
                }
            }
    }
}
