//
//  AboutViewTests.swift
//  About module of TodoApp
//
//  Created by viper-gen sample on 2026-09-21.
//

import Testing

@testable import TodoApp

@MainActor
struct AboutViewTests {
    @Test func loadAndCloseGoToThePresenter() async {
        let presenter = PresenterSpy()
        let view = AboutView(presenter: presenter)

        await view.load()
        view.close()

        #expect(presenter.calls == ["load()", "didTapClose()"])
    }

    @Test func dismissClosesTheViewAndTellsThePresenter() {
        let presenter = PresenterSpy()
        let view = AboutView(presenter: presenter)

        view.dismiss()

        #expect(view.isClosed)
        #expect(presenter.calls == ["didLeave()"])
    }

    @Test func renderKeepsTheViewModelAndTheTextShowsIt() {
        let view = AboutView(presenter: PresenterSpy())
        let viewModel = AboutViewModel(
            title: "About.title", content: .loaded(.init(heading: "todo 1.0", summary: "A to-do list.")))

        view.render(viewModel)

        #expect(view.viewModel == viewModel)
        #expect(view.renderedText() == "todo 1.0\nA to-do list.\n")
    }

    @Test func aFailureIsShownAsItsMessage() {
        let view = AboutView(presenter: PresenterSpy())

        view.render(AboutViewModel(title: "About.title", content: .failed(.verbatim("Could not load"))))

        #expect(view.renderedText() == "Could not load\n")
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
