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
    var name = ""
    /// What the user picked; today, once loaded.
    var dueDate = Date()

    /// The user's calendar, in which dates are written and the picked date is a day.
    @ObservationIgnored var calendar = Calendar.autoupdatingCurrent

    init(interactor: any AddTodoInteractorProtocol, router: any AddTodoRouterProtocol) {
        self.interactor = interactor
        self.router = router
    }

    /// Whether Save is enabled: once the screen has loaded, and while no save is under way.
    var canSave: Bool {
        guard case .loaded = viewModel.content else { return false }
        return !viewModel.isSaving
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

    func didTapClose() {
        router.close()
    }

    func didLeave() {
        delegate?.addTodoModuleDidClose(self)
    }
}
// viper-gen: delegates
