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
    func testAssembleWiresEveryPart() async throws {
        let dependencies = DependenciesStub()
        let delegate = DelegateSpy()

        let module = SearchRouter.assemble(dependencies: dependencies, delegate: delegate)

        let presenter = try XCTUnwrap(module.input as? SearchPresenter)
        let interactor = try XCTUnwrap(presenter.interactor as? SearchInteractor)
        let router = try XCTUnwrap(presenter.router as? SearchRouter)
        XCTAssertTrue(presenter.view === module.state)
        XCTAssertTrue(module.state.presenter === presenter)
        XCTAssertTrue(presenter.delegate === delegate)
        XCTAssertTrue(interactor.output === presenter)
        XCTAssertTrue(module.navigation === router.navigation)
        XCTAssertTrue(module.router === router)
        XCTAssertFalse(module.navigation.isClosing)
        XCTAssertNil(module.navigation.presented)
        XCTAssertNil(module.navigation.pushed)
        XCTAssertTrue(interactor.dependencies as? DependenciesStub === dependencies)
        XCTAssertTrue(router.dependencies as? DependenciesStub === dependencies)
    }

    func testMakingTheViewBuildsNoModule() async {
        let dependencies = DependenciesStub()
        let configuration = ConfigurationSpy()

        _ = SearchRouter.makeModule(dependencies: dependencies, configure: configuration.configure)

        XCTAssertEqual(configuration.inputs.count, 0)
    }

    func testCloseAsksTheViewToDismiss() async throws {
        let module = SearchRouter.assemble(dependencies: DependenciesStub(), delegate: nil)
        let presenter = try XCTUnwrap(module.input as? SearchPresenter)

        presenter.didTapClose()

        XCTAssertTrue(module.navigation.isClosing)
    }

    func testModuleIsReleasedWithItsView() async throws {
        var module: SearchModule?
        weak var state: SearchViewState?
        weak var presenter: SearchPresenter?
        weak var interactor: SearchInteractor?
        weak var router: SearchRouter?
        weak var navigation: SearchNavigation?
        do {
            let assembled = SearchRouter.assemble(dependencies: DependenciesStub(), delegate: nil)
            let modulePresenter = try XCTUnwrap(assembled.input as? SearchPresenter)
            module = assembled
            state = assembled.state
            presenter = modulePresenter
            interactor = modulePresenter.interactor as? SearchInteractor
            router = modulePresenter.router as? SearchRouter
            navigation = assembled.navigation
        }
        XCTAssertNotNil(module)
        XCTAssertNotNil(state)
        XCTAssertNotNil(presenter)
        XCTAssertNotNil(interactor)
        XCTAssertNotNil(router)
        XCTAssertNotNil(navigation)

        module = nil

        XCTAssertNil(module)
        XCTAssertNil(state)
        XCTAssertNil(presenter)
        XCTAssertNil(interactor)
        XCTAssertNil(router)
        XCTAssertNil(navigation)
    }
    // viper-gen: route tests
}

@MainActor
private final class DelegateSpy: SearchModuleDelegate {
    func searchModuleDidClose(_ module: any SearchModuleInput) {}
}

@MainActor
private final class ConfigurationSpy {
    private(set) var inputs: [any SearchModuleInput] = []

    func configure(_ input: any SearchModuleInput) {
        inputs.append(input)
    }
}

private final class DependenciesStub: SearchDependencies {}
