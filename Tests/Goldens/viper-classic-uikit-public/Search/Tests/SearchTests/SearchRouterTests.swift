//
//  SearchRouterTests.swift
//  Search module of TodoApp
//
//  Created by Jane Appleseed (Acme Inc.) on 2026-11-22.
//

import UIKit
import XCTest

@testable import TodoApp

@MainActor
final class SearchRouterTests: XCTestCase {
    func testMakeModuleWiresEveryPart() async throws {
        let dependencies = DependenciesStub()
        let delegate = DelegateSpy()

        let module = SearchRouter.makeModule(dependencies: dependencies, delegate: delegate)

        let viewController = try XCTUnwrap(module.view as? SearchViewController)
        let presenter = try XCTUnwrap(viewController.presenter as? SearchPresenter)
        let interactor = try XCTUnwrap(presenter.interactor as? SearchInteractor)
        let router = try XCTUnwrap(presenter.router as? SearchRouter)
        XCTAssertTrue(module.input === presenter)
        XCTAssertTrue(presenter.view === viewController)
        XCTAssertTrue(presenter.delegate === delegate)
        XCTAssertTrue(interactor.output === presenter)
        XCTAssertTrue(router.viewController === viewController)
        XCTAssertTrue(interactor.dependencies as? DependenciesStub === dependencies)
        XCTAssertTrue(router.dependencies as? DependenciesStub === dependencies)
    }

    func testShowPushesOntoTheNavigationStack() async throws {
        let module = SearchRouter.makeModule(dependencies: DependenciesStub())
        let navigationController = UINavigationController(rootViewController: module.view)
        let presenter = try XCTUnwrap(module.input as? SearchPresenter)
        let router = try XCTUnwrap(presenter.router as? SearchRouter)
        let destination = UIViewController()

        router.show(destination)

        XCTAssertEqual(navigationController.viewControllers, [module.view, destination])
    }

    func testClosePopsTheModuleFromItsNavigationStack() async throws {
        let root = UIViewController()
        let navigationController = UINavigationController(rootViewController: root)
        let module = SearchRouter.makeModule(dependencies: DependenciesStub())
        navigationController.pushViewController(module.view, animated: false)
        let presenter = try XCTUnwrap(module.input as? SearchPresenter)

        presenter.didTapClose()

        XCTAssertEqual(navigationController.viewControllers, [root])
    }

    func testClosePopsWhatWasPushedAboveTheModuleToo() async throws {
        let root = UIViewController()
        let navigationController = UINavigationController(rootViewController: root)
        let module = SearchRouter.makeModule(dependencies: DependenciesStub())
        navigationController.pushViewController(module.view, animated: false)
        navigationController.pushViewController(UIViewController(), animated: false)
        let presenter = try XCTUnwrap(module.input as? SearchPresenter)

        presenter.didTapClose()

        XCTAssertEqual(navigationController.viewControllers, [root])
    }

    func testModuleIsReleasedWithItsViewController() async throws {
        var viewController: UIViewController?
        weak var releasedViewController: UIViewController?
        weak var presenter: SearchPresenter?
        weak var interactor: SearchInteractor?
        weak var router: SearchRouter?
        do {
            let module = SearchRouter.makeModule(dependencies: DependenciesStub())
            let modulePresenter = try XCTUnwrap(module.input as? SearchPresenter)
            viewController = module.view
            releasedViewController = module.view
            presenter = modulePresenter
            interactor = modulePresenter.interactor as? SearchInteractor
            router = modulePresenter.router as? SearchRouter
        }
        XCTAssertNotNil(presenter)
        XCTAssertNotNil(interactor)
        XCTAssertNotNil(router)

        viewController = nil

        XCTAssertNil(viewController)
        XCTAssertNil(releasedViewController)
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
