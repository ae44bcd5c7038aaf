//
//  SearchRouterTests.swift
//  Search module of TodoApp
//
//  Created by Jane Appleseed (Acme Inc.) on 2026-11-22.
//

import XCTest

@testable import TodoApp

@MainActor
final class SearchRouterTests: XCTestCase {
    func testMakeModuleWiresEveryPart() async throws {
        let dependencies = DependenciesStub()
        let delegate = DelegateSpy()

        let module = SearchRouter.makeModule(dependencies: dependencies, delegate: delegate)

        let presenter = try XCTUnwrap(module.view.presenter as? SearchPresenter)
        let interactor = try XCTUnwrap(presenter.interactor as? SearchInteractor)
        let router = try XCTUnwrap(presenter.router as? SearchRouter)
        XCTAssertTrue(module.input === presenter)
        XCTAssertTrue(presenter.view === module.view)
        XCTAssertTrue(presenter.delegate === delegate)
        XCTAssertTrue(interactor.output === presenter)
        XCTAssertTrue(router.view === module.view)
        XCTAssertTrue(interactor.dependencies as? DependenciesStub === dependencies)
        XCTAssertTrue(router.dependencies as? DependenciesStub === dependencies)
    }

    func testCloseDismissesTheView() async {
        let module = SearchRouter.makeModule(dependencies: DependenciesStub())

        module.view.close()

        XCTAssertTrue(module.view.isDismissed)
    }

    func testModuleIsReleasedWithItsView() async throws {
        var view: SearchView?
        weak var presenter: SearchPresenter?
        weak var interactor: SearchInteractor?
        weak var router: SearchRouter?
        do {
            let module = SearchRouter.makeModule(dependencies: DependenciesStub())
            let modulePresenter = try XCTUnwrap(module.input as? SearchPresenter)
            view = module.view
            presenter = modulePresenter
            interactor = modulePresenter.interactor as? SearchInteractor
            router = modulePresenter.router as? SearchRouter
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
private final class DelegateSpy: SearchModuleDelegate {
    func searchModuleDidClose(_ module: any SearchModuleInput) {}
}

private final class DependenciesStub: SearchDependencies {}
