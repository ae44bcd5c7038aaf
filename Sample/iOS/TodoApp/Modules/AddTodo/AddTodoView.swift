//
//  AddTodoView.swift
//  AddTodo module of TodoApp
//
//  Created by viper-gen sample on 2026-09-21.
//

import Observation
import SwiftUI

/// What the module's screen shows, kept up to date by the presenter.
///
/// SwiftUI redraws `AddTodoView` when it changes. The presenter sees it as the module's view, so it
/// never imports SwiftUI.
@MainActor
@Observable
final class AddTodoViewState {
    /// The presenter; the state owns it, and through it the whole module.
    @ObservationIgnored var presenter: (any AddTodoPresenterProtocol)?

    /// What the presenter displayed last.
    private(set) var viewModel: AddTodoViewModel?

    /// What the user typed.
    var name = ""
    var dueDay = ""

    /// Why the last save failed; cleared by the next one.
    private(set) var errorMessage: String?

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

    /// The user tapped Save.
    func save() {
        errorMessage = nil
        presenter?.didTapSave(name: name, dueDay: dueDay)
    }
}

extension AddTodoViewState: AddTodoViewProtocol {
    func display(_ viewModel: AddTodoViewModel) {
        self.viewModel = viewModel
    }

    func showError(_ message: String) {
        errorMessage = message
    }
}

/// The module's screen. Make it with `AddTodoRouter.makeModule`, in a parent's `body` if you like:
/// making it builds nothing, the module is built once, when the screen first appears.
struct AddTodoView: View {
    /// Builds the module; called once, when the screen first appears. Not private, so that the tests of a route
    /// that makes this screen can build the module it would show.
    let assemble: @MainActor () -> AddTodoModule

    /// The module on screen, kept as state so that it lives as long as the view, however often its parent redraws.
    @State private var module: AddTodoModule?
    @Environment(\.isPresented) private var isPresented
    @Environment(\.dismiss) private var dismiss

    init(assemble: @escaping @MainActor () -> AddTodoModule) {
        self.assemble = assemble
    }

    var body: some View {
        Form {
            TextField("Name", text: stateBinding(\.name))
            TextField(module?.state.viewModel?.dueDayPrompt ?? "Due", text: stateBinding(\.dueDay))
            if let message = module?.state.errorMessage {
                Text(message)
            }
        }
        .navigationTitle(module?.state.viewModel?.title ?? "")
        .toolbar {
            // Only a presented screen can be dismissed: the root of a stack that was not presented has no Close.
            if isPresented {
                Button("Cancel") {
                    module?.state.close()
                }
            }
            Button("Save") {
                module?.state.save()
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

    /// A binding to a field of the view state; constant until the module is built.
    private func stateBinding(_ keyPath: ReferenceWritableKeyPath<AddTodoViewState, String>) -> Binding<String> {
        guard let state = module?.state else { return .constant("") }
        return Bindable(state)[dynamicMember: keyPath]
    }
}
