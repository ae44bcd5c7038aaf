//
//  AddTodoView.swift
//  AddTodo module of TodoApp
//
//  Created by viper-gen sample on 2026-09-21.
//

import SwiftUI
import TodoCore

/// The module's screen: `ModuleScreen` loads it, renders its states and shows its routes; this lays out the content.
///
/// A name field and a date picker for the due day, from today on; Save stores the to-do.
struct AddTodoView: View {
    // State keeps the module of the first frame; one made again when the parent redraws is dropped unused.
    @State private var presenter: AddTodoPresenter
    @State private var router: AddTodoRouter
    @FocusState private var isNameFocused: Bool

    init(presenter: AddTodoPresenter, router: AddTodoRouter) {
        _presenter = State(initialValue: presenter)
        _router = State(initialValue: router)
    }

    var body: some View {
        ModuleScreen(
            title: presenter.viewModel.title, state: presenter.viewModel.content, presenter: presenter, router: router
        ) { today in
            Form {
                TextField(
                    String(localized: LocalizedStringResource("AddTodo.name", defaultValue: "Name")),
                    text: $presenter.name
                )
                .focused($isNameFocused)
                .onAppear { isNameFocused = true }
                // The name's problem in place, under the field, as the user types.
                if let problem = presenter.nameProblem {
                    Text(problem)
                }
                DatePicker(
                    selection: $presenter.dueDate, in: today..., displayedComponents: .date
                ) {
                    Text(LocalizedStringResource("AddTodo.due", defaultValue: "Due"))
                }
                if let problem = presenter.viewModel.problem {
                    Text(problem)
                }
            }
        }
        // With edits, swiping the sheet down does nothing, and Close asks first.
        .interactiveDismissDisabled(presenter.hasEdits)
        .confirmationDialog(
            String(localized: LocalizedStringResource("AddTodo.discardQuestion", defaultValue: "Discard changes?")),
            isPresented: $presenter.isAskingToDiscard, titleVisibility: .visible
        ) {
            Button(role: .destructive) {
                presenter.didConfirmDiscard()
            } label: {
                Text(LocalizedStringResource("AddTodo.discard", defaultValue: "Discard Changes"))
            }
            Button(role: .cancel) {
            } label: {
                Text(LocalizedStringResource("AddTodo.keepEditing", defaultValue: "Keep Editing"))
            }
        }
        .toolbar {
            ToolbarItem(placement: .confirmationAction) {
                // Disabled until the screen has loaded and the name is valid, and while a save is under way, so that a
                // second tap cannot store the to-do twice.
                Button {
                    Task { await presenter.didTapSave() }
                } label: {
                    Text(LocalizedStringResource("AddTodo.save", defaultValue: "Save"))
                }
                .disabled(!presenter.canSave)
            }
        }
    }
}

#Preview("Content") { PreviewInteractor().screen }
#Preview("Failed") { PreviewInteractor(failure: .unreadableStore(path: "todos.json", reason: "")).screen }
#Preview("Loading") { PreviewInteractor(loads: false).screen }

/// A use case over an in-memory store around a fixed day, to preview each state of the screen: it fails with
/// `failure`, or never answers unless it `loads`.
private struct PreviewInteractor: AddTodoInteractorProtocol {
    var failure: TodoError?
    var loads = true

    func loadContent() async throws(TodoError) -> AddTodoContent {
        if let failure { throw failure }
        if !loads { try? await Task.sleep(for: .seconds(86_400)) }
        return AddTodoContent(today: .previewToday)
    }

    func save(name: String, dueDay: Day) async throws(TodoError) -> TodoItem {
        try InMemoryTodoStore.preview.add(name: try TodoRules.validatedName(name), dueDay: dueDay)
    }

    @MainActor var screen: some View {
        let router = AddTodoRouter(dependencies: PreviewDependencies())
        let presenter = AddTodoPresenter(interactor: self, router: router)
        return NavigationStack { AddTodoView(presenter: presenter, router: router) }
    }
}

/// In-memory stand-ins for the app's data managers, for the previews.
private struct PreviewDependencies: AddTodoDependencies {
    let store: any TodoStore = InMemoryTodoStore.preview
    let clock: any DayClock = FixedDayClock(day: .previewToday)
    let calendar = Calendar.autoupdatingCurrent
}
