//
//  TodoListView.swift
//  TodoList module of TodoApp
//
//  Created by viper-gen sample on 2026-09-21.
//

import Foundation
import Observation
import SwiftUI
import TodoCore

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

    /// The user tapped About.
    func about() {
        presenter?.didTapAbout()
    }

    /// The user swiped the to-do with `id` to mark it done or not done.
    func setCompleted(id: Int, _ isCompleted: Bool) {
        presenter?.didSwipeToSetCompleted(id: id, isCompleted)
    }

    /// The user swiped the to-do with `id` to delete it.
    func delete(id: Int) {
        presenter?.didSwipeToDelete(id: id)
    }

    /// The user went back from, or swiped away, a screen that the router opened.
    func dismissRoute() {
        presenter?.didDismissRoute()
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
        presentingRoutes(screen)
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

    /// The list in sections, with its title and toolbar; why it is empty, or what went wrong, in its place.
    /// (Main-actor isolated as `body` is: SDKs before iOS 18 isolate only `body`, not the whole `View`.)
    @MainActor private var screen: some View {
        List {
            if let notice = module?.state.viewModel?.notice {
                Label(notice, systemImage: "exclamationmark.triangle")
            }
            ForEach(module?.state.viewModel?.sections ?? [], id: \.name) { section in
                Section(section.name) {
                    ForEach(section.rows, id: \.id) { row in
                        rowView(row)
                    }
                }
            }
        }
        .overlay {
            // Instead of an empty list: why it is empty, or what went wrong.
            if let message = module?.state.errorMessage {
                ContentUnavailableView(
                    "Cannot Show To-dos", systemImage: "exclamationmark.triangle", description: Text(message))
            } else if let message = module?.state.viewModel?.emptyMessage {
                ContentUnavailableView(message, systemImage: "checklist", description: Text("Tap + to add a to-do."))
            }
        }
        .navigationTitle(module?.state.viewModel?.title ?? "")
        .toolbar {
            // Only a presented screen can be dismissed: the root of a stack that was not presented has no Close.
            if isPresented {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Close") {
                        module?.state.close()
                    }
                }
            }
            ToolbarItem(placement: .secondaryAction) {
                Button(module?.state.viewModel?.toggleCompletedTitle ?? "Show Completed") {
                    module?.state.toggleCompleted()
                }
            }
            ToolbarItem(placement: .secondaryAction) {
                Button {
                    module?.state.about()
                } label: {
                    Label("About", systemImage: "info.circle")
                }
            }
            ToolbarItem(placement: .primaryAction) {
                Button {
                    module?.state.add()
                } label: {
                    Label("Add To-do", systemImage: "plus")
                }
            }
        }
    }

    /// `content` with the screens the router opens, from the routes it sets; the presenter hears when the user leaves
    /// one.
    @MainActor private func presentingRoutes(_ content: some View) -> some View {
        content
            .sheet(isPresented: navigationBinding(\.isPresenting, placeholder: false)) {
                if let route = module?.navigation.presented {
                    NavigationStack {
                        module?.router.screen(for: route)
                    }
                    .id(route)
                }
            }
            .navigationDestination(isPresented: navigationBinding(\.isPushing, placeholder: false)) {
                if let route = module?.navigation.pushed {
                    // A new route is a new screen: on iPad's split view, another row replaces the pushed route while
                    // one is shown, and without its identity SwiftUI would keep the first route's module.
                    module?.router.screen(for: route)
                        .id(route)
                }
            }
            .onChange(of: module?.navigation.isPresenting ?? false) { _, isPresenting in
                if !isPresenting {
                    module?.state.dismissRoute()
                }
            }
            .onChange(of: module?.navigation.isPushing ?? false) { _, isPushing in
                if !isPushing {
                    module?.state.dismissRoute()
                }
            }
    }

    /// One to-do: tapping it opens it; swiping from the leading edge marks it, from the trailing edge deletes it.
    private func rowView(_ row: TodoListViewModel.Row) -> some View {
        Button {
            module?.state.select(id: row.id)
        } label: {
            Label(row.text, systemImage: row.symbolName)
        }
        .accessibilityValue(row.completionText)
        .swipeActions(edge: .leading) {
            Button {
                module?.state.setCompleted(id: row.id, !row.isCompleted)
            } label: {
                Label(row.completionActionTitle, systemImage: row.isCompleted ? "circle" : "checkmark")
            }
            .tint(.green)
        }
        .swipeActions(edge: .trailing) {
            Button(role: .destructive) {
                module?.state.delete(id: row.id)
            } label: {
                Label("Delete", systemImage: "trash")
            }
        }
    }

    /// A binding to the router's navigation state; `placeholder` until the module is built.
    private func navigationBinding<Value>(
        _ keyPath: ReferenceWritableKeyPath<TodoListNavigation, Value>, placeholder: Value
    ) -> Binding<Value> {
        guard let navigation = module?.navigation else { return .constant(placeholder) }
        return Bindable(navigation)[dynamicMember: keyPath]
    }
}

#Preview {
    NavigationStack {
        TodoListRouter.makeModule(dependencies: TodoListPreviewDependencies())
    }
}

/// What the preview's module works with: in-memory stand-ins for the app's data managers, with sample data.
private struct TodoListPreviewDependencies: TodoListDependencies {
    let store: any TodoStore = InMemoryTodoStore.preview
    let clock: any DayClock = FixedDayClock(day: .previewToday)
    let calendar = Calendar.autoupdatingCurrent
    let weekStart = Weekday.monday
}
