//
//  AboutRouterTests.swift
//  About module of TodoApp
//
//  Created by viper-gen sample on 2026-09-21.
//

import XCTest

@testable import TodoApp

@MainActor
final class AboutRouterTests: XCTestCase {
    func testMakeModuleWiresEveryPart() async throws {
        let dependencies = DependenciesStub()
        let delegate = DelegateSpy()

        let module = AboutRouter.makeModule(dependencies: dependencies, delegate: delegate)

        let presenter = try XCTUnwrap(module.view.presenter as? AboutPresenter)
        let interactor = try XCTUnwrap(presenter.interactor as? AboutInteractor)
        let router = try XCTUnwrap(presenter.router as? AboutRouter)
        XCTAssertTrue(module.input === presenter)
        XCTAssertTrue(presenter.view === module.view)
        XCTAssertTrue(presenter.delegate === delegate)
        XCTAssertTrue(interactor.output === presenter)
        XCTAssertTrue(router.view === module.view)
        XCTAssertTrue(interactor.dependencies as? DependenciesStub === dependencies)
        XCTAssertTrue(router.dependencies as? DependenciesStub === dependencies)
    }

    func testCloseDismissesTheView() async {
        let module = AboutRouter.makeModule(dependencies: DependenciesStub())

        module.view.close()

        XCTAssertTrue(module.view.isDismissed)
    }

    func testModuleIsReleasedWithItsView() async throws {
        var view: AboutView?
        weak var presenter: AboutPresenter?
        weak var interactor: AboutInteractor?
        weak var router: AboutRouter?
        do {
            let module = AboutRouter.makeModule(dependencies: DependenciesStub())
            let modulePresenter = try XCTUnwrap(module.input as? AboutPresenter)
            view = module.view
            presenter = modulePresenter
            interactor = modulePresenter.interactor as? AboutInteractor
            router = modulePresenter.router as? AboutRouter
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
private final class DelegateSpy: AboutModuleDelegate {
    func aboutModuleDidClose(_ module: any AboutModuleInput) {}
}
