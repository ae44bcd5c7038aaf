//
//  TodoDetailView.swift
//  TodoDetail module of TodoApp
//
//  Created by viper-gen sample on 2026-09-21.
//

import TodoCore

/// The detail screen of the console front end: one to-do, with keys to mark it done or not, edit it, delete it
/// (after a y/N question) and go back.
@MainActor
final class TodoDetailView: TodoDetailViewProtocol {
    /// What the screen waits for.
    enum Step: Equatable {
        case menu, name, dueDay, deleteConfirmation(question: String)
    }

    /// The presenter; the view owns it, and through it the whole module.
    let presenter: any TodoDetailPresenterProtocol
    /// What the presenter rendered last.
    private(set) var viewModel: TodoDetailViewModel?
    /// The problem the presenter reported last, until it is drawn.
    private(set) var lastError: InputErrorViewModel?
    /// Whether the router has closed the view.
    private(set) var isClosed = false
    /// What the screen waits for.
    private(set) var step = Step.menu

    private var editedName: String?
    private var editedDueDay: String?
    private var needsDetail = true

    init(presenter: any TodoDetailPresenterProtocol) {
        self.presenter = presenter
    }

    /// Loads the to-do: call it when the view is shown.
    func load() async {
        await presenter.load()
    }

    /// The user asked to close the view.
    func close() {
        presenter.didTapClose()
    }

    /// Closes the view; called by the router.
    func dismiss() {
        isClosed = true
        presenter.didLeave()
    }

    /// Shows the to-do again, from the menu, each time the presenter loads or changes it.
    func render(_ viewModel: TodoDetailViewModel) {
        self.viewModel = viewModel
        if case .loaded = viewModel.content {
            needsDetail = true
            step = .menu
        }
    }

    func showError(_ error: InputErrorViewModel) {
        lastError = error
        switch error.field {
        case .name:
            step = .name
        case .dueDay:
            step = .dueDay
        case nil:
            step = .menu
        }
    }

    func askToConfirmDelete(_ question: String) {
        step = .deleteConfirmation(question: question)
    }

    /// The to-do shown, once loaded.
    var item: TodoDetailViewModel.Item? {
        if case .loaded(let item) = viewModel?.content { item } else { nil }
    }

    /// Why the to-do could not be loaded, if it could not.
    var failure: String? {
        if case .failed(let message) = viewModel?.content { message.text } else { nil }
    }

    /// The to-do as text: id and name, due day, status; or why it could not be loaded.
    func renderedDetail() -> String {
        switch viewModel?.content {
        case .loaded(let item):
            """
            To-do \(item.id): \(item.name)
            Due:    \(item.dueText)
            Status: \(item.isCompleted ? "done" : "open")

            """
        case .failed(let message), .empty(let message): "! \(message.text)\n"
        case .loading, nil: ""
        }
    }
}

extension TodoDetailView: ConsoleScreen {
    func draw(on output: any TextOutput) async {
        if case .loading = viewModel?.content {
            await load()
        }
        if needsDetail {
            output.write("\n" + renderedDetail())
            needsDetail = false
        }
        if let lastError {
            output.write("! \(lastError.message)\n")
            self.lastError = nil
        }
        switch step {
        case .menu:
            let completion = item?.isCompleted == true ? "u not done" : "d done"
            output.write("\nKeys: \(completion), e edit, x delete, b back\n> ")
        case .name:
            output.write("Name [\(item?.name ?? "")] (. cancels): ")
        case .dueDay:
            output.write("Due day [\(item?.dueDay ?? "")]: ")
        case .deleteConfirmation(let question):
            output.write("\(question) ")
        }
    }

    func handle(_ line: String) async {
        let answer = line.trimmingWhitespace()
        switch step {
        case .menu:
            await handleKey(answer.lowercased())
        case .name:
            guard answer != "." else {
                step = .menu
                return
            }
            editedName = answer.isEmpty ? nil : line
            step = .dueDay
            if let editedName {
                await presenter.didEnterName(editedName)
            }
        case .dueDay:
            guard answer != "." else {
                step = .menu
                return
            }
            editedDueDay = answer.isEmpty ? nil : answer
            step = .menu
            await presenter.didTapSave(name: editedName, dueDay: editedDueDay)
        case .deleteConfirmation:
            step = .menu
            if ["y", "yes"].contains(answer.lowercased()) {
                await presenter.didConfirmDelete()
            }
        }
    }

    private func handleKey(_ key: String) async {
        switch key {
        case "d":
            await presenter.didTapSetCompleted(true)
        case "u":
            await presenter.didTapSetCompleted(false)
        case "e":
            editedName = nil
            editedDueDay = nil
            step = .name
        case "x":
            presenter.didTapDelete()
        case "b":
            close()
        case "":
            break
        default:
            lastError = InputErrorViewModel(message: "unknown key '\(key.spelledOut)'", field: nil)
        }
    }
}
