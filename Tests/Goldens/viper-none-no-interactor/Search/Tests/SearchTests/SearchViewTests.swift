//
//  SearchViewTests.swift
//  Search module of TodoApp
//
//  Created by Jane Appleseed (Acme Inc.) on 2026-11-22.
//

import Testing

@testable import TodoApp

@MainActor
struct SearchViewTests {
    @Test func loadAndCloseGoToThePresenter() async {
        let presenter = PresenterSpy()
        let view = SearchView(presenter: presenter)

        await view.load()
        view.close()

        #expect(presenter.calls == ["load()", "didTapClose()"])
    }

    @Test func dismissClosesTheViewAndTellsThePresenter() {
        let presenter = PresenterSpy()
        let view = SearchView(presenter: presenter)

        view.dismiss()

        #expect(view.isClosed)
        #expect(presenter.calls == ["didLeave()"])
    }

    @Test func renderKeepsTheViewModel() {
        let view = SearchView(presenter: PresenterSpy())
        let viewModel = SearchViewModel(
            title: "Search.title", content: .loaded([.init(id: 1, title: "One")]))

        view.render(viewModel)

        #expect(view.viewModel == viewModel)
    }
}

private final class PresenterSpy: Spy, ModulePresenter {
    func load() async {
        record()
    }

    func didTapClose() {
        record()
    }

    func didLeave() {
        record()
    }
}
