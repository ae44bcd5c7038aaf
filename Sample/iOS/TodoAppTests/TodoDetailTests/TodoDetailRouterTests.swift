//
//  TodoDetailRouterTests.swift
//  TodoDetail module of TodoApp
//
//  Created by viper-gen sample on 2026-09-21.
//

import Foundation
import TodoCore
import XCTest

@testable import TodoApp

@MainActor
final class TodoDetailRouterTests: XCTestCase {
    func testAssembleWiresEveryPart() async throws {
        let dependencies = DependenciesStub()
        let delegate = DelegateSpy()

        let module = TodoDetailRouter.assemble(dependencies: dependencies, delegate: delegate)

        let presenter = try XCTUnwrap(module.input as? TodoDetailPresenter)
        let interactor = try XCTUnwrap(presenter.interactor as? TodoDetailInteractor)
        let router = try XCTUnwrap(presenter.router as? TodoDetailRouter)
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

        _ = TodoDetailRouter.makeModule(dependencies: dependencies, configure: configuration.configure)

        XCTAssertEqual(configuration.inputs.count, 0)
    }

    func testCloseAsksTheViewToDismiss() async throws {
        let module = TodoDetailRouter.assemble(dependencies: DependenciesStub(), delegate: nil)
        let presenter = try XCTUnwrap(module.input as? TodoDetailPresenter)

        presenter.didTapClose()

        XCTAssertTrue(module.navigation.isClosing)
    }

    func testModuleIsReleasedWithItsView() async throws {
        var module: TodoDetailModule?
        weak var state: TodoDetailViewState?
        weak var presenter: TodoDetailPresenter?
        weak var interactor: TodoDetailInteractor?
        weak var router: TodoDetailRouter?
        weak var navigation: TodoDetailNavigation?
        do {
            let assembled = TodoDetailRouter.assemble(dependencies: DependenciesStub(), delegate: nil)
            let modulePresenter = try XCTUnwrap(assembled.input as? TodoDetailPresenter)
            module = assembled
            state = assembled.state
            presenter = modulePresenter
            interactor = modulePresenter.interactor as? TodoDetailInteractor
            router = modulePresenter.router as? TodoDetailRouter
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
private final class DelegateSpy: TodoDetailModuleDelegate {
    func todoDetailModuleDidClose(_ module: any TodoDetailModuleInput) {}

    func todoDetailModule(_ module: any TodoDetailModuleInput, didChange item: TodoItem) {}

    func todoDetailModule(_ module: any TodoDetailModuleInput, didDelete item: TodoItem) {}
}

@MainActor
private final class ConfigurationSpy {
    private(set) var inputs: [any TodoDetailModuleInput] = []

    func configure(_ input: any TodoDetailModuleInput) {
        inputs.append(input)
    }
}

private final class DependenciesStub: TodoDetailDependencies {
    let store: any TodoStore = InMemoryTodoStore()
    let clock: any DayClock = FixedDayClock(day: Day(iso: "2026-09-21")!)
    let calendar = Calendar.englishUS
    let weekStart = Weekday.sunday
}
