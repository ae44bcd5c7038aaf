//
//  TodoListView.swift
//  TodoList module of TodoApp
//
//  Created by viper-gen sample on 2026-09-21.
//

import SwiftUI
import TodoCore

/// The module's screen: `ModuleScreen` loads it, renders its states and shows its routes; this lays out the content.
///
/// The list in sections, with its toolbar; why it is empty, or what went wrong, in its place.
struct TodoListView: View {
    // State keeps the module of the first frame; one made again when the parent redraws is dropped unused.
    @State private var presenter: TodoListPresenter
    @State private var router: TodoListRouter

    init(presenter: TodoListPresenter, router: TodoListRouter) {
        _presenter = State(initialValue: presenter)
        _router = State(initialValue: router)
    }

    var body: some View {
        ModuleScreen(
            title: presenter.viewModel.title, state: presenter.viewModel.content, presenter: presenter, router: router
        ) { list in
            List {
                if let notice = list.notice {
                    Label(notice, systemImage: "exclamationmark.triangle")
                }
                ForEach(list.sections, id: \.name) { section in
                    Section(section.name) {
                        ForEach(section.rows) { row in
                            rowView(row)
                        }
                    }
                }
            }
            .overlay {
                // Instead of an empty list: why it is empty.
                if let message = list.emptyMessage {
                    ContentUnavailableView(
                        String(localized: message), systemImage: "checklist",
                        description: Text(
                            LocalizedStringResource("TodoList.emptyHint", defaultValue: "Tap + to add a to-do.")))
                }
            }
        }
        .overlay {
            // Over the list: why the user's last action changed nothing, until the next load.
            if let problem = presenter.viewModel.problem {
                ContentUnavailableView {
                    Label {
                        Text(LocalizedStringResource("TodoList.problem", defaultValue: "Cannot Show To-dos"))
                    } icon: {
                        Image(systemName: "exclamationmark.triangle")
                    }
                } description: {
                    Text(problem)
                }
            }
        }
        .toolbar {
            ToolbarItem(placement: .secondaryAction) {
                Button {
                    Task { await presenter.didTapToggleCompleted() }
                } label: {
                    Text(presenter.viewModel.toggleCompletedTitle)
                }
            }
            ToolbarItem(placement: .secondaryAction) {
                Button {
                    presenter.didTapAbout()
                } label: {
                    Label {
                        Text(LocalizedStringResource("TodoList.about", defaultValue: "About"))
                    } icon: {
                        Image(systemName: "info.circle")
                    }
                }
            }
            ToolbarItem(placement: .primaryAction) {
                Button {
                    presenter.didTapAdd()
                } label: {
                    Label {
                        Text(LocalizedStringResource("TodoList.add", defaultValue: "Add To-do"))
                    } icon: {
                        Image(systemName: "plus")
                    }
                }
            }
        }
    }

    /// One to-do: tapping it opens it; swiping from the leading edge marks it, from the trailing edge deletes it.
    /// (Main-actor isolated as `body` is: SDKs before iOS 18 isolate only `body`, not the whole `View`.)
    @MainActor private func rowView(_ row: TodoListViewModel.Row) -> some View {
        Button {
            presenter.didSelectTodo(id: row.id)
        } label: {
            Label(row.text, systemImage: row.symbolName)
        }
        .accessibilityValue(Text(row.completionText))
        .swipeActions(edge: .leading) {
            Button {
                Task { await presenter.didSwipeToSetCompleted(id: row.id, !row.isCompleted) }
            } label: {
                Label {
                    Text(row.completionActionTitle)
                } icon: {
                    Image(systemName: row.isCompleted ? "circle" : "checkmark")
                }
            }
            .tint(.green)
        }
        .swipeActions(edge: .trailing) {
            Button(role: .destructive) {
                Task { await presenter.didSwipeToDelete(id: row.id) }
            } label: {
                Label {
                    Text(LocalizedStringResource("TodoList.delete", defaultValue: "Delete"))
                } icon: {
                    Image(systemName: "trash")
                }
            }
        }
    }
}

#Preview("Content") { PreviewInteractor(store: .preview).screen }
#Preview("Empty") { PreviewInteractor(store: InMemoryTodoStore()).screen }
#Preview("Failed") {
    PreviewInteractor(store: .preview, failure: .unreadableStore(path: "todos.json", reason: "")).screen
}
#Preview("Loading") { PreviewInteractor(store: .preview, loads: false).screen }

/// A use case over an in-memory store of sample to-dos around a fixed day, to preview each state of the screen:
/// it fails with `failure`, or never answers unless it `loads`.
private struct PreviewInteractor: TodoListInteractorProtocol {
    let store: InMemoryTodoStore
    var failure: TodoError?
    var loads = true

    func loadContent(includesCompleted: Bool) async throws(TodoError) -> TodoListContent {
        if let failure { throw failure }
        if !loads { try? await Task.sleep(for: .seconds(86_400)) }
        let items = try store.allTodos().filter { includesCompleted || !$0.isCompleted }
        return TodoListContent(
            today: .previewToday, groups: DueGroup.groups(of: items, today: .previewToday, weekStart: .monday),
            includesCompleted: includesCompleted)
    }

    func setCompleted(_ listed: TodoItem, _ isCompleted: Bool) async throws(TodoError) {
        var item = listed
        item.isCompleted = isCompleted
        try store.update(item, expecting: listed)
    }

    func delete(_ listed: TodoItem) async throws(TodoError) {
        _ = try store.remove(listed)
    }

    @MainActor var screen: some View {
        let router = TodoListRouter(dependencies: PreviewDependencies())
        let presenter = TodoListPresenter(interactor: self, router: router)
        return NavigationStack { TodoListView(presenter: presenter, router: router) }
    }
}

/// In-memory stand-ins for the app's data managers, for the screens that the previews open.
private struct PreviewDependencies: TodoListDependencies {
    let store: any TodoStore = InMemoryTodoStore.preview
    let clock: any DayClock = FixedDayClock(day: .previewToday)
    let calendar = Calendar.autoupdatingCurrent
    let weekStart = Weekday.monday
}
