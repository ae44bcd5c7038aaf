//
//  SearchPresenterTests.swift
//  Search module of TodoApp
//
//  Created by Jane Appleseed (Acme Inc.) on 2026-11-22.
//

import Testing

@testable import TodoApp

@MainActor
struct SearchPresenterTests {
    private let router = RouterSpy()
    private let delegate = DelegateSpy()
    private let view = ViewSpy()
    private let presenter: SearchPresenter

    init() {
        presenter = SearchPresenter(router: router)
        presenter.delegate = delegate
        presenter.view = view
    }

    @Test func theScreenStartsLoadingWithItsTitle() {
        #expect(presenter.viewModel.title.key == "Search.title")
        #expect(view.rendered == [presenter.viewModel])
    }

    @Test func loadShowsTheScreen() async {
        await presenter.load()

        #expect(presenter.viewModel.content == .loaded([]))
    }

    @Test func closeAsksTheRouterAndLeavesTheDelegateToTheScreen() {
        presenter.didTapClose()

        #expect(router.calls == ["close()"])
        #expect(delegate.calls.isEmpty)
    }

    @Test func leavingTellsTheDelegate() {
        presenter.didLeave()

        #expect(delegate.calls == ["searchModuleDidClose(_:)"])
    }
}

private final class RouterSpy: Spy, SearchRouterProtocol {
    func close() {
        record()
    }
    // viper-gen: routes
}

private final class DelegateSpy: Spy, SearchModuleDelegate {
    func searchModuleDidClose(_ module: any SearchModuleInput) {
        record()
    }
}

@MainActor
private final class ViewSpy: ModuleView {
    private(set) var rendered: [SearchViewModel] = []

    func render(_ viewModel: SearchViewModel) {
        rendered.append(viewModel)
    }
}
