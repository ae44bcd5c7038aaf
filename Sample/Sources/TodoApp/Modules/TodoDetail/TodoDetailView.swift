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
final class TodoDetailView {
    /// What the screen waits for.
    enum Step: Equatable {
        case menu, name, dueDay, deleteConfirmation(question: String)
    }

    /// The presenter; the view owns it, and through it the whole module.
    var presenter: (any TodoDetailPresenterProtocol)?

    /// What the presenter displayed last.
    private(set) var viewModel: TodoDetailViewModel?

    /// The problem the presenter reported last, until it is drawn.
    private(set) var lastError: InputErrorViewModel?

    /// Whether the router has closed this view.
    private(set) var isDismissed = false

    /// What the screen waits for.
    private(set) var step = Step.menu

    private var editedName: String?
    private var editedDueDay: String?
    private var needsDetail = true

    private var hasAppeared = false

    /// Call each time the view is shown: the first time, the presenter also learns that the view loaded.
    func appear() {
        if !hasAppeared {
            hasAppeared = true
            presenter?.viewDidLoad()
        }
        presenter?.viewWillAppear()
    }

    /// The user asked to close the view.
    func close() {
        presenter?.didTapClose()
    }

    /// Marks the view as closed; called by the router.
    func dismiss() {
        isDismissed = true
    }

    /// The to-do as text: id and name, due day, status.
    func renderedDetail() -> String {
        guard let viewModel else { return "" }
        return """
            To-do \(viewModel.id): \(viewModel.name)
            Due:    \(viewModel.dueText)
            Status: \(viewModel.isCompleted ? "done" : "open")

            """
    }
}

extension TodoDetailView: TodoDetailViewProtocol {
    func display(_ viewModel: TodoDetailViewModel) {
        self.viewModel = viewModel
        needsDetail = true
        step = .menu
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
}

extension TodoDetailView: ConsoleScreen {
    func draw(on output: any TextOutput) {
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
            let completion = viewModel?.isCompleted == true ? "u not done" : "d done"
            output.write("\nKeys: \(completion), e edit, x delete, b back\n> ")
        case .name:
            output.write("Name [\(viewModel?.name ?? "")] (. cancels): ")
        case .dueDay:
            output.write("Due day [\(viewModel?.dueDay ?? "")]: ")
        case .deleteConfirmation(let question):
            output.write("\(question) ")
        }
    }

    func handle(_ line: String) {
        let answer = line.trimmingWhitespace()
        switch step {
        case .menu:
            handleKey(answer.lowercased())
        case .name:
            guard answer != "." else {
                step = .menu
                return
            }
            editedName = answer.isEmpty ? nil : line
            step = .dueDay
            if let editedName {
                presenter?.didEnterName(editedName)
            }
        case .dueDay:
            guard answer != "." else {
                step = .menu
                return
            }
            editedDueDay = answer.isEmpty ? nil : answer
            step = .menu
            presenter?.didTapSave(name: editedName, dueDay: editedDueDay)
        case .deleteConfirmation:
            step = .menu
            if ["y", "yes"].contains(answer.lowercased()) {
                presenter?.didConfirmDelete()
            }
        }
    }

    private func handleKey(_ key: String) {
        switch key {
        case "d":
            presenter?.didTapSetCompleted(true)
        case "u":
            presenter?.didTapSetCompleted(false)
        case "e":
            editedName = nil
            editedDueDay = nil
            step = .name
        case "x":
            presenter?.didTapDelete()
        case "b":
            close()
        case "":
            break
        default:
            lastError = InputErrorViewModel(message: "unknown key '\(key.spelledOut)'", field: nil)
        }
    }
}
