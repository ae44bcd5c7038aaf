//
//  TodoDetailView.swift
//  TodoDetail module of TodoApp
//
//  Created by viper-gen sample on 2026-09-21.
//

import Observation
import SwiftUI

/// What the module's screen shows, kept up to date by the presenter.
///
/// SwiftUI redraws `TodoDetailView` when it changes. The presenter sees it as the module's view, so it
/// never imports SwiftUI.
@MainActor
@Observable
final class TodoDetailViewState {
    /// The presenter; the state owns it, and through it the whole module.
    @ObservationIgnored var presenter: (any TodoDetailPresenterProtocol)?

    /// What the presenter displayed last.
    private(set) var viewModel: TodoDetailViewModel?

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

extension TodoDetailViewState: TodoDetailViewProtocol {
    func display(_ viewModel: TodoDetailViewModel) {
        self.viewModel = viewModel
    }
}

/// The module's screen. Make it with `TodoDetailRouter.makeModule`, in a parent's `body` if you like:
/// making it builds nothing, the module is built once, when the screen first appears.
struct TodoDetailView: View {
    /// Builds the module; called once, when the screen first appears.
    private let assemble: @MainActor () -> TodoDetailModule

    /// The module on screen, kept as state so that it lives as long as the view, however often its parent redraws.
    @State private var module: TodoDetailModule?
    @Environment(\.isPresented) private var isPresented
    @Environment(\.dismiss) private var dismiss

    init(assemble: @escaping @MainActor () -> TodoDetailModule) {
        self.assemble = assemble
    }

    var body: some View {
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
