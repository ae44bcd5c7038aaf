//
//  TodoDetailView.swift
//  TodoDetail module of TodoApp
//
//  Created by viper-gen sample on 2026-09-21.
//

import Foundation
import Observation
import SwiftUI
import TodoCore

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

    /// What the user typed and picked; each display starts them again from what is stored.
    var name = ""
    var dueDay = ""

    /// The user's calendar, in which the picked date is a day.
    @ObservationIgnored var calendar = Calendar.autoupdatingCurrent

    /// The due day as the date picker shows it, and the day the user picks (as `dueDay`, `YYYY-MM-DD`); today while
    /// the field holds no day.
    var dueDate: Date {
        get { (Day(iso: dueDay) ?? Day(date: Date(), calendar: calendar)).date(in: calendar) }
        set { dueDay = Day(date: newValue, calendar: calendar).description }
    }

    /// Why the last change failed; cleared by the next display.
    private(set) var errorMessage: String?

    /// The question asked before deleting, while it is asked.
    private(set) var deleteQuestion: String?

    /// Whether the question before deleting is shown; the alert sets it to `false` when it goes away.
    var isAskingToDelete: Bool {
        get { deleteQuestion != nil }
        set { if !newValue { deleteQuestion = nil } }
    }

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
        presenter?.didTapSave(name: name, dueDay: dueDay)
    }

    /// The user tapped Mark as Done or Mark as Not Done.
    func toggleCompleted() {
        presenter?.didTapSetCompleted(!(viewModel?.isCompleted ?? false))
    }

    /// The user tapped Delete.
    func delete() {
        presenter?.didTapDelete()
    }

    /// The user confirmed deleting.
    func confirmDelete() {
        deleteQuestion = nil
        presenter?.didConfirmDelete()
    }

    /// The user went back from, or swiped away, a screen that the router opened.
    func dismissRoute() {
        presenter?.didDismissRoute()
    }
}

extension TodoDetailViewState: TodoDetailViewProtocol {
    func display(_ viewModel: TodoDetailViewModel) {
        // A field the user edited keeps the edit (marking the to-do done must not discard it), unless what is
        // stored in it changed: then it shows what is stored now, as an unedited field always does.
        let shown = self.viewModel
        if shown == nil || name == shown?.name || viewModel.name != shown?.name {
            name = viewModel.name
        }
        if shown == nil || dueDay == shown?.dueDay || viewModel.dueDay != shown?.dueDay {
            dueDay = viewModel.dueDay
        }
        self.viewModel = viewModel
        errorMessage = nil
    }

    func showError(_ message: String) {
        errorMessage = message
    }

    func askToConfirmDelete(_ question: String) {
        deleteQuestion = question
    }
}

/// The module's screen. Make it with `TodoDetailRouter.makeModule`, in a parent's `body` if you like:
/// making it builds nothing, the module is built once, when the screen first appears.
struct TodoDetailView: View {
    /// Builds the module; called once, when the screen first appears. Not private, so that the tests of a route
    /// that makes this screen can build the module it would show.
    let assemble: @MainActor () -> TodoDetailModule

    /// The module on screen, kept as state so that it lives as long as the view, however often its parent redraws.
    @State private var module: TodoDetailModule?
    @Environment(\.dismiss) private var dismiss

    init(assemble: @escaping @MainActor () -> TodoDetailModule) {
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

    /// The to-do's fields and actions, with its title and the question before deleting.
    /// (Main-actor isolated as `body` is: SDKs before iOS 18 isolate only `body`, not the whole `View`.)
    @MainActor private var screen: some View {
        Form {
            Section(module?.state.viewModel?.dueText ?? "") {
                TextField("Name", text: stateBinding(\.name, placeholder: ""))
                DatePicker("Due", selection: stateBinding(\.dueDate, placeholder: Date()), displayedComponents: .date)
                Button("Save") {
                    module?.state.save()
                }
            }
            if let message = module?.state.errorMessage {
                Text(message)
            }
            Button(module?.state.viewModel?.completionTitle ?? "") {
                module?.state.toggleCompleted()
            }
            Button("Delete", role: .destructive) {
                module?.state.delete()
            }
        }
        .navigationTitle(module?.state.viewModel?.title ?? "")
        // Pushed onto the list's navigation stack, the screen goes back with the stack's Back button: no Close.
        .alert(module?.state.deleteQuestion ?? "", isPresented: stateBinding(\.isAskingToDelete, placeholder: false)) {
            Button("Delete", role: .destructive) {
                module?.state.confirmDelete()
            }
            Button("Cancel", role: .cancel) {}
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
        _ keyPath: ReferenceWritableKeyPath<TodoDetailViewState, Value>, placeholder: Value
    ) -> Binding<Value> {
        guard let state = module?.state else { return .constant(placeholder) }
        return Bindable(state)[dynamicMember: keyPath]
    }

    /// A binding to the router's navigation state; `placeholder` until the module is built.
    private func navigationBinding<Value>(
        _ keyPath: ReferenceWritableKeyPath<TodoDetailNavigation, Value>, placeholder: Value
    ) -> Binding<Value> {
        guard let navigation = module?.navigation else { return .constant(placeholder) }
        return Bindable(navigation)[dynamicMember: keyPath]
    }
}

#Preview {
    NavigationStack {
        TodoDetailRouter.makeModule(dependencies: TodoDetailPreviewDependencies()) { input in
            input.showTodo(id: 2)
        }
    }
}

/// What the preview's module works with: in-memory stand-ins for the app's data managers, with sample data.
private struct TodoDetailPreviewDependencies: TodoDetailDependencies {
    let store: any TodoStore = InMemoryTodoStore.preview
    let clock: any DayClock = FixedDayClock(day: .previewToday)
    let calendar = Calendar.autoupdatingCurrent
    let weekStart = Weekday.monday
}
