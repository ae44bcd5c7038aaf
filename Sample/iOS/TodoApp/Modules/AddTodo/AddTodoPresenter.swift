//
//  AddTodoPresenter.swift
//  AddTodo module of TodoApp
//
//  Created by viper-gen sample on 2026-09-21.
//

import Foundation
import Observation
import TodoCore

/// Words what the screen shows, and turns the user's actions into work for the interactor and the router.
@MainActor
@Observable
final class AddTodoPresenter {
    /// Weak, because the module that opened this one owns it.
    weak var delegate: (any AddTodoModuleDelegate)?

    /// What the screen shows; SwiftUI redraws it when it changes.
    private(set) var viewModel = AddTodoViewModel(
        title: LocalizedStringResource("AddTodo.title", defaultValue: "New To-do"))

    private let interactor: any AddTodoInteractorProtocol
    private let router: any AddTodoRouterProtocol

    /// What the user typed.
    var name: String {
        get { typedName }
        set {
            typedName = newValue
            if !newValue.isEmpty { hasTypedName = true }
        }
    }
    /// What the user picked; today, once loaded.
    var dueDate = Date()

    /// Whether the question before discarding the user's edits is asked; the dialog sets it to `false` when it is
    /// answered.
    var isAskingToDiscard = false

    private var typedName = ""
    /// Whether the user has typed a name, so that an empty one is a problem to show, not the field's start.
    private var hasTypedName = false

    /// The user's calendar, in which dates are written and the picked date is a day.
    @ObservationIgnored var calendar = Calendar.autoupdatingCurrent

    init(interactor: any AddTodoInteractorProtocol, router: any AddTodoRouterProtocol) {
        self.interactor = interactor
        self.router = router
    }

    /// Whether Save is enabled: once the screen has loaded, while no save is under way, and while the name is one
    /// the rules accept.
    var canSave: Bool {
        guard case .loaded = viewModel.content else { return false }
        return !viewModel.isSaving && nameError == nil
    }

    /// Why the name field's text cannot be saved, shown under the field once the user has typed in it (an empty
    /// field the user has not touched is no problem to show, but Save stays disabled).
    var nameProblem: String? {
        guard hasTypedName else { return nil }
        return nameError?.appMessage
    }

    /// Whether the user changed a field: then closing the sheet asks first, and it cannot be swiped away.
    var hasEdits: Bool {
        guard case .loaded(let today) = viewModel.content else { return false }
        return !name.isEmpty || Day(date: dueDate, calendar: calendar) != Day(date: today, calendar: calendar)
    }

    /// What TodoCore's rules say of the name field's text.
    private var nameError: TodoError? {
        do throws(TodoError) {
            _ = try TodoRules.validatedName(name)
            return nil
        } catch {
            return error
        }
    }

    /// The user tapped Save: the to-do is stored even if the screen goes away meanwhile, and the module that opened
    /// this one hears of it.
    func didTapSave() async {
        // One save at a time: a second tap before the first one finished would store the to-do twice.
        guard canSave else { return }
        viewModel.isSaving = true
        viewModel.problem = nil
        do {
            let item = try await interactor.save(name: name, dueDay: Day(date: dueDate, calendar: calendar))
            viewModel.isSaving = false
            // Saved: the module that opened this one hears of the new to-do, and the router closes the screen.
            delegate?.addTodoModule(self, didAdd: item)
            router.close()
        } catch {
            viewModel.isSaving = false
            viewModel.problem = error.appMessage
        }
    }
}

extension AddTodoPresenter: ModulePresenter, AddTodoModuleInput {
    func load() async {
        // Loading again (on Retry, or as the screen reappears) keeps what is shown, unless it is a failure.
        if case .failed = viewModel.content { viewModel.content = .loading }
        do {
            let content = try await interactor.loadContent()
            // A cancelled load (the screen went away, or Retry started another) changes nothing.
            guard !Task.isCancelled else { return }
            let today = content.today.date(in: calendar)
            // The date picker starts on today; a later load keeps the picked date.
            if case .loading = viewModel.content { dueDate = today }
            viewModel.content = .loaded(today)
        } catch {
            guard !Task.isCancelled else { return }
            viewModel.content = .failed(LocalizedStringResource(stringLiteral: error.appMessage))
        }
    }

    /// The user tapped Close: the sheet closes, after asking first when the user changed a field.
    func didTapClose() {
        if hasEdits {
            isAskingToDiscard = true
        } else {
            router.close()
        }
    }

    /// The user chose to discard their edits: nothing is stored, and the router closes the screen.
    func didConfirmDiscard() {
        isAskingToDiscard = false
        router.close()
    }

    func didLeave() {
        delegate?.addTodoModuleDidClose(self)
    }
}
// viper-gen: delegates
