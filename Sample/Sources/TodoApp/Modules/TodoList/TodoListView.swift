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
/// It keeps what the presenter rendered last; the interactive session draws it, and the scripted `todo list`
/// prints it as text or JSON.
@MainActor
final class TodoListView: TodoListViewProtocol {
    /// The presenter; the view owns it, and through it the whole module.
    let presenter: any TodoListPresenterProtocol
    /// What the presenter rendered last.
    private(set) var viewModel: TodoListViewModel?
    /// The problem the presenter reported last, until it is drawn.
    private(set) var errorMessage: String?
    /// Whether the router has closed the view.
    private(set) var isClosed = false

    init(presenter: any TodoListPresenterProtocol) {
        self.presenter = presenter
    }

    /// Loads the list: call it each time the view is shown.
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

    func render(_ viewModel: TodoListViewModel) {
        self.viewModel = viewModel
    }

    func showError(_ message: String) {
        errorMessage = message
    }

    /// Why the list could not be loaded, if it could not.
    var failure: String? {
        if case .failed(let message) = viewModel?.content { message.text } else { nil }
    }

    /// The list as text: the date line, a blank line, then each section or the empty message.
    func renderedList() -> String {
        guard let viewModel else { return "" }
        var lines = [viewModel.title.text, ""]
        switch viewModel.content {
        case .loaded(let sections):
            for section in sections {
                lines.append("[\(section.iconName)] \(section.name)")
                for row in section.rows {
                    let mark = row.isCompleted ? "x" : " "
                    lines.append("  \(row.id). [\(mark)] \(row.name)" + (row.detail.map { " (\($0))" } ?? ""))
                }
            }
        case .empty(let message):
            lines.append(message.text)
        case .loading, .failed:
            return ""
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The list as pretty-printed JSON with sorted keys: the title, today, the sections or the empty message, and
    /// whether completed to-dos are listed.
    func renderedJSON() -> String {
        struct List: Encodable {
            var title: String
            var today: String
            var sections: [TodoListViewModel.Section]
            var emptyMessage: String?
            var showsCompleted: Bool
        }
        guard let viewModel else { return "" }
        let list: List
        switch viewModel.content {
        case .loaded(let sections):
            list = List(
                title: viewModel.title.text, today: viewModel.today, sections: sections,
                showsCompleted: viewModel.showsCompleted)
        case .empty(let message):
            list = List(
                title: viewModel.title.text, today: viewModel.today, sections: [], emptyMessage: message.text,
                showsCompleted: viewModel.showsCompleted)
        case .loading, .failed:
            return ""
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(list) else { return "" }
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}

extension TodoListView: ConsoleScreen {
    func draw(on output: any TextOutput) async {
        await load()
        output.write("\n" + renderedList())
        if let failure {
            output.write("! \(failure)\n")
        }
        if let errorMessage {
            output.write("! \(errorMessage)\n")
            self.errorMessage = nil
        }
        let completed = viewModel?.showsCompleted == true ? "hide" : "show"
        output.write("\nKeys: a add, <number> open, c \(completed) completed, q quit\n> ")
    }

    func handle(_ line: String) async {
        let command = line.trimmingWhitespace().lowercased()
        switch command {
        case "a":
            presenter.didTapAdd()
        case "c":
            await presenter.didTapToggleCompleted()
        case "q":
            close()
        case "":
            break
        default:
            if let id = Int(command.hasPrefix("#") ? String(command.dropFirst()) : command) {
                presenter.didSelectTodo(id: id)
            } else {
                errorMessage = "unknown key '\(line.trimmingWhitespace().spelledOut)'"
            }
        }
    }
}
