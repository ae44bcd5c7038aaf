//
//  TodoDetailPresenterTests.swift
//  TodoDetail module of TodoApp
//
//  Created by viper-gen sample on 2026-09-21.
//

import XCTest

@testable import TodoApp
@testable import TodoCore

@MainActor
final class TodoDetailPresenterTests: XCTestCase {
    private let rent = TodoItem(id: 2, name: "Pay rent", dueDay: day("2026-11-20"))

    func testViewDidLoadLoadsContent() async {
        let sut = makePresenter()

        sut.presenter.viewDidLoad()

        XCTAssertEqual(sut.interactor.loadContentCallCount, 1)
    }

    func testShowTodoConfiguresTheInteractor() async {
        let sut = makePresenter()

        sut.presenter.showTodo(id: 2)

        XCTAssertEqual(sut.interactor.todoID, 2)
    }

    func testLoadedContentIsDisplayed() async {
        let sut = makePresenter()

        sut.presenter.didLoadContent(TodoDetailContent(item: rent, relation: .overdue))

        XCTAssertEqual(
            sut.view.displayedViewModels,
            [
                TodoDetailViewModel(
                    id: 2, name: "Pay rent", dueText: "Friday, 2026-11-20 (Overdue)", dueDay: "2026-11-20",
                    isCompleted: false)
            ])
    }

    func testCloseClosesTheModuleAndTellsTheDelegate() async {
        let sut = makePresenter()

        sut.presenter.didTapClose()

        XCTAssertEqual(sut.router.closeCallCount, 1)
        XCTAssertEqual(sut.delegate.closedModules.count, 1)
        XCTAssertTrue(sut.delegate.closedModules.first === sut.presenter)
    }

    func testActionsGoToTheInteractor() async {
        let sut = makePresenter()

        sut.presenter.didTapSetCompleted(true)
        sut.presenter.didTapSetCompleted(false)
        sut.presenter.didEnterName("A")
        sut.presenter.didTapSave(name: "A", dueDay: nil)

        XCTAssertEqual(sut.interactor.completions, [true, false])
        XCTAssertEqual(sut.interactor.checkedNames, ["A"])
        XCTAssertEqual(sut.interactor.updates.map(\.name), ["A"])
    }

    func testUpdateIsDisplayedAndTheDelegateIsTold() async {
        let sut = makePresenter()
        var done = rent
        done.isCompleted = true

        sut.presenter.didUpdateContent(TodoDetailContent(item: done, relation: .earlier))

        XCTAssertEqual(sut.view.displayedViewModels.map(\.isCompleted), [true])
        XCTAssertEqual(sut.delegate.changedItems, [done])
    }

    func testDeleteOnlyAfterConfirmation() async {
        let sut = makePresenter()
        sut.presenter.didLoadContent(TodoDetailContent(item: rent, relation: .overdue))

        sut.presenter.didTapDelete()
        XCTAssertEqual(sut.view.questions, ["Delete \"Pay rent\"? (y/N)"])
        XCTAssertEqual(sut.interactor.deleteCallCount, 0)

        sut.presenter.didConfirmDelete()
        XCTAssertEqual(sut.interactor.deleteCallCount, 1)
    }

    func testDeletedTodoClosesTheModuleAndTellsTheDelegate() async {
        let sut = makePresenter()

        sut.presenter.didDelete(rent)

        XCTAssertEqual(sut.router.closeCallCount, 1)
        XCTAssertEqual(sut.delegate.deletedItems, [rent])
    }

    func testFailureIsShown() async {
        let sut = makePresenter()

        sut.presenter.didFail(.unknownID("9"))
        sut.presenter.didFail(.dueDayInPast(day("2026-11-01")))

        XCTAssertEqual(
            sut.view.errors,
            [
                InputErrorViewModel(message: "no to-do with id 9", field: nil),
                InputErrorViewModel(message: "the due day 2026-11-01 is before today", field: .dueDay),
            ])
    }

    private func makePresenter() -> (
        presenter: TodoDetailPresenter,
        view: ViewSpy,
        interactor: InteractorSpy,
        router: RouterSpy,
        delegate: DelegateSpy
    ) {
        let view = ViewSpy()
        let interactor = InteractorSpy()
        let router = RouterSpy()
        let delegate = DelegateSpy()
        let presenter = TodoDetailPresenter(view: view, interactor: interactor, router: router)
        presenter.delegate = delegate
        return (presenter, view, interactor, router, delegate)
    }
}

@MainActor
private final class ViewSpy: TodoDetailViewProtocol {
    private(set) var displayedViewModels: [TodoDetailViewModel] = []
    private(set) var errors: [InputErrorViewModel] = []
    private(set) var questions: [String] = []

    func display(_ viewModel: TodoDetailViewModel) {
        displayedViewModels.append(viewModel)
    }

    func showError(_ error: InputErrorViewModel) {
        errors.append(error)
    }

    func askToConfirmDelete(_ question: String) {
        questions.append(question)
    }
}

@MainActor
private final class InteractorSpy: TodoDetailInteractorProtocol {
    var todoID: Int?
    private(set) var loadContentCallCount = 0
    private(set) var completions: [Bool] = []
    private(set) var checkedNames: [String] = []
    private(set) var updates: [(name: String?, dueDay: String?)] = []
    private(set) var deleteCallCount = 0

    func loadContent() {
        loadContentCallCount += 1
    }

    func setCompleted(_ isCompleted: Bool) {
        completions.append(isCompleted)
    }

    func checkName(_ name: String) {
        checkedNames.append(name)
    }

    func update(name: String?, dueDay: String?) {
        updates.append((name, dueDay))
    }

    func delete() {
        deleteCallCount += 1
    }
}

@MainActor
private final class RouterSpy: TodoDetailRouterProtocol {
    private(set) var closeCallCount = 0

    func close() {
        closeCallCount += 1
    }
    // viper-gen: routes
}

@MainActor
private final class DelegateSpy: TodoDetailModuleDelegate {
    private(set) var closedModules: [any TodoDetailModuleInput] = []
    private(set) var changedItems: [TodoItem] = []
    private(set) var deletedItems: [TodoItem] = []

    func todoDetailModuleDidClose(_ module: any TodoDetailModuleInput) {
        closedModules.append(module)
    }

    func todoDetailModule(_ module: any TodoDetailModuleInput, didChange item: TodoItem) {
        changedItems.append(item)
    }

    func todoDetailModule(_ module: any TodoDetailModuleInput, didDelete item: TodoItem) {
        deletedItems.append(item)
    }
}
