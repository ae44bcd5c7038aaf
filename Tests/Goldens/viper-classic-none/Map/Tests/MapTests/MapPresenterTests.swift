//
//  MapPresenterTests.swift
//  Map module of TodoApp
//
//  Created by Jane Appleseed (Acme Inc.) on 2026-11-22.
//

import XCTest

@testable import TodoApp

@MainActor
final class MapPresenterTests: XCTestCase {
    func testViewDidLoadLoadsContent() async {
        let sut = makePresenter()

        sut.presenter.viewDidLoad()

        XCTAssertEqual(sut.interactor.loadContentCallCount, 1)
    }

    func testLoadedContentIsDisplayed() async {
        let sut = makePresenter()

        sut.presenter.didLoadContent(MapContent())

        // The title's key itself: the test bundle has no translations.
        XCTAssertEqual(
            sut.view.displayedViewModels, [MapViewModel(title: "Map")])
    }

    func testCloseClosesTheModuleAndTellsTheDelegate() async {
        let sut = makePresenter()

        sut.presenter.didTapClose()

        XCTAssertEqual(sut.router.closeCallCount, 1)
        XCTAssertEqual(sut.delegate.closedModules.count, 1)
        XCTAssertTrue(sut.delegate.closedModules.first === sut.presenter)
    }

    private func makePresenter() -> (
        presenter: MapPresenter,
        view: ViewSpy,
        interactor: InteractorSpy,
        router: RouterSpy,
        delegate: DelegateSpy
    ) {
        let view = ViewSpy()
        let interactor = InteractorSpy()
        let router = RouterSpy()
        let delegate = DelegateSpy()
        let presenter = MapPresenter(view: view, interactor: interactor, router: router)
        presenter.delegate = delegate
        return (presenter, view, interactor, router, delegate)
    }
}

@MainActor
private final class ViewSpy: MapViewProtocol {
    private(set) var displayedViewModels: [MapViewModel] = []

    func display(_ viewModel: MapViewModel) {
        displayedViewModels.append(viewModel)
    }
}

@MainActor
private final class InteractorSpy: MapInteractorProtocol {
    private(set) var loadContentCallCount = 0

    func loadContent() {
        loadContentCallCount += 1
    }
}

@MainActor
private final class RouterSpy: MapRouterProtocol {
    private(set) var closeCallCount = 0

    func close() {
        closeCallCount += 1
    }
    // viper-gen: routes
}

@MainActor
private final class DelegateSpy: MapModuleDelegate {
    private(set) var closedModules: [any MapModuleInput] = []

    func mapModuleDidClose(_ module: any MapModuleInput) {
        closedModules.append(module)
    }
}
