//
//  AddTodoRouterTests.swift
//  AddTodo module of TodoApp
//
//  Created by viper-gen sample on 2026-09-21.
//

import XCTest

@testable import TodoApp
@testable import TodoCore

@MainActor
final class AddTodoRouterTests: XCTestCase {
    func testMakeModuleWiresEveryPart() async throws {
        let dependencies = DependenciesStub()
        let delegate = DelegateSpy()
        let screens = ScreenStack()

        let module = AddTodoRouter.makeModule(dependencies: dependencies, screens: screens, delegate: delegate)

        let presenter = try XCTUnwrap(module.view.presenter as? AddTodoPresenter)
        let interactor = try XCTUnwrap(presenter.interactor as? AddTodoInteractor)
        let router = try XCTUnwrap(presenter.router as? AddTodoRouter)
        XCTAssertTrue(module.input === presenter)
        XCTAssertTrue(presenter.view === module.view)
        XCTAssertTrue(presenter.delegate === delegate)
        XCTAssertTrue(interactor.output === presenter)
        XCTAssertTrue(router.view === module.view)
        XCTAssertTrue(router.screens === screens)
        XCTAssertTrue(interactor.dependencies as? DependenciesStub === dependencies)
        XCTAssertTrue(router.dependencies as? DependenciesStub === dependencies)
    }

    func testCloseDismissesTheViewAndTakesItOffTheScreens() async {
        let screens = ScreenStack()
        let module = AddTodoRouter.makeModule(dependencies: DependenciesStub(), screens: screens)
        screens.push(module.view)

        module.view.close()

        XCTAssertTrue(module.view.isDismissed)
        XCTAssertNil(screens.top)
    }

    func testSavingThroughTheWholeModuleStoresAndCloses() async {
        let store = InMemoryTodoStore()
        let delegate = DelegateSpy()
        let module = AddTodoRouter.makeModule(dependencies: DependenciesStub(store: store), delegate: delegate)
        module.view.appear()

        module.view.presenter?.didTapSave(name: "Milk", dueDay: "+1w")

        XCTAssertEqual(store.items, [TodoItem(id: 1, name: "Milk", dueDay: day("2026-11-29"))])
        XCTAssertEqual(delegate.addedItems, store.items)
        XCTAssertTrue(module.view.isDismissed)
    }

    func testModuleIsReleasedWithItsView() async throws {
        var view: AddTodoView?
        weak let presenter: AddTodoPresenter?
        weak let interactor: AddTodoInteractor?
        weak let router: AddTodoRouter?
        do {
            let module = AddTodoRouter.makeModule(dependencies: DependenciesStub())
            let modulePresenter = try XCTUnwrap(module.input as? AddTodoPresenter)
            view = module.view
            presenter = modulePresenter
            interactor = modulePresenter.interactor as? AddTodoInteractor
            router = modulePresenter.router as? AddTodoRouter
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
private final class DelegateSpy: AddTodoModuleDelegate {
    private(set) var addedItems: [TodoItem] = []

    func addTodoModuleDidClose(_ module: any AddTodoModuleInput) {}

    func addTodoModule(_ module: any AddTodoModuleInput, didAdd item: TodoItem) {
        addedItems.append(item)
    }
}
