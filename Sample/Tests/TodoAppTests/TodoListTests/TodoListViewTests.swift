//
//  TodoListViewTests.swift
//  TodoList module of TodoApp
//
//  Created by viper-gen sample on 2026-09-21.
//

import Testing

@testable import TodoApp

@MainActor
struct TodoListViewTests {
    @Test func loadAndCloseGoToThePresenter() async {
        let presenter = PresenterSpy()
        let view = TodoListView(presenter: presenter)

        await view.load()
        view.close()

        #expect(presenter.calls == ["load()", "didTapClose()"])
    }

    @Test func dismissClosesTheViewAndTellsThePresenter() {
        let presenter = PresenterSpy()
        let view = TodoListView(presenter: presenter)

        view.dismiss()

        #expect(view.isClosed)
        #expect(presenter.calls == ["didLeave()"])
    }

    @Test func renderKeepsTheViewModelAndTheTextShowsTheEmptyMessage() {
        let view = TodoListView(presenter: PresenterSpy())
        let viewModel = TodoListViewModel(
            title: .verbatim("Sunday, 2026-11-22"), today: "2026-11-22", content: .empty("Nothing to do."))

        view.render(viewModel)

        #expect(view.viewModel == viewModel)
        #expect(view.renderedList() == "Sunday, 2026-11-22\n\nNothing to do.\n")
    }

    @Test func aFailureIsReportedAndListsNothing() {
        let view = TodoListView(presenter: PresenterSpy())

        view.render(TodoListViewModel(title: "TodoList.title", content: .failed(.verbatim("cannot read"))))

        #expect(view.failure == "cannot read")
        #expect(view.renderedList() == "")
        #expect(view.renderedJSON() == "")
    }
}

private final class PresenterSpy: Spy, TodoListPresenterProtocol {
    func load() async {
        record()
    }

    func didTapClose() {
        record()
    }

    func didLeave() {
        record()
    }

    func didTapAdd() {
        record()
    }

    func didSelectTodo(id: Int) {
        record()
    }

    func didTapToggleCompleted() async {
        record()
    }

    func didTapAbout() {
        record()
    }
}
