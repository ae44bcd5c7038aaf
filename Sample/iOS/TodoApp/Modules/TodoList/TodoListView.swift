//
//  TodoListView.swift
//  TodoList module of TodoApp
//
//  Created by viper-gen sample on 2026-09-21.
//

import Observation
import SwiftUI

/// What the module's screen shows, kept up to date by the presenter.
///
/// SwiftUI redraws `TodoListView` when it changes. The presenter sees it as the module's view, so it
/// never imports SwiftUI.
@MainActor
@Observable
final class TodoListViewState {
    /// The presenter; the state owns it, and through it the whole module.
    @ObservationIgnored var presenter: (any TodoListPresenterProtocol)?

    /// What the presenter displayed last.
    private(set) var viewModel: TodoListViewModel?

    /// The problem the presenter showed last; cleared by the next list it displays.
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

    /// The user tapped Add.
    func add() {
        presenter?.didTapAdd()
    }

    /// The user tapped the to-do with `id`.
    func select(id: Int) {
        presenter?.didSelectTodo(id: id)
    }

    /// The user tapped Show Completed or Hide Completed.
    func toggleCompleted() {
        presenter?.didTapToggleCompleted()
    }
}

extension TodoListViewState: TodoListViewProtocol {
    func display(_ viewModel: TodoListViewModel) {
        self.viewModel = viewModel
        errorMessage = nil
    }

    func showError(_ message: String) {
        errorMessage = message
    }
}

/// The module's screen. Make it with `TodoListRouter.makeModule`, in a parent's `body` if you like:
/// making it builds nothing, the module is built once, when the screen first appears.
struct TodoListView: View {
    /// Builds the module; called once, when the screen first appears.
    private let assemble: @MainActor () -> TodoListModule

    /// The module on screen, kept as state so that it lives as long as the view, however often its parent redraws.
    @State private var module: TodoListModule?
    @Environment(\.isPresented) private var isPresented
    @Environment(\.dismiss) private var dismiss

    init(assemble: @escaping @MainActor () -> TodoListModule) {
        self.assemble = assemble
    }

    var body: some View {
        List {
            if let message = module?.state.errorMessage ?? module?.state.viewModel?.emptyMessage {
                Text(message)
            }
            ForEach(module?.state.viewModel?.sections ?? [], id: \.name) { section in
                Section(section.name) {
                    ForEach(section.rows, id: \.id) { row in
                        Button {
                            module?.state.select(id: row.id)
                        } label: {
                            Label(row.text, systemImage: row.symbolName)
                        }
                    }
                }
            }
        }
        .navigationTitle(module?.state.viewModel?.title ?? "")
        .toolbar {
            // Only a presented screen can be dismissed: the root of a stack that was not presented has no Close.
            if isPresented {
                Button("Close") {
                    module?.state.close()
                }
            }
            Button(module?.state.viewModel?.toggleCompletedTitle ?? "Show Completed") {
                module?.state.toggleCompleted()
            }
            Button("Add") {
                module?.state.add()
            }
        }
        // The screens the router opens: the add screen in a sheet of its own, the detail pushed.
        .sheet(isPresented: navigationBinding(\.isShowingAddTodo)) {
            NavigationStack {
                module?.navigation.addTodo
            }
        }
        .navigationDestination(isPresented: navigationBinding(\.isShowingTodoDetail)) {
            module?.navigation.todoDetail
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

    /// A binding to the router's navigation state; constant until the module is built.
    private func navigationBinding(_ keyPath: ReferenceWritableKeyPath<TodoListNavigation, Bool>) -> Binding<Bool> {
        guard let navigation = module?.navigation else { return .constant(false) }
        return Bindable(navigation)[dynamicMember: keyPath]
    }
}
