//
//  TodoDetailPresenter.swift
//  TodoDetail module of TodoApp
//
//  Created by viper-gen sample on 2026-09-21.
//

import Foundation
import Observation
import TodoCore

/// Words what the screen shows, and turns the user's actions into work for the interactor and the router.
@MainActor
@Observable
final class TodoDetailPresenter {
    /// Weak, because the module that opened this one owns it.
    weak var delegate: (any TodoDetailModuleDelegate)?

    /// What the screen shows; SwiftUI redraws it when it changes.
    private(set) var viewModel = TodoDetailViewModel(
        title: LocalizedStringResource("TodoDetail.title", defaultValue: "To-do"))

    private let interactor: any TodoDetailInteractorProtocol
    private let router: any TodoDetailRouterProtocol

    /// What the name field shows: the stored name, or the user's edit.
    var name = ""
    /// What the due day picker shows: the stored day, or the one the user picked; `nil` until loaded.
    var dueDay: Day?

    /// The due day as the date picker's date, in the user's calendar and time zone.
    var dueDate: Date {
        get { (dueDay ?? Day(date: Date(), calendar: calendar)).date(in: calendar) }
        set { dueDay = Day(date: newValue, calendar: calendar) }
    }

    /// Whether the question before deleting is asked; the alert sets it to `false` when it is answered.
    var isAskingToDelete: Bool {
        get { viewModel.deleteQuestion != nil }
        set { if !newValue { viewModel.deleteQuestion = nil } }
    }

    /// The user's calendar and locale, which dates are written with.
    @ObservationIgnored var calendar = Calendar.autoupdatingCurrent

    /// The to-do the module shows.
    @ObservationIgnored private(set) var todoID: Int?

    /// The to-do as last shown: a change applies only if the store still holds exactly this.
    @ObservationIgnored private(set) var shownItem: TodoItem?

    /// The change in progress; a change waits for the one before it, so that it applies to the to-do the user saw.
    @ObservationIgnored private var changeTask: Task<Void, Never>?

    init(interactor: any TodoDetailInteractorProtocol, router: any TodoDetailRouterProtocol) {
        self.interactor = interactor
        self.router = router
    }

    /// What the screen shows of `content`, with dates written in `calendar`'s locale.
    static func item(of content: TodoDetailContent, calendar: Calendar) -> TodoDetailViewModel.Item {
        let item = content.item
        let day = item.dueDay.longText(calendar: calendar, locale: calendar.locale ?? .autoupdatingCurrent)
        let relation = content.relation.localizedSectionName
        return TodoDetailViewModel.Item(
            name: item.name.spelledOut,
            dueText: LocalizedStringResource("TodoDetail.dueDay", defaultValue: "\(day) (\(relation))"),
            dueDay: item.dueDay, isCompleted: item.isCompleted,
            completionTitle: item.isCompleted
                ? LocalizedStringResource("TodoDetail.markNotDone", defaultValue: "Mark as Not Done")
                : LocalizedStringResource("TodoDetail.markDone", defaultValue: "Mark as Done"))
    }

    /// Whether Save is enabled: once loaded, when a field differs from what is stored, and while the name is one the
    /// rules accept.
    var canSave: Bool {
        guard case .loaded(let shown) = viewModel.content else { return false }
        return (name != shown.name || dueDay != shown.dueDay) && nameProblem == nil
    }

    /// Why the name field's text cannot be saved (a cleared name is an error, not a field that keeps the stored
    /// name), shown under the field as the user types.
    var nameProblem: String? {
        guard case .loaded = viewModel.content else { return nil }
        do throws(TodoError) {
            _ = try TodoRules.validatedName(name)
            return nil
        } catch {
            return error.appMessage
        }
    }

    /// The user asked to save the name and due day fields.
    func didTapSave() async {
        guard canSave else { return }
        let (name, dueDay) = (name, dueDay)
        await change { [interactor] shown throws(TodoError) in
            try await interactor.update(shown, name: name, dueDay: dueDay ?? shown.dueDay)
        }
    }

