//
//  AddTodoView.swift
//  AddTodo module of TodoApp
//
//  Created by viper-gen sample on 2026-09-21.
//

import TodoCore

/// The add screen of the console front end: asks for a name, then a due day, and asks again for whatever was
/// invalid. A line with a single `.` cancels.
@MainActor
final class AddTodoView {
    /// The line that cancels at any prompt.
    static let cancelCommand = "."

    /// Which answer the screen waits for.
    enum Step: Equatable {
        case name, dueDay
    }

    /// The presenter; the view owns it, and through it the whole module.
    var presenter: (any AddTodoPresenterProtocol)?

    /// What the presenter displayed last.
    private(set) var viewModel: AddTodoViewModel?

    /// The problem the presenter reported last, until it is drawn.
    private(set) var lastError: InputErrorViewModel?

    /// Whether the router has closed this view.
    private(set) var isDismissed = false

    /// The answer the screen waits for.
    private(set) var step = Step.name

    private var name: String?
    private var dueDay: String?
    private var needsTitle = true

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

    private func submit() {
        presenter?.didTapSave(name: name ?? "", dueDay: dueDay ?? "")
    }
}

extension AddTodoView: AddTodoViewProtocol {
    func display(_ viewModel: AddTodoViewModel) {
        self.viewModel = viewModel
        needsTitle = true
    }

    func showError(_ error: InputErrorViewModel) {
        lastError = error
        switch error.field {
        case .name:
            step = .name
            name = nil
        case .dueDay:
            step = .dueDay
            dueDay = nil
        case nil:
            break
        }
    }
}

extension AddTodoView: ConsoleScreen {
    func draw(on output: any TextOutput) {
        if needsTitle, let viewModel {
            output.write("\n\(viewModel.title) (\(Self.cancelCommand) cancels)\n")
            needsTitle = false
        }
        if let lastError {
            output.write("! \(lastError.message)\n")
            self.lastError = nil
        }
        switch step {
        case .name:
            output.write("Name: ")
        case .dueDay:
            output.write("Due day [\(viewModel?.defaultDueDay ?? "today")]: ")
        }
    }

    func handle(_ line: String) {
        lastError = nil
        if line.trimmingWhitespace() == Self.cancelCommand {
            close()
            return
        }
        switch step {
        case .name:
            name = line
            presenter?.didEnterName(line)
            if lastError?.field == .name {
                name = nil
            } else if dueDay == nil {
                step = .dueDay
            } else {
                submit()
            }
        case .dueDay:
            dueDay = line
            submit()
        }
    }
}
