//
//  AddTodoViewTests.swift
//  AddTodo module of TodoApp
//
//  Created by viper-gen sample on 2026-09-21.
//

import Testing

@testable import TodoApp

@MainActor
struct AddTodoViewTests {
    @Test func loadAndCloseGoToThePresenter() async {
        let presenter = PresenterSpy()
        let view = AddTodoView(presenter: presenter)

        await view.load()
        view.close()

        #expect(presenter.calls == ["load()", "didTapClose()"])
    }

    @Test func dismissClosesTheViewAndTellsThePresenter() {
        let presenter = PresenterSpy()
        let view = AddTodoView(presenter: presenter)

        view.dismiss()

        #expect(view.isClosed)
        #expect(presenter.calls == ["didLeave()"])
    }

    @Test func renderKeepsTheViewModel() {
        let view = AddTodoView(presenter: PresenterSpy())
        let viewModel = AddTodoViewModel(title: "AddTodo.title", content: .loaded(.init(defaultDueDay: "today")))

        view.render(viewModel)

        #expect(view.viewModel == viewModel)
    }

    @Test func anErrorAsksForItsFieldAgain() {
        let view = AddTodoView(presenter: PresenterSpy())

        view.showError(InputErrorViewModel(message: "no such day", field: .dueDay))

        #expect(view.step == .dueDay)
        #expect(view.lastError == InputErrorViewModel(message: "no such day", field: .dueDay))
    }
}

private final class PresenterSpy: Spy, AddTodoPresenterProtocol {
    func load() async {
        record()
    }

    func didTapClose() {
        record()
    }

    func didLeave() {
        record()
    }

    func didEnterName(_ name: String) async {
        record()
    }

    func didTapSave(name: String, dueDay: String) async {
        record()
    }
}
