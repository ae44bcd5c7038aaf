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
    func testMakeModuleWiresEveryPart() async throws {
        let dependencies = DependenciesStub()
        let delegate = DelegateSpy()
        let screens = ScreenStack()

        let module = TodoListRouter.makeModule(dependencies: dependencies, screens: screens, delegate: delegate)

        let presenter = try XCTUnwrap(module.view.presenter as? TodoListPresenter)
        let interactor = try XCTUnwrap(presenter.interactor as? TodoListInteractor)
        let router = try XCTUnwrap(presenter.router as? TodoListRouter)
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
        let module = TodoListRouter.makeModule(dependencies: DependenciesStub(), screens: screens)
        screens.push(module.view)

        module.view.close()

        XCTAssertTrue(module.view.isDismissed)
        XCTAssertNil(screens.top)
    }

    func testAddNavigatesToTheAddScreenAndBackWithARefreshedList() async throws {
        let store = InMemoryTodoStore()
        let screens = ScreenStack()
        let module = TodoListRouter.makeModule(dependencies: DependenciesStub(store: store), screens: screens)
        screens.push(module.view)
        module.view.appear()

        module.view.presenter?.didTapAdd()
        let add = try XCTUnwrap(screens.top as? AddTodoView)
        XCTAssertTrue((add.presenter as? AddTodoPresenter)?.delegate === module.input)
        add.presenter?.didTapSave(name: "Buy milk", dueDay: "tomorrow")

        XCTAssertTrue(add.isDismissed)
        XCTAssertTrue(screens.top === module.view)
        XCTAssertEqual(module.view.viewModel?.sections.map(\.name), ["Tomorrow"])
    }

    func testSelectingNavigatesToTheDetailOfThatTodo() async throws {
        let store = InMemoryTodoStore([TodoItem(id: 4, name: "Buy milk", dueDay: day("2026-11-22"))])
        let screens = ScreenStack()
        let module = TodoListRouter.makeModule(dependencies: DependenciesStub(store: store), screens: screens)
        screens.push(module.view)
        module.view.appear()

        module.view.presenter?.didSelectTodo(id: 4)

        let detail = try XCTUnwrap(screens.top as? TodoDetailView)
        XCTAssertEqual(detail.viewModel?.name, "Buy milk")
        XCTAssertTrue((detail.presenter as? TodoDetailPresenter)?.delegate === module.input)
        detail.presenter?.didTapDelete()
        detail.presenter?.didConfirmDelete()
        XCTAssertTrue(screens.top === module.view)
        XCTAssertEqual(module.view.viewModel?.emptyMessage, "Nothing to do.")
    }

    func testModuleIsReleasedWithItsView() async throws {
        var view: TodoListView?
        weak let presenter: TodoListPresenter?
        weak let interactor: TodoListInteractor?
        weak let router: TodoListRouter?
        do {
            let module = TodoListRouter.makeModule(dependencies: DependenciesStub())
            let modulePresenter = try XCTUnwrap(module.input as? TodoListPresenter)
            view = module.view
            presenter = modulePresenter
            interactor = modulePresenter.interactor as? TodoListInteractor
            router = modulePresenter.router as? TodoListRouter
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
    func testAboutAsksTheRouterToOpenTheAboutModule() async throws {
        let module = TodoListRouter.makeModule(dependencies: DependenciesStub())
        let presenter = try XCTUnwrap(module.input as? TodoListPresenter)
        let router = try XCTUnwrap(presenter.router as? TodoListRouter)

        presenter.didTapAbout()
        let about = try XCTUnwrap(router.about)
        about.view.appear()

        XCTAssertEqual(
            about.view.renderedText(),
            "todo 1.0\nA to-do list for the terminal, built from VIPER modules that viper-gen generated.\n")
    }
    // viper-gen: route tests

    func testShowAboutOpensIt() async throws {
        let module = TodoListRouter.makeModule(dependencies: DependenciesStub())
        let presenter = try XCTUnwrap(module.input as? TodoListPresenter)
        let router = try XCTUnwrap(presenter.router as? TodoListRouter)

        router.showAbout()

        XCTAssertNotNil(router.about)
    }
}

@MainActor
private final class DelegateSpy: TodoListModuleDelegate {
    func todoListModuleDidClose(_ module: any TodoListModuleInput) {}
}
