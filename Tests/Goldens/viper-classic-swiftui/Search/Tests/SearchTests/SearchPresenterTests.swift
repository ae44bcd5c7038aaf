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
    func testViewDidLoadLoadsContent() async {
        let sut = makePresenter()

        sut.presenter.viewDidLoad()

        XCTAssertEqual(sut.interactor.loadContentCallCount, 1)
    }

    func testLoadedContentIsDisplayed() async {
        let sut = makePresenter()

        sut.presenter.didLoadContent(SearchContent())

        // The title's key itself: the test bundle has no translations.
        XCTAssertEqual(
            sut.view.displayedViewModels, [SearchViewModel(title: "Search")])
    }

    func testCloseClosesTheModuleAndTellsTheDelegate() async {
        let sut = makePresenter()

        sut.presenter.didTapClose()

        XCTAssertEqual(sut.router.closeCallCount, 1)
        XCTAssertEqual(sut.delegate.closedModules.count, 1)
        XCTAssertTrue(sut.delegate.closedModules.first === sut.presenter)
    }

    private func makePresenter() -> (
        presenter: SearchPresenter,
        view: ViewSpy,
        interactor: InteractorSpy,
        router: RouterSpy,
        delegate: DelegateSpy
    ) {
        let view = ViewSpy()
        let interactor = InteractorSpy()
        let router = RouterSpy()
        let delegate = DelegateSpy()
        let presenter = SearchPresenter(view: view, interactor: interactor, router: router)
        presenter.delegate = delegate
        return (presenter, view, interactor, router, delegate)
    }
}

@MainActor
private final class ViewSpy: SearchViewProtocol {
    private(set) var displayedViewModels: [SearchViewModel] = []

    func display(_ viewModel: SearchViewModel) {
        displayedViewModels.append(viewModel)
    }
}

@MainActor
private final class InteractorSpy: SearchInteractorProtocol {
    private(set) var loadContentCallCount = 0

    func loadContent() {
        loadContentCallCount += 1
    }
}

@MainActor
private final class RouterSpy: SearchRouterProtocol {
    private(set) var closeCallCount = 0

    func close() {
        closeCallCount += 1
    }
    // viper-gen: routes
}

@MainActor
private final class DelegateSpy: SearchModuleDelegate {
    private(set) var closedModules: [any SearchModuleInput] = []

    func searchModuleDidClose(_ module: any SearchModuleInput) {
        closedModules.append(module)
    }
}
