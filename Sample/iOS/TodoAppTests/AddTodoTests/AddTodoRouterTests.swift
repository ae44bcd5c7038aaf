//
//  AddTodoRouterTests.swift
//  AddTodo module of TodoApp
//
//  Created by viper-gen sample on 2026-09-21.
//

import Foundation
import TodoCore
import XCTest

@testable import TodoApp

@MainActor
final class AddTodoRouterTests: XCTestCase {
    func testAssembleWiresEveryPart() async throws {
        let dependencies = DependenciesStub()
        let delegate = DelegateSpy()

        let module = AddTodoRouter.assemble(dependencies: dependencies, delegate: delegate)

        let presenter = try XCTUnwrap(module.input as? AddTodoPresenter)
        let interactor = try XCTUnwrap(presenter.interactor as? AddTodoInteractor)
        let router = try XCTUnwrap(presenter.router as? AddTodoRouter)
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

        _ = AddTodoRouter.makeModule(dependencies: dependencies, configure: configuration.configure)

        XCTAssertEqual(configuration.inputs.count, 0)
    }

    func testCloseAsksTheViewToDismiss() async throws {
        let module = AddTodoRouter.assemble(dependencies: DependenciesStub(), delegate: nil)
        let presenter = try XCTUnwrap(module.input as? AddTodoPresenter)

        presenter.didTapClose()

        XCTAssertTrue(module.navigation.isClosing)
    }

    func testModuleIsReleasedWithItsView() async throws {
        var module: AddTodoModule?
        weak var state: AddTodoViewState?
        weak var presenter: AddTodoPresenter?
        weak var interactor: AddTodoInteractor?
        weak var router: AddTodoRouter?
        weak var navigation: AddTodoNavigation?
        do {
            let assembled = AddTodoRouter.assemble(dependencies: DependenciesStub(), delegate: nil)
            let modulePresenter = try XCTUnwrap(assembled.input as? AddTodoPresenter)
            module = assembled
            state = assembled.state
            presenter = modulePresenter
            interactor = modulePresenter.interactor as? AddTodoInteractor
            router = modulePresenter.router as? AddTodoRouter
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
private final class DelegateSpy: AddTodoModuleDelegate {
    func addTodoModuleDidClose(_ module: any AddTodoModuleInput) {}

    func addTodoModule(_ module: any AddTodoModuleInput, didAdd item: TodoItem) {}
}

@MainActor
private final class ConfigurationSpy {
    private(set) var inputs: [any AddTodoModuleInput] = []

    func configure(_ input: any AddTodoModuleInput) {
        inputs.append(input)
    }
}

private final class DependenciesStub: AddTodoDependencies {
    let store: any TodoStore = InMemoryTodoStore()
    let clock: any DayClock = FixedDayClock(day: Day(iso: "2026-09-21")!)
    let calendar = Calendar.englishUS
}
