//
//  MapRouterTests.swift
//  Map module of TodoApp
//
//  Created by Jane Appleseed (Acme Inc.) on 2026-11-22.
//

import XCTest

@testable import TodoApp

@MainActor
final class MapRouterTests: XCTestCase {
    func testMakeModuleWiresEveryPart() async throws {
        let delegate = DelegateSpy()

        let module = MapRouter.makeModule(delegate: delegate)

        let presenter = try XCTUnwrap(module.view.presenter as? MapPresenter)
        let interactor = try XCTUnwrap(presenter.interactor as? MapInteractor)
        let router = try XCTUnwrap(presenter.router as? MapRouter)
        XCTAssertTrue(module.input === presenter)
        XCTAssertTrue(presenter.view === module.view)
        XCTAssertTrue(presenter.delegate === delegate)
        XCTAssertTrue(interactor.output === presenter)
        XCTAssertTrue(router.view === module.view)
    }

    func testCloseDismissesTheView() async {
        let module = MapRouter.makeModule()

        module.view.close()

        XCTAssertTrue(module.view.isDismissed)
    }

    func testModuleIsReleasedWithItsView() async throws {
        var view: MapView?
        weak var presenter: MapPresenter?
        weak var interactor: MapInteractor?
        weak var router: MapRouter?
        do {
            let module = MapRouter.makeModule()
            let modulePresenter = try XCTUnwrap(module.input as? MapPresenter)
            view = module.view
            presenter = modulePresenter
            interactor = modulePresenter.interactor as? MapInteractor
            router = modulePresenter.router as? MapRouter
        }
        XCTAssertNotNil(view)
        XCTAssertNotNil(presenter)
        XCTAssertNotNil(interactor)
        XCTAssertNotNil(router)

        view = nil

        XCTAssertNil(view)
        XCTAssertNil(presenter)
        XCTAssertNil(interactor)
        XCTAssertNil(router)
    }
    // viper-gen: route tests
}

@MainActor
private final class DelegateSpy: MapModuleDelegate {
    func mapModuleDidClose(_ module: any MapModuleInput) {}
}
