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
final class AddTodoView: AddTodoViewProtocol {
    /// The line that cancels at any prompt.
    static let cancelCommand = "."

    /// Which answer the screen waits for.
    enum Step: Equatable {
        case name, dueDay
    }

    /// The presenter; the view owns it, and through it the whole module.
    let presenter: any AddTodoPresenterProtocol
    /// What the presenter rendered last.
    private(set) var viewModel: AddTodoViewModel?
    /// The problem the presenter reported last, until it is drawn.
    private(set) var lastError: InputErrorViewModel?
    /// Whether the router has closed the view.
    private(set) var isClosed = false
    /// The answer the screen waits for.
    private(set) var step = Step.name

    private var name: String?
    private var dueDay: String?
    private var needsTitle = true

    init(presenter: any AddTodoPresenterProtocol) {
        self.presenter = presenter
    }

    /// Loads the content: call it when the view is shown.
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

    func render(_ viewModel: AddTodoViewModel) {
        self.viewModel = viewModel
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

    private func submit() async {
        await presenter.didTapSave(name: name ?? "", dueDay: dueDay ?? "")
    }
}

extension AddTodoView: ConsoleScreen {
    func draw(on output: any TextOutput) async {
        if case .loading = viewModel?.content {
            await load()
        }
        if needsTitle, let viewModel {
            output.write("\n\(viewModel.title.text) (\(Self.cancelCommand) cancels)\n")
            needsTitle = false
        }
        if case .failed(let message) = viewModel?.content {
            output.write("! \(message.text)\n")
        }
        if let lastError {
            output.write("! \(lastError.message)\n")
            self.lastError = nil
        }
        switch step {
        case .name:
            output.write("Name: ")
        case .dueDay:
            let defaultDueDay = if case .loaded(let form) = viewModel?.content { form.defaultDueDay } else { "today" }
            output.write("Due day [\(defaultDueDay)]: ")
        }
    }

    func handle(_ line: String) async {
        lastError = nil
        if line.trimmingWhitespace() == Self.cancelCommand {
            close()
            return
        }
        switch step {
        case .name:
            name = line
            await presenter.didEnterName(line)
            if lastError?.field == .name {
                name = nil
            } else if dueDay == nil {
                step = .dueDay
            } else {
                await submit()
            }
        case .dueDay:
            dueDay = line
            await submit()
        }
    }
}
