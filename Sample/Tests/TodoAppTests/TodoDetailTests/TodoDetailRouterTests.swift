//
//  TodoDetailInteractorTests.swift
//  TodoDetail module of TodoApp
//
//  Created by viper-gen sample on 2026-09-21.
//

import XCTest

@testable import TodoApp

@MainActor
final class TodoDetailRouterTests: XCTestCase {
    func testMakeModuleWiresEveryPart() async throws {
        let delegate = DelegateSpy()
        let screens = ScreenStack()

        let module = TodoDetailRouter.makeModule(dependencies: makeDependencies(), screens: screens, delegate: delegate)
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
    }

    func testCloseDismissesTheViewAndTakesItOffTheScreens() async {
        let screens = ScreenStack()
        let module = TodoDetailRouter.makeModule(dependencies: makeDependencies(), screens: screens)
        screens.push(module.view)

        module.view.presenter?.didTapClose()

        XCTAssertTrue(module.view.isDismissed)
        XCTAssertNil(screens.top)
    }

    func testModuleIsReleasedWithItsView() async {
        var view: TodoDetailView? = TodoDetailRouter.makeModule(dependencies: makeDependencies()).view
        weak let presenter = view?.presenter as? TodoDetailPresenter
        weak let interactor = presenter?.interactor as? TodoDetailInteractor
        weak let router = presenter?.router as? TodoDetailRouter
        XCTAssertNotNil(presenter)
        XCTAssertNotNil(interactor)
        XCTAssertNotNil(router)

        view = nil

        XCTAssertNil(view)
        XCTAssertNil(presenter)
        XCTAssertNil(interactor)
        XCTAssertNil(router)
    }
}

@MainActor
private final class DelegateSpy: TodoDetailModuleDelegate {
    func todoDetailModuleDidClose(_ module: any TodoDetailModuleInput) {}
    func todoDetailModule(_ module: any TodoDetailModuleInput, didChange item: TodoItem) {}
    func todoDetailModule(_ module: any TodoDetailModuleInput, didDelete item: TodoItem) {}
}
