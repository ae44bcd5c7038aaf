//
//  AddTodoPresenterTests.swift
//  AddTodo module of TodoApp
//
//  Created by viper-gen sample on 2026-09-21.
//

import Foundation
import TodoCore
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

        sut.presenter.didLoadContent(AddTodoContent(today: Day(iso: "2026-09-21")!))

        XCTAssertEqual(
            sut.view.displayedViewModels,
            [AddTodoViewModel(title: "New To-do", today: Day(iso: "2026-09-21")!.date(in: .englishUS))])
    }

    func testSaveAsksTheInteractorToAdd() async {
        let sut = makePresenter()

        sut.presenter.didTapSave(name: "Buy milk", dueDay: "friday")

        XCTAssertEqual(sut.interactor.saved.map(\.name), ["Buy milk"])
        XCTAssertEqual(sut.interactor.saved.map(\.dueDay), ["friday"])
    }

    func testSaveIsDisabledUntilTheSaveEnds() async {
        let sut = makePresenter()
        sut.presenter.didLoadContent(AddTodoContent(today: Day(iso: "2026-09-21")!))

        sut.presenter.didTapSave(name: "Buy milk", dueDay: "")

        XCTAssertEqual(
            sut.view.displayedViewModels.last,
            AddTodoViewModel(title: "New To-do", today: Day(iso: "2026-09-21")!.date(in: .englishUS), isSaving: true))
    }

    func testADoubleTappedSaveAsksTheInteractorOnce() async {
        let sut = makePresenter()
        sut.presenter.didLoadContent(AddTodoContent(today: Day(iso: "2026-09-21")!))

        sut.presenter.didTapSave(name: "Buy milk", dueDay: "")
        sut.presenter.didTapSave(name: "Buy milk", dueDay: "")

        XCTAssertEqual(sut.interactor.saved.map(\.name), ["Buy milk"])
    }

    func testAFailedSaveEnablesSaveAgainAndShowsWhy() async {
        let sut = makePresenter()
        sut.presenter.didLoadContent(AddTodoContent(today: Day(iso: "2026-09-21")!))
        sut.presenter.didTapSave(name: " ", dueDay: "")

        sut.presenter.didFailToSave(.emptyName)
        sut.presenter.didTapSave(name: "Buy milk", dueDay: "")

        XCTAssertEqual(sut.view.displayedViewModels.map(\.isSaving), [false, true, false, true])
        XCTAssertEqual(sut.view.errors, ["The name must not be empty."])
        XCTAssertEqual(sut.interactor.saved.map(\.name), [" ", "Buy milk"])
    }

    func testASavedToDoClosesTheModuleAndGoesToTheDelegate() async {
        let sut = makePresenter()
        let milk = TodoItem(id: 1, name: "Buy milk", dueDay: Day(iso: "2026-09-21")!)

        sut.presenter.didSave(milk)

        XCTAssertEqual(sut.router.closeCallCount, 1)
        XCTAssertEqual(sut.delegate.addedItems, [milk])
        XCTAssertEqual(sut.delegate.closedModules.count, 0)
    }

    func testAFailedSaveShowsWhy() async {
        let sut = makePresenter()

        sut.presenter.didFailToSave(.emptyName)

        XCTAssertEqual(sut.view.errors, ["The name must not be empty."])
        XCTAssertEqual(sut.router.closeCallCount, 0)
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
        presenter.calendar = .englishUS
        return (presenter, view, interactor, router, delegate)
    }
}

@MainActor
private final class ViewSpy: AddTodoViewProtocol {
    private(set) var displayedViewModels: [AddTodoViewModel] = []

    func display(_ viewModel: AddTodoViewModel) {
        displayedViewModels.append(viewModel)
    }

    private(set) var errors: [String] = []

    func showError(_ message: String) {
        errors.append(message)
    }
}

@MainActor
private final class InteractorSpy: AddTodoInteractorProtocol {
    private(set) var loadContentCallCount = 0

    func loadContent() {
        loadContentCallCount += 1
    }

    private(set) var saved: [(name: String, dueDay: String)] = []

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

    func addTodoModuleDidClose(_ module: any AddTodoModuleInput) {
        closedModules.append(module)
    }

    private(set) var addedItems: [TodoItem] = []

    func addTodoModule(_ module: any AddTodoModuleInput, didAdd item: TodoItem) {
        addedItems.append(item)
    }
}
