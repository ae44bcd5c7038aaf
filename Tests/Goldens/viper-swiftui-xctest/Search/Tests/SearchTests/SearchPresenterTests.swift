//
//  SearchPresenterTests.swift
//  Search module of TodoApp
//
//  Created by Jane Appleseed (Acme Inc.) on 2026-11-22.
//

import XCTest

@testable import TodoApp
@MainActor
final class SearchPresenterTests: XCTestCase {
    func testTheScreenStartsLoadingWithItsTitle() {
        let sut = makePresenter()

        XCTAssertEqual(sut.presenter.viewModel.title.key, "Search.title")
        XCTAssertEqual(sut.presenter.viewModel.content, .loading)
    }

    func testLoadShowsTheItems() async {
        let sut = makePresenter()
        await sut.result.resolve(with: .success(SearchContent(items: [.init(id: 7, name: "Seven")])))

        await sut.presenter.load()

        XCTAssertEqual(
            sut.presenter.viewModel.content, .loaded([SearchViewModel.Row(id: 7, title: "Seven")]))
    }

    func testLoadWithoutItemsShowsThatItIsEmpty() async {
        let sut = makePresenter()
        await sut.result.resolve(with: .success(SearchContent()))

        await sut.presenter.load()

        XCTAssertEqual(sut.presenter.viewModel.content.message?.key, "Search.empty")
    }

    func testAFailedLoadShowsTheFailureAndRetryLoadsAgain() async {
        let sut = makePresenter()
        await sut.result.resolve(with: .failure(TestError()))
        await sut.presenter.load()
        XCTAssertEqual(sut.presenter.viewModel.content.message?.key, "Search.loadFailed")

        await sut.result.resolve(with: .success(SearchContent()))
        await sut.presenter.load()
        XCTAssertEqual(sut.presenter.viewModel.content.message?.key, "Search.empty")
    }

    func testACancelledLoadChangesNothing() async {
        let sut = makePresenter()

        let load = Task { await sut.presenter.load() }
        load.cancel()
        await sut.result.resolve(with: .success(SearchContent(items: [.init(id: 7, name: "Seven")])))
        await load.value

        XCTAssertEqual(sut.presenter.viewModel.content, .loading)
    }

    func testCloseAsksTheRouterAndLeavesTheDelegateToTheScreen() {
        let sut = makePresenter()

        sut.presenter.didTapClose()

        XCTAssertEqual(sut.router.calls, ["close()"])
        XCTAssertEqual(sut.delegate.calls, [])
    }

    func testLeavingTellsTheDelegate() {
        let sut = makePresenter()

        sut.presenter.didLeave()

        XCTAssertEqual(sut.delegate.calls, ["searchModuleDidClose(_:)"])
    }

    private func makePresenter() -> (
        presenter: SearchPresenter,
        result: PendingResult<SearchContent>,
        router: RouterSpy,
        delegate: DelegateSpy
    ) {
        let result = PendingResult<SearchContent>()
        let router = RouterSpy()
        let delegate = DelegateSpy()
        let presenter = SearchPresenter(interactor: InteractorStub(result), router: router)
        presenter.delegate = delegate
        return (presenter, result, router, delegate)
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
