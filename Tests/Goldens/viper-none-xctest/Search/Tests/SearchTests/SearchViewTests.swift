//
//  SearchViewTests.swift
//  Search module of TodoApp
//
//  Created by Jane Appleseed (Acme Inc.) on 2026-11-22.
//

import XCTest

@testable import TodoApp

/// Its tests are `async`: XCTest on Linux runs the tests of a main-actor class only when they are.
@MainActor
final class SearchViewTests: XCTestCase {
    func testLoadAndCloseGoToThePresenter() async {
        let presenter = PresenterSpy()
        let view = SearchView(presenter: presenter)

        await view.load()
        view.close()

        XCTAssertEqual(presenter.calls, ["load()", "didTapClose()"])
    }

    func testDismissClosesTheViewAndTellsThePresenter() async {
        let presenter = PresenterSpy()
        let view = SearchView(presenter: presenter)

        view.dismiss()

        XCTAssertTrue(view.isClosed)
        XCTAssertEqual(presenter.calls, ["didLeave()"])
    }

    func testRenderKeepsTheViewModel() async {
        let view = SearchView(presenter: PresenterSpy())
        let viewModel = SearchViewModel(
            title: "Search.title", content: .loaded([.init(id: 1, title: "One")]))

        view.render(viewModel)

        XCTAssertEqual(view.viewModel, viewModel)
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
