//
//  TodoDetailViewTests.swift
//  TodoDetail module of TodoApp
//
//  Created by viper-gen sample on 2026-09-21.
//

import Testing

@testable import TodoApp

@MainActor
struct TodoDetailViewTests {
    @Test func loadAndCloseGoToThePresenter() async {
        let presenter = PresenterSpy()
        let view = TodoDetailView(presenter: presenter)

        await view.load()
        view.close()

        #expect(presenter.calls == ["load()", "didTapClose()"])
    }

    @Test func dismissClosesTheViewAndTellsThePresenter() {
        let presenter = PresenterSpy()
        let view = TodoDetailView(presenter: presenter)

        view.dismiss()

        #expect(view.isClosed)
        #expect(presenter.calls == ["didLeave()"])
    }

    @Test func renderKeepsTheViewModelAndTheTextShowsTheToDo() {
        let view = TodoDetailView(presenter: PresenterSpy())
        let viewModel = TodoDetailViewModel(
            title: "TodoDetail.title",
            content: .loaded(
                .init(
                    id: 2, name: "Pay rent", dueText: "Friday, 2026-11-20 (Overdue)", dueDay: "2026-11-20",
                    isCompleted: true)))

        view.render(viewModel)

        #expect(view.viewModel == viewModel)
        #expect(view.renderedDetail() == "To-do 2: Pay rent\nDue:    Friday, 2026-11-20 (Overdue)\nStatus: done\n")
    }

    @Test func anErrorAsksForItsFieldAgainAndAQuestionWaitsForTheAnswer() {
        let view = TodoDetailView(presenter: PresenterSpy())

        view.showError(InputErrorViewModel(message: "no such day", field: .dueDay))
        #expect(view.step == .dueDay)
        view.askToConfirmDelete("Delete?")
        #expect(view.step == .deleteConfirmation(question: "Delete?"))
    }
}

private final class PresenterSpy: Spy, TodoDetailPresenterProtocol {
    func load() async {
        record()
    }

    func didTapClose() {
        record()
    }

    func didLeave() {
        record()
    }

    func didTapSetCompleted(_ isCompleted: Bool) async {
        record()
    }

    func didEnterName(_ name: String) async {
        record()
    }

    func didTapSave(name: String?, dueDay: String?) async {
        record()
    }

    func didTapDelete() {
        record()
    }

    func didConfirmDelete() async {
        record()
    }
}
