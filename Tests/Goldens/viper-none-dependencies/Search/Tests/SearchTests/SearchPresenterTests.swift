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
    private let result = PendingResult<SearchContent>()
    private let router = RouterSpy()
    private let delegate = DelegateSpy()
    private let view = ViewSpy()
    private let presenter: SearchPresenter

    init() {
        presenter = SearchPresenter(interactor: InteractorStub(result), router: router)
        presenter.delegate = delegate
        presenter.view = view
    }

    @Test func theScreenStartsLoadingWithItsTitle() {
        #expect(presenter.viewModel.title.key == "Search.title")
        #expect(presenter.viewModel.content == .loading)
        #expect(view.rendered == [presenter.viewModel])
    }

    @Test func loadShowsTheItems() async {
        await result.resolve(with: .success(SearchContent(items: [.init(id: 7, name: "Seven")])))

        await presenter.load()

        #expect(presenter.viewModel.content == .loaded([SearchViewModel.Row(id: 7, title: "Seven")]))
        #expect(view.rendered.last == presenter.viewModel)
    }

    @Test func loadWithoutItemsShowsThatItIsEmpty() async {
        await result.resolve(with: .success(SearchContent()))

        await presenter.load()

        #expect(presenter.viewModel.content.message?.key == "Search.empty")
    }

    @Test func aFailedLoadShowsTheFailureAndRetryLoadsAgain() async {
        await result.resolve(with: .failure(TestError()))
        await presenter.load()
        #expect(presenter.viewModel.content.message?.key == "Search.loadFailed")

        await result.resolve(with: .success(SearchContent()))
        await presenter.load()
        #expect(presenter.viewModel.content.message?.key == "Search.empty")
    }

    @Test func aCancelledLoadChangesNothing() async {
        let load = Task { await presenter.load() }
        load.cancel()
        await result.resolve(with: .success(SearchContent(items: [.init(id: 7, name: "Seven")])))
        await load.value

        #expect(presenter.viewModel.content == .loading)
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

private final class InteractorStub: SearchInteractorProtocol {
    let result: PendingResult<SearchContent>

    init(_ result: PendingResult<SearchContent>) {
        self.result = result
    }

    func loadContent() async throws -> SearchContent {
        try await result.value()
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
