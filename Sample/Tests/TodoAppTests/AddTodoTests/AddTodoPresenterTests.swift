//
//  AddTodoPresenterTests.swift
//  AddTodo module of TodoApp
//
//  Created by viper-gen sample on 2026-09-21.
//

import XCTest

@testable import TodoApp
@testable import TodoCore

@MainActor
final class AddTodoPresenterTests: XCTestCase {
    func testViewDidLoadLoadsContent() async {
        let sut = makePresenter()

        sut.presenter.viewDidLoad()

        XCTAssertEqual(sut.interactor.loadContentCallCount, 1)
    }

    func testLoadedContentIsDisplayed() async {
        let sut = makePresenter()

        sut.presenter.didLoadContent(AddTodoContent(today: day("2026-11-22")))

        XCTAssertEqual(sut.view.displayedViewModels, [AddTodoViewModel(title: "New to-do", defaultDueDay: "today")])
    }

    func testCloseClosesTheModuleAndTellsTheDelegate() async {
        let sut = makePresenter()

        sut.presenter.didTapClose()

        XCTAssertEqual(sut.router.closeCallCount, 1)
        XCTAssertEqual(sut.delegate.closedModules.count, 1)
        XCTAssertTrue(sut.delegate.closedModules.first === sut.presenter)
        XCTAssertEqual(sut.interactor.saved.count, 0, "cancel stores nothing")
    }

    func testSaveAsksTheInteractor() async {
        let sut = makePresenter()

        sut.presenter.didEnterName("Milk")
        sut.presenter.didTapSave(name: "Milk", dueDay: "friday")

        XCTAssertEqual(sut.interactor.checkedNames, ["Milk"])
        XCTAssertEqual(sut.interactor.saved.map(\.name), ["Milk"])
        XCTAssertEqual(sut.interactor.saved.map(\.dueDay), ["friday"])
    }

    func testSavedTodoClosesTheModuleAndTellsTheDelegate() async {
        let sut = makePresenter()
        let item = TodoItem(id: 1, name: "Milk", dueDay: day("2026-11-22"))

        sut.presenter.didSave(item)

        XCTAssertEqual(sut.router.closeCallCount, 1)
        XCTAssertEqual(sut.delegate.addedItems, [item])
        XCTAssertEqual(sut.delegate.closedModules.count, 0)
    }

    func testFailureIsShownWithTheFieldToAskAgain() async {
        let sut = makePresenter()

        sut.presenter.didFailToSave(.emptyName)
        sut.presenter.didFailToSave(.invalidDueDay("soon"))
        sut.presenter.didFailToSave(.unwritableStore(path: "/s", reason: "full"))

        XCTAssertEqual(sut.view.errors.map(\.field), [.name, .dueDay, nil])
        XCTAssertEqual(sut.view.errors.first?.message, "the name must not be empty")
        XCTAssertEqual(sut.router.closeCallCount, 0)
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
    private(set) var errors: [InputErrorViewModel] = []

    func display(_ viewModel: AddTodoViewModel) {
        displayedViewModels.append(viewModel)
    }

    func showError(_ error: InputErrorViewModel) {
        errors.append(error)
    }
}

@MainActor
private final class InteractorSpy: AddTodoInteractorProtocol {
    private(set) var loadContentCallCount = 0
    private(set) var checkedNames: [String] = []
    private(set) var saved: [(name: String, dueDay: String)] = []

    func loadContent() {
        loadContentCallCount += 1
    }

    func checkName(_ name: String) {
        checkedNames.append(name)
    }

    func save(name: String, dueDay: String) {
        saved.append((name, dueDay))
    }
}

@MainActor
private final class RouterSpy: AddTodoRouterProtocol {
    private(set) var closeCallCount = 0

    func close() {
        closeCallCount += 1
    }
    // viper-gen: routes
}

@MainActor
private final class DelegateSpy: AddTodoModuleDelegate {
    private(set) var closedModules: [any AddTodoModuleInput] = []
    private(set) var addedItems: [TodoItem] = []

    func addTodoModuleDidClose(_ module: any AddTodoModuleInput) {
        closedModules.append(module)
    }

    func addTodoModule(_ module: any AddTodoModuleInput, didAdd item: TodoItem) {
        addedItems.append(item)
    }
}
