//
//  TodoListView.swift
//  TodoList module of TodoApp
//
//  Created by viper-gen sample on 2026-09-21.
//

import Foundation
import TodoCore

/// The list screen of the console front end: today's date, numbered to-dos in sections, and the keys.
///
/// It keeps what the presenter displayed last; the interactive session draws it, and the scripted `todo list`
/// prints it as text or JSON.
@MainActor
final class TodoListView {
    /// The presenter; the view owns it, and through it the whole module.
    var presenter: (any TodoListPresenterProtocol)?

    /// What the presenter displayed last.
    private(set) var viewModel: TodoListViewModel?

    /// The problem the presenter reported last, until it is drawn.
    private(set) var errorMessage: String?

    /// Whether the router has closed this view.
    private(set) var isDismissed = false

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

    /// The list as text: the date line, a blank line, then each section or the empty message.
    func renderedList() -> String {
        guard let viewModel else { return "" }
        var lines = [viewModel.title, ""]
        if let emptyMessage = viewModel.emptyMessage {
            lines.append(emptyMessage)
        }
        for section in viewModel.sections {
            lines.append("[\(section.iconName)] \(section.name)")
            for row in section.rows {
                let mark = row.isCompleted ? "x" : " "
                lines.append("  \(row.id). [\(mark)] \(row.name)" + (row.detail.map { " (\($0))" } ?? ""))
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The view model as pretty-printed JSON with sorted keys.
    func renderedJSON() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let viewModel, let data = try? encoder.encode(viewModel) else { return "" }
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}

extension TodoListView: TodoListViewProtocol {
    func display(_ viewModel: TodoListViewModel) {
        self.viewModel = viewModel
    }

    func showError(_ message: String) {
        errorMessage = message
    }
}

extension TodoListView: ConsoleScreen {
    func draw(on output: any TextOutput) {
        presenter?.viewWillAppear()
        output.write("\n" + renderedList())
        if let errorMessage {
            output.write("! \(errorMessage)\n")
            self.errorMessage = nil
        }
        let completed = viewModel?.showsCompleted == true ? "hide" : "show"
        output.write("\nKeys: a add, <number> open, c \(completed) completed, q quit\n> ")
    }

    func handle(_ line: String) {
        let command = line.trimmingWhitespace().lowercased()
        switch command {
        case "a":
            presenter?.didTapAdd()
        case "c":
            presenter?.didTapToggleCompleted()
        case "q":
            close()
        case "":
            break
        default:
            if let id = Int(command.hasPrefix("#") ? String(command.dropFirst()) : command) {
                presenter?.didSelectTodo(id: id)
            } else {
                errorMessage = "unknown key '\(line.trimmingWhitespace().spelledOut)'"
            }
        }
    }
}
