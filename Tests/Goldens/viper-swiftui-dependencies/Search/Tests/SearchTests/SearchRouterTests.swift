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

        let presenter = try XCTUnwrap(module.input as? SearchPresenter)
        let state = try XCTUnwrap(presenter.view as? SearchViewState)
        let interactor = try XCTUnwrap(presenter.interactor as? SearchInteractor)
        let router = try XCTUnwrap(presenter.router as? SearchRouter)
        XCTAssertTrue(state.presenter === presenter)
        XCTAssertTrue(presenter.delegate === delegate)
        XCTAssertTrue(interactor.output === presenter)
        XCTAssertFalse(router.navigation.isClosed)
        XCTAssertTrue(interactor.dependencies as? DependenciesStub === dependencies)
        XCTAssertTrue(router.dependencies as? DependenciesStub === dependencies)
    }

    func testCloseAsksTheViewToDismiss() async throws {
        let module = SearchRouter.makeModule(dependencies: DependenciesStub())
        let presenter = try XCTUnwrap(module.input as? SearchPresenter)
        let router = try XCTUnwrap(presenter.router as? SearchRouter)

        presenter.didTapClose()

        XCTAssertTrue(router.navigation.isClosed)
    }

    func testModuleIsReleasedWithItsView() async throws {
        var view: SearchView?
        weak let state: SearchViewState?
        weak let presenter: SearchPresenter?
        weak let interactor: SearchInteractor?
        weak let router: SearchRouter?
        weak let navigation: SearchNavigation?
        do {
            let module = SearchRouter.makeModule(dependencies: DependenciesStub())
            let modulePresenter = try XCTUnwrap(module.input as? SearchPresenter)
            let moduleRouter = try XCTUnwrap(modulePresenter.router as? SearchRouter)
            view = module.view
            state = modulePresenter.view as? SearchViewState
            presenter = modulePresenter
            interactor = modulePresenter.interactor as? SearchInteractor
            router = moduleRouter
            navigation = moduleRouter.navigation
        }
        XCTAssertNotNil(view)
        XCTAssertNotNil(state)
        XCTAssertNotNil(presenter)
        XCTAssertNotNil(interactor)
        XCTAssertNotNil(router)
        XCTAssertNotNil(navigation)

        view = nil

        XCTAssertNil(view)
        XCTAssertNil(state)
        XCTAssertNil(presenter)
        XCTAssertNil(interactor)
        XCTAssertNil(router)
        XCTAssertNil(navigation)
    }
}

@MainActor
private final class DelegateSpy: SearchModuleDelegate {
    func searchModuleDidClose(_ module: any SearchModuleInput) {}
}

private final class DependenciesStub: SearchDependencies {}