    /// The user marked the to-do done or not done; unsaved edits stay in the fields.
    func didTapSetCompleted() async {
        await change { [interactor] shown throws(TodoError) in
            try await interactor.setCompleted(shown, !shown.isCompleted)
        }
    }

    /// The user asked to delete the to-do; it is deleted only once they confirm.
    func didTapDelete() {
        viewModel.deleteQuestion =
            if let name = shownItem?.name.spelledOut {
                LocalizedStringResource("TodoDetail.deleteNamed", defaultValue: "Delete \u{201C}\(name)\u{201D}?")
            } else {
                LocalizedStringResource("TodoDetail.deleteQuestion", defaultValue: "Delete this to-do?")
            }
    }

    /// The user confirmed deleting the to-do: the module that opened this one hears of it, and the router closes the
    /// screen.
    func didConfirmDelete() async {
        viewModel.deleteQuestion = nil
        await enqueue { shown in
            do throws(TodoError) {
                try await self.interactor.delete(shown)
                self.delegate?.todoDetailModule(self, didDelete: shown)
                self.router.close()
            } catch {
                await self.fail(error)
            }
        }
    }

    /// Stores what `work` makes of the to-do shown and shows it; the module that opened this one hears of it.
    private func change(
        _ work: @escaping @MainActor (TodoItem) async throws(TodoError) -> TodoDetailContent
    ) async {
        await enqueue { shown in
            do throws(TodoError) {
                let content = try await work(shown)
                self.show(content)
                self.delegate?.todoDetailModule(self, didChange: content.item)
            } catch {
                await self.fail(error)
            }
        }
    }

    /// Runs `work` with the to-do shown after the change before it.
    private func enqueue(_ work: @escaping @MainActor (TodoItem) async -> Void) async {
        let previous = changeTask
        let task = Task {
            await previous?.value
            guard let shown = shownItem else { return }
            await work(shown)
        }
        changeTask = task
        await task.value
    }

    /// Shows `content` as the to-do the user now sees. A field the user edited keeps the edit (marking the to-do done
    /// must not discard it), unless what is stored in it changed: then it shows what is stored now, as an unedited
    /// field always does.
    private func show(_ content: TodoDetailContent) {
        let item = Self.item(of: content, calendar: calendar)
        var shown: TodoDetailViewModel.Item?
        if case .loaded(let loaded) = viewModel.content { shown = loaded }
        if shown == nil || name == shown?.name || item.name != shown?.name {
            name = item.name
        }
        if shown == nil || dueDay == shown?.dueDay || item.dueDay != shown?.dueDay {
            dueDay = item.dueDay
        }
        shownItem = content.item
        viewModel.title = LocalizedStringResource(stringLiteral: item.name)
        viewModel.content = .loaded(item)
        viewModel.problem = nil
    }

    /// Shows why nothing was changed; when the to-do was changed elsewhere, also shows it as it is now.
    private func fail(_ error: TodoError) async {
        if case .changedElsewhere = error {
            await load()
        }
        viewModel.problem = error.appMessage
    }
}

extension TodoDetailPresenter: ModulePresenter, TodoDetailModuleInput {
    func load() async {
        // Loading again (on Retry, or as the screen reappears) keeps what is shown, unless it is a failure.
        if case .failed = viewModel.content { viewModel.content = .loading }
        do throws(TodoError) {
            guard let todoID else { throw .unknownID("(none)") }
            let content = try await interactor.loadContent(id: todoID)
            // A cancelled load (the screen went away, or Retry started another) changes nothing.
            guard !Task.isCancelled else { return }
            show(content)
        } catch {
            guard !Task.isCancelled else { return }
            viewModel.content = .failed(LocalizedStringResource(stringLiteral: error.appMessage))
        }
    }

    func didTapClose() {
        router.close()
    }

    func didLeave() {
        delegate?.todoDetailModuleDidClose(self)
    }

    func showTodo(id: Int) {
        todoID = id
    }
}
// viper-gen: delegates
