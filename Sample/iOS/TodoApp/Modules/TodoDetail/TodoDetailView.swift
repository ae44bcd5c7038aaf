//
//  TodoDetailView.swift
//  TodoDetail module of TodoApp
//
//  Created by viper-gen sample on 2026-09-21.
//

import SwiftUI
import TodoCore

/// The module's screen: `ModuleScreen` loads it, renders its states and shows its routes; this lays out the content.
///
/// The to-do's fields and actions, and the question before deleting. Pushed onto the list's navigation stack, the
/// screen goes back with the stack's Back button: no Close.
struct TodoDetailView: View {
    // State keeps the module of the first frame; one made again when the parent redraws is dropped unused.
    @State private var presenter: TodoDetailPresenter
    @State private var router: TodoDetailRouter
    /// The module this view was made with, which `showing(todoID:)` configures before the screen loads.
    private let input: any TodoDetailModuleInput

    init(presenter: TodoDetailPresenter, router: TodoDetailRouter) {
        _presenter = State(initialValue: presenter)
        _router = State(initialValue: router)
        input = presenter
    }

    var body: some View {
        ModuleScreen(
            title: presenter.viewModel.title, state: presenter.viewModel.content, presenter: presenter, router: router
        ) { item in
            Form {
                Section {
                    TextField(
                        String(localized: LocalizedStringResource("TodoDetail.name", defaultValue: "Name")),
                        text: $presenter.name)
                    // The name's problem in place, under the field, as the user types.
                    if let problem = presenter.nameProblem {
                        Text(problem)
                    }
                    DatePicker(selection: $presenter.dueDate, displayedComponents: .date) {
                        Text(LocalizedStringResource("TodoDetail.due", defaultValue: "Due"))
                    }
                    Button {
                        Task { await presenter.didTapSave() }
                    } label: {
                        Text(LocalizedStringResource("TodoDetail.save", defaultValue: "Save"))
                    }
                    .disabled(!presenter.canSave)
                } header: {
                    Text(item.dueText)
                }
                if let problem = presenter.viewModel.problem {
                    Text(problem)
                }
                Button {
                    Task { await presenter.didTapSetCompleted() }
                } label: {
                    Text(item.completionTitle)
                }
                Button(role: .destructive) {
                    presenter.didTapDelete()
                } label: {
                    Text(LocalizedStringResource("TodoDetail.delete", defaultValue: "Delete"))
                }
            }
        }
        .alert(
            String(localized: presenter.viewModel.deleteQuestion ?? ""), isPresented: $presenter.isAskingToDelete
        ) {
            Button(role: .destructive) {
                Task { await presenter.didConfirmDelete() }
            } label: {
                Text(LocalizedStringResource("TodoDetail.delete", defaultValue: "Delete"))
            }
            Button(role: .cancel) {
            } label: {
                Text(LocalizedStringResource("TodoDetail.cancel", defaultValue: "Cancel"))
            }
        }
    }

    /// The screen of the to-do with `id`: its module shows that to-do, and the screen of another to-do is another
    /// screen (on iPad, another row replaces the one beside the list). (Main-actor isolated as `body` is: SDKs before
    /// iOS 18 isolate only `body`, not the whole `View`.)
    @MainActor func showing(todoID id: Int) -> some View {
        input.showTodo(id: id)
        return self.id(id)
    }
}

#Preview("Content") { PreviewInteractor().screen }
#Preview("Failed") { PreviewInteractor(failure: .unknownID("2")).screen }
#Preview("Loading") { PreviewInteractor(loads: false).screen }

/// A use case over an in-memory store of sample to-dos around a fixed day, to preview each state of the screen: it
/// fails with `failure`, or never answers unless it `loads`.
private struct PreviewInteractor: TodoDetailInteractorProtocol {
    let store = InMemoryTodoStore.preview
    var failure: TodoError?
    var loads = true

    func loadContent(id: Int) async throws(TodoError) -> TodoDetailContent {
        if let failure { throw failure }
        if !loads { try? await Task.sleep(for: .seconds(86_400)) }
        return content(of: try store.todo(id: id))
    }

    func setCompleted(_ shown: TodoItem, _ isCompleted: Bool) async throws(TodoError) -> TodoDetailContent {
        var item = shown
        item.isCompleted = isCompleted
        try store.update(item, expecting: shown)
        return content(of: item)
    }

    func update(_ shown: TodoItem, name: String, dueDay: Day) async throws(TodoError) -> TodoDetailContent {
        var item = shown
        item.name = try TodoRules.validatedName(name)
        item.dueDay = dueDay
        try store.update(item, expecting: shown)
        return content(of: item)
    }

    func delete(_ shown: TodoItem) async throws(TodoError) {
        _ = try store.remove(shown)
    }

    private func content(of item: TodoItem) -> TodoDetailContent {
        TodoDetailContent(
            item: item,
            relation: DueRelation(dueDay: item.dueDay, today: .previewToday, weekStart: .monday, isCompleted: false))
    }

    @MainActor var screen: some View {
        let router = TodoDetailRouter(dependencies: PreviewDependencies())
        let presenter = TodoDetailPresenter(interactor: self, router: router)
        return NavigationStack { TodoDetailView(presenter: presenter, router: router).showing(todoID: 2) }
    }
}

/// In-memory stand-ins for the app's data managers, for the previews.
private struct PreviewDependencies: TodoDetailDependencies {
    let store: any TodoStore = InMemoryTodoStore.preview
    let clock: any DayClock = FixedDayClock(day: .previewToday)
    let calendar = Calendar.autoupdatingCurrent
    let weekStart = Weekday.monday
}
