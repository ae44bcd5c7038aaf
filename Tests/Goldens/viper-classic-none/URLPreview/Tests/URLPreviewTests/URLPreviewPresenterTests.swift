//
//  URLPreviewPresenterTests.swift
//  URLPreview module of TodoApp
//
//  Created by Jane Appleseed (Acme Inc.) on 2026-11-22.
//

import XCTest

@testable import TodoApp

@MainActor
final class URLPreviewPresenterTests: XCTestCase {
    func testViewDidLoadLoadsContent() async {
        let sut = makePresenter()

        sut.presenter.viewDidLoad()

        XCTAssertEqual(sut.interactor.loadContentCallCount, 1)
    }

    func testLoadedContentIsDisplayed() async {
        let sut = makePresenter()

        sut.presenter.didLoadContent(URLPreviewContent())

        // The title's key itself: the test bundle has no translations.
        XCTAssertEqual(
            sut.view.displayedViewModels, [URLPreviewViewModel(title: "URLPreview")])
    }

    func testCloseClosesTheModuleAndTellsTheDelegate() async {
        let sut = makePresenter()

        sut.presenter.didTapClose()

        XCTAssertEqual(sut.router.closeCallCount, 1)
        XCTAssertEqual(sut.delegate.closedModules.count, 1)
        XCTAssertTrue(sut.delegate.closedModules.first === sut.presenter)
    }

    private func makePresenter() -> (
        presenter: URLPreviewPresenter,
        view: ViewSpy,
        interactor: InteractorSpy,
        router: RouterSpy,
        delegate: DelegateSpy
    ) {
        let view = ViewSpy()
        let interactor = InteractorSpy()
        let router = RouterSpy()
        let delegate = DelegateSpy()
        let presenter = URLPreviewPresenter(view: view, interactor: interactor, router: router)
        presenter.delegate = delegate
        return (presenter, view, interactor, router, delegate)
    }
}

@MainActor
private final class ViewSpy: URLPreviewViewProtocol {
    private(set) var displayedViewModels: [URLPreviewViewModel] = []

    func display(_ viewModel: URLPreviewViewModel) {
        displayedViewModels.append(viewModel)
    }
}

@MainActor
private final class InteractorSpy: URLPreviewInteractorProtocol {
    private(set) var loadContentCallCount = 0

    func loadContent() {
        loadContentCallCount += 1
    }
}

@MainActor
private final class RouterSpy: URLPreviewRouterProtocol {
    private(set) var closeCallCount = 0

    func close() {
        closeCallCount += 1
    }
    // viper-gen: routes
}

@MainActor
private final class DelegateSpy: URLPreviewModuleDelegate {
    private(set) var closedModules: [any URLPreviewModuleInput] = []

    func urlPreviewModuleDidClose(_ module: any URLPreviewModuleInput) {
        closedModules.append(module)
    }
}
