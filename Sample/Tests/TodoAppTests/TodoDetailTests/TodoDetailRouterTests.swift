//
//  TodoDetailRouterTests.swift
//  TodoDetail module of TodoApp
//
//  Created by viper-gen sample on 2026-09-21.
//

import XCTest

@testable import TodoApp
@testable import TodoCore

@MainActor
final class TodoDetailRouterTests: XCTestCase {
    func testMakeModuleWiresEveryPart() async throws {
        let dependencies = DependenciesStub()
        let delegate = DelegateSpy()
        let screens = ScreenStack()

        let module = TodoDetailRouter.makeModule(dependencies: dependencies, screens: screens, delegate: delegate)
        module.input.showTodo(id: 5)

        let presenter = try XCTUnwrap(module.view.presenter as? TodoDetailPresenter)
        let interactor = try XCTUnwrap(presenter.interactor as? TodoDetailInteractor)
        let router = try XCTUnwrap(presenter.router as? TodoDetailRouter)
        XCTAssertTrue(module.input === presenter)
        XCTAssertTrue(presenter.view === module.view)
        XCTAssertTrue(presenter.delegate === delegate)
        XCTAssertTrue(interactor.output === presenter)
        XCTAssertEqual(interactor.todoID, 5)
        XCTAssertTrue(router.view === module.view)
        XCTAssertTrue(router.screens === screens)
        XCTAssertTrue(interactor.dependencies as? DependenciesStub === dependencies)
        XCTAssertTrue(router.dependencies as? DependenciesStub === dependencies)
    }

    func testCloseDismissesTheViewAndTakesItOffTheScreens() async {
        let screens = ScreenStack()
        let module = TodoDetailRouter.makeModule(dependencies: DependenciesStub(), screens: screens)
        screens.push(module.view)

        module.view.close()

        XCTAssertTrue(module.view.isDismissed)
        XCTAssertNil(screens.top)
    }

    func testModuleIsReleasedWithItsView() async throws {
        var view: TodoDetailView?
        weak let presenter: TodoDetailPresenter?
        weak let interactor: TodoDetailInteractor?
        weak let router: TodoDetailRouter?
        do {
            let module = TodoDetailRouter.makeModule(dependencies: DependenciesStub())
            let modulePresenter = try XCTUnwrap(module.input as? TodoDetailPresenter)
            view = module.view
            presenter = modulePresenter
            interactor = modulePresenter.interactor as? TodoDetailInteractor
            router = modulePresenter.router as? TodoDetailRouter
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
private final class DelegateSpy: TodoDetailModuleDelegate {
    func todoDetailModuleDidClose(_ module: any TodoDetailModuleInput) {}
    func todoDetailModule(_ module: any TodoDetailModuleInput, didChange item: TodoItem) {}
    func todoDetailModule(_ module: any TodoDetailModuleInput, didDelete item: TodoItem) {}
}
