//
//  TodoListRouterTests.swift
//  TodoList module of TodoApp
//
//  Created by viper-gen sample on 2026-09-21.
//

import Foundation
import TodoCore
import XCTest

@testable import TodoApp

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

        _ = TodoListRouter.makeModule(dependencies: dependencies, configure: configuration.configure)

        XCTAssertEqual(configuration.inputs.count, 0)
    }

    func testCloseAsksTheViewToDismiss() async throws {
        let module = TodoListRouter.assemble(dependencies: DependenciesStub(), delegate: nil)
        let presenter = try XCTUnwrap(module.input as? TodoListPresenter)

        presenter.didTapClose()

        XCTAssertTrue(module.navigation.isClosing)
    }

    func testAddMakesTheAddScreenAndShowsIt() async throws {
        let router = TodoListRouter(dependencies: DependenciesStub())
        let delegate = AddDelegateSpy()

        router.presentAddTodo(delegate: delegate)

        XCTAssertEqual(router.navigation.presented, .addTodo)
        XCTAssertNil(router.navigation.pushed)
        // The module the screen builds when it appears: with the list's dependencies and the given delegate.
        let module = router.addTodoScreen().assemble()
        let presenter = try XCTUnwrap(module.input as? AddTodoPresenter)
        let interactor = try XCTUnwrap(presenter.interactor as? AddTodoInteractor)
        XCTAssertTrue(presenter.delegate === delegate)
        XCTAssertTrue(interactor.dependencies as? DependenciesStub === router.dependencies as? DependenciesStub)
    }

    func testOpeningAToDoMakesItsDetailScreenAndShowsIt() async throws {
        let router = TodoListRouter(dependencies: DependenciesStub())
        let delegate = DetailDelegateSpy()

        router.presentTodoDetail(id: 2, delegate: delegate)

        XCTAssertEqual(router.navigation.pushed, .todoDetail(id: 2))
        XCTAssertNil(router.navigation.presented)
        // The module the screen builds when it appears: showing to-do 2, with the given delegate.
        let module = router.todoDetailScreen(id: 2).assemble()
        let presenter = try XCTUnwrap(module.input as? TodoDetailPresenter)
        XCTAssertTrue(presenter.delegate === delegate)
        XCTAssertEqual(presenter.interactor.todoID, 2)
    }

    func testTheScreensGoAwayWhenTheirPresentationEnds() async throws {
        let router = TodoListRouter(dependencies: DependenciesStub())
        router.presentAddTodo(delegate: AddDelegateSpy())
        router.presentTodoDetail(id: 2, delegate: DetailDelegateSpy())

        // What SwiftUI does when the sheet is swiped away and when Back is tapped.
        router.navigation.isPresenting = false
        router.navigation.isPushing = false

        XCTAssertNil(router.navigation.presented)
        XCTAssertNil(router.navigation.pushed)
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
    func testAboutAsksTheRouterToPresentTheAboutScreen() async throws {
        let module = TodoListRouter.assemble(dependencies: DependenciesStub(), delegate: nil)
        let presenter = try XCTUnwrap(module.input as? TodoListPresenter)

        presenter.didTapAbout()

        XCTAssertEqual(module.navigation.presented, .about)
        XCTAssertNil(module.navigation.pushed)
    }
    // viper-gen: route tests

    func testShowAboutPresentsItsRoute() async throws {
        let module = TodoListRouter.assemble(dependencies: DependenciesStub(), delegate: nil)
        let presenter = try XCTUnwrap(module.input as? TodoListPresenter)
        let router = try XCTUnwrap(presenter.router as? TodoListRouter)

        router.showAbout()

        XCTAssertEqual(module.navigation.presented, .about)
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

@MainActor
private final class AddDelegateSpy: AddTodoModuleDelegate {
    func addTodoModuleDidClose(_ module: any AddTodoModuleInput) {}

    func addTodoModule(_ module: any AddTodoModuleInput, didAdd item: TodoItem) {}
}

@MainActor
private final class DetailDelegateSpy: TodoDetailModuleDelegate {
    func todoDetailModuleDidClose(_ module: any TodoDetailModuleInput) {}

    func todoDetailModule(_ module: any TodoDetailModuleInput, didChange item: TodoItem) {}

    func todoDetailModule(_ module: any TodoDetailModuleInput, didDelete item: TodoItem) {}
}

private final class DependenciesStub: TodoListDependencies {
    let store: any TodoStore = InMemoryTodoStore()
    let clock: any DayClock = FixedDayClock(day: Day(year: 2026, month: 9, day: 21)!)
    let calendar = Calendar.englishUS
    let weekStart = Weekday.sunday
}
