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
    func testAssembleWiresEveryPart() async throws {
        let dependencies = DependenciesStub()
        let delegate = DelegateSpy()

        let module = AboutRouter.assemble(dependencies: dependencies, delegate: delegate)

        let presenter = try XCTUnwrap(module.input as? AboutPresenter)
        let interactor = try XCTUnwrap(presenter.interactor as? AboutInteractor)
        let router = try XCTUnwrap(presenter.router as? AboutRouter)
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

        _ = AboutRouter.makeModule(dependencies: dependencies, configure: configuration.configure)

        XCTAssertEqual(configuration.inputs.count, 0)
    }

    func testCloseAsksTheViewToDismiss() async throws {
        let module = AboutRouter.assemble(dependencies: DependenciesStub(), delegate: nil)
        let presenter = try XCTUnwrap(module.input as? AboutPresenter)

        presenter.didTapClose()

        XCTAssertTrue(module.navigation.isClosing)
    }

    func testModuleIsReleasedWithItsView() async throws {
        var module: AboutModule?
        weak var state: AboutViewState?
        weak var presenter: AboutPresenter?
        weak var interactor: AboutInteractor?
        weak var router: AboutRouter?
        weak var navigation: AboutNavigation?
        do {
            let assembled = AboutRouter.assemble(dependencies: DependenciesStub(), delegate: nil)
            let modulePresenter = try XCTUnwrap(assembled.input as? AboutPresenter)
            module = assembled
            state = assembled.state
            presenter = modulePresenter
            interactor = modulePresenter.interactor as? AboutInteractor
            router = modulePresenter.router as? AboutRouter
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
private final class DelegateSpy: AboutModuleDelegate {
    func aboutModuleDidClose(_ module: any AboutModuleInput) {}
}

@MainActor
private final class ConfigurationSpy {
    private(set) var inputs: [any AboutModuleInput] = []

    func configure(_ input: any AboutModuleInput) {
        inputs.append(input)
    }
}

private final class DependenciesStub: AboutDependencies {}
