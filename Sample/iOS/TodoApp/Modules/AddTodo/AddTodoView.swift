//
//  AddTodoView.swift
//  AddTodo module of TodoApp
//
//  Created by viper-gen sample on 2026-09-21.
//

import Foundation
import Observation
import SwiftUI
import TodoCore

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

    /// What the user typed and picked; the due date starts as today, once the presenter displayed it.
    var name = ""
    var dueDate = Date()

    /// The user's calendar, in which the picked date is a day.
    @ObservationIgnored var calendar = Calendar.autoupdatingCurrent

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
        presenter?.didTapSave(name: name, dueDay: Day(date: dueDate, calendar: calendar).description)
    }

    /// The user went back from, or swiped away, a screen that the router opened.
    func dismissRoute() {
        presenter?.didDismissRoute()
    }
}

extension AddTodoViewState: AddTodoViewProtocol {
    func display(_ viewModel: AddTodoViewModel) {
        if self.viewModel == nil {
            dueDate = viewModel.today
        }
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

    /// The form, with its title and toolbar.
    /// (Main-actor isolated as `body` is: SDKs before iOS 18 isolate only `body`, not the whole `View`.)
    @MainActor private var screen: some View {
        Form {
            TextField("Name", text: stateBinding(\.name, placeholder: ""))
            DatePicker(
                "Due", selection: stateBinding(\.dueDate, placeholder: Date()),
                in: (module?.state.viewModel?.today ?? .distantPast)..., displayedComponents: .date)
            if let message = module?.state.errorMessage {
                Text(message)
            }
        }
        .navigationTitle(module?.state.viewModel?.title ?? "")
        .toolbar {
            // Only a presented screen can be dismissed: the root of a stack that was not presented has no Cancel.
            if isPresented {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") {
                        module?.state.close()
                    }
                }
            }
            ToolbarItem(placement: .confirmationAction) {
                // Disabled while a save is under way, so that a second tap cannot store the to-do twice.
                Button("Save") {
                    module?.state.save()
                }
                .disabled(module?.state.viewModel?.isSaving ?? true)
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

    /// A binding to a field of the view state; `placeholder` until the module is built.
    private func stateBinding<Value>(
        _ keyPath: ReferenceWritableKeyPath<AddTodoViewState, Value>, placeholder: Value
    ) -> Binding<Value> {
        guard let state = module?.state else { return .constant(placeholder) }
        return Bindable(state)[dynamicMember: keyPath]
    }

    /// A binding to the router's navigation state; `placeholder` until the module is built.
    private func navigationBinding<Value>(
        _ keyPath: ReferenceWritableKeyPath<AddTodoNavigation, Value>, placeholder: Value
    ) -> Binding<Value> {
        guard let navigation = module?.navigation else { return .constant(placeholder) }
        return Bindable(navigation)[dynamicMember: keyPath]
    }
}

#Preview {
    NavigationStack {
        AddTodoRouter.makeModule(dependencies: AddTodoPreviewDependencies())
    }
}

/// What the preview's module works with: in-memory stand-ins for the app's data managers, with sample data.
private struct AddTodoPreviewDependencies: AddTodoDependencies {
    let store: any TodoStore = InMemoryTodoStore.preview
    let clock: any DayClock = FixedDayClock(day: .previewToday)
    let calendar = Calendar.autoupdatingCurrent
}
