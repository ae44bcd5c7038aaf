//
//  TodoListRouterTests.swift
//  TodoList module of TodoApp
//
//  Created by viper-gen sample on 2026-09-21.
//

import XCTest

@testable import TodoApp
@testable import TodoCore

@MainActor
final class TodoListRouterTests: XCTestCase {
    func testAssembleWiresEveryPart() async throws {
        let dependencies = DependenciesStub()
        let delegate = DelegateSpy()

        let module = TodoListRouter.assemble(dependencies: dependencies, delegate: delegate)

        let presenter = try XCTUnwrap(module.input as? TodoListPresenter)
        let interactor = try XCTUnwrap(presenter.interactor as? TodoListInteractor)
        let router = try XCTUnwrap(presenter.router as? TodoListRouter)
        XCTAssertTrue(presenter.view === module.state)
        XCTAssertTrue(module.state.presenter === presenter)
        XCTAssertTrue(presenter.delegate === delegate)
        XCTAssertTrue(interactor.output === presenter)
        XCTAssertTrue(module.navigation === router.navigation)
        XCTAssertFalse(module.navigation.isClosing)
        XCTAssertTrue(interactor.dependencies as? DependenciesStub === dependencies)
        XCTAssertTrue(router.dependencies as? DependenciesStub === dependencies)
    }

    func testMakingTheViewBuildsNoModule() async {
        let dependencies = DependenciesStub()
        let configuration = ConfigurationSpy()

        _ = TodoListRouter.makeModule(dependencies: dependencies, configure: configuration.configure)

        XCTAssertEqual(configuration.inputs.count, 0)
    }

    func testCloseAsksTheViewToDismiss() async throws {
        let module = TodoListRouter.assemble(dependencies: DependenciesStub(), delegate: nil)
        let presenter = try XCTUnwrap(module.input as? TodoListPresenter)

        presenter.didTapClose()

        XCTAssertTrue(module.navigation.isClosing)
    }

    func testModuleIsReleasedWithItsView() async throws {
        var module: TodoListModule?
        weak var state: TodoListViewState?
        weak var presenter: TodoListPresenter?
        weak var interactor: TodoListInteractor?
        weak var router: TodoListRouter?
        weak var navigation: TodoListNavigation?
        do {
            let assembled = TodoListRouter.assemble(dependencies: DependenciesStub(), delegate: nil)
            let modulePresenter = try XCTUnwrap(assembled.input as? TodoListPresenter)
            module = assembled
            state = assembled.state
            presenter = modulePresenter
            interactor = modulePresenter.interactor as? TodoListInteractor
            router = modulePresenter.router as? TodoListRouter
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
}

@MainActor
private final class DelegateSpy: TodoListModuleDelegate {
    func todoListModuleDidClose(_ module: any TodoListModuleInput) {}
}

@MainActor
private final class ConfigurationSpy {
    private(set) var inputs: [any TodoListModuleInput] = []

    func configure(_ input: any TodoListModuleInput) {
        inputs.append(input)
    }
}

private final class DependenciesStub: TodoListDependencies {
    let clock: any DayClock = FixedDayClock(day: Day(year: 2026, month: 9, day: 21)!)
}
