//
//  URLPreviewRouterTests.swift
//  URLPreview module of TodoApp
//
//  Created by Jane Appleseed (Acme Inc.) on 2026-11-22.
//

import XCTest

@testable import TodoApp

@MainActor
final class URLPreviewRouterTests: XCTestCase {
    func testMakeModuleWiresEveryPart() async throws {
        let delegate = DelegateSpy()

        let module = URLPreviewRouter.makeModule(delegate: delegate)

        let presenter = try XCTUnwrap(module.view.presenter as? URLPreviewPresenter)
        let interactor = try XCTUnwrap(presenter.interactor as? URLPreviewInteractor)
        let router = try XCTUnwrap(presenter.router as? URLPreviewRouter)
        XCTAssertTrue(module.input === presenter)
        XCTAssertTrue(presenter.view === module.view)
        XCTAssertTrue(presenter.delegate === delegate)
        XCTAssertTrue(interactor.output === presenter)
        XCTAssertTrue(router.view === module.view)
    }

    func testCloseDismissesTheView() async {
        let module = URLPreviewRouter.makeModule()

        module.view.close()

        XCTAssertTrue(module.view.isDismissed)
    }

    func testModuleIsReleasedWithItsView() async throws {
        var view: URLPreviewView?
        weak var presenter: URLPreviewPresenter?
        weak var interactor: URLPreviewInteractor?
        weak var router: URLPreviewRouter?
        do {
            let module = URLPreviewRouter.makeModule()
            let modulePresenter = try XCTUnwrap(module.input as? URLPreviewPresenter)
            view = module.view
            presenter = modulePresenter
            interactor = modulePresenter.interactor as? URLPreviewInteractor
            router = modulePresenter.router as? URLPreviewRouter
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
private final class DelegateSpy: URLPreviewModuleDelegate {
    func urlPreviewModuleDidClose(_ module: any URLPreviewModuleInput) {}
}
