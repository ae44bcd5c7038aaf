//
//  AddTodoPresenterTests.swift
//  AddTodo module of TodoApp
//
//  Created by viper-gen sample on 2026-09-21.
//

import XCTest

@testable import TodoApp

@MainActor
final class AddTodoPresenterTests: XCTestCase {
    func testViewDidLoadLoadsContent() async {
        let sut = makePresenter()

        sut.presenter.viewDidLoad()

        XCTAssertEqual(sut.interactor.loadContentCallCount, 1)
    }

    func testLoadedContentIsDisplayed() async {
        let sut = makePresenter()

        sut.presenter.didLoadContent(AddTodoContent(title: "Title"))

        XCTAssertEqual(sut.view.displayedViewModels, [AddTodoViewModel(title: "Title")])
    }

    func testCloseClosesTheModuleAndTellsTheDelegate() async {
        let sut = makePresenter()

        sut.presenter.didTapClose()

        XCTAssertEqual(sut.router.closeCallCount, 1)
        XCTAssertEqual(sut.delegate.closedModules.count, 1)
        XCTAssertTrue(sut.delegate.closedModules.first === sut.presenter)
    }

    private func makePresenter() -> (
        presenter: AddTodoPresenter,
        view: ViewSpy,
        interactor: InteractorSpy,
        router: RouterSpy,
        delegate: DelegateSpy
    ) {
        let view = ViewSpy()
        let interactor = InteractorSpy()
        let router = RouterSpy()
        let delegate = DelegateSpy()
        let presenter = AddTodoPresenter(view: view, interactor: interactor, router: router)
        presenter.delegate = delegate
        return (presenter, view, interactor, router, delegate)
    }
}

@MainActor
private final class ViewSpy: AddTodoViewProtocol {
    private(set) var displayedViewModels: [AddTodoViewModel] = []

    func display(_ viewModel: AddTodoViewModel) {
        displayedViewModels.append(viewModel)
    }
}

@MainActor
private final class InteractorSpy: AddTodoInteractorProtocol {
    private(set) var loadContentCallCount = 0

    func loadContent() {
        loadContentCallCount += 1
    }
}

@MainActor
private final class RouterSpy: AddTodoRouterProtocol {
    private(set) var closeCallCount = 0

    func close() {
        closeCallCount += 1
    }
}

@MainActor
private final class DelegateSpy: AddTodoModuleDelegate {
    private(set) var closedModules: [any AddTodoModuleInput] = []

    func addTodoModuleDidClose(_ module: any AddTodoModuleInput) {
        closedModules.append(module)
    }
}
