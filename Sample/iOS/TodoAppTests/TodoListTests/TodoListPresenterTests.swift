//
//  TodoListPresenterTests.swift
//  TodoList module of TodoApp
//
//  Created by viper-gen sample on 2026-09-21.
//

import XCTest

@testable import TodoApp

@MainActor
final class TodoListPresenterTests: XCTestCase {
    func testViewDidLoadLoadsContent() async {
        let sut = makePresenter()

        sut.presenter.viewDidLoad()

        XCTAssertEqual(sut.interactor.loadContentCallCount, 1)
    }

    func testLoadedContentIsDisplayed() async {
        let sut = makePresenter()

        sut.presenter.didLoadContent(TodoListContent(title: "Title"))

        XCTAssertEqual(sut.view.displayedViewModels, [TodoListViewModel(title: "Title")])
    }

    func testCloseClosesTheModuleAndTellsTheDelegate() async {
        let sut = makePresenter()

        sut.presenter.didTapClose()

        XCTAssertEqual(sut.router.closeCallCount, 1)
        XCTAssertEqual(sut.delegate.closedModules.count, 1)
        XCTAssertTrue(sut.delegate.closedModules.first === sut.presenter)
    }

    private func makePresenter() -> (
        presenter: TodoListPresenter,
        view: ViewSpy,
        interactor: InteractorSpy,
        router: RouterSpy,
        delegate: DelegateSpy
    ) {
        let view = ViewSpy()
        let interactor = InteractorSpy()
        let router = RouterSpy()
        let delegate = DelegateSpy()
        let presenter = TodoListPresenter(view: view, interactor: interactor, router: router)
        presenter.delegate = delegate
        return (presenter, view, interactor, router, delegate)
    }
}

@MainActor
private final class ViewSpy: TodoListViewProtocol {
    private(set) var displayedViewModels: [TodoListViewModel] = []

    func display(_ viewModel: TodoListViewModel) {
        displayedViewModels.append(viewModel)
    }
}

@MainActor
private final class InteractorSpy: TodoListInteractorProtocol {
    private(set) var loadContentCallCount = 0

    func loadContent() {
        loadContentCallCount += 1
    }
}

@MainActor
private final class RouterSpy: TodoListRouterProtocol {
    private(set) var closeCallCount = 0

    func close() {
        closeCallCount += 1
    }
}

@MainActor
private final class DelegateSpy: TodoListModuleDelegate {
    private(set) var closedModules: [any TodoListModuleInput] = []

    func todoListModuleDidClose(_ module: any TodoListModuleInput) {
        closedModules.append(module)
    }
}
