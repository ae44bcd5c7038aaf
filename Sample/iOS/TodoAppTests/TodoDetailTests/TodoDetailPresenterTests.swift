//
//  TodoDetailPresenterTests.swift
//  TodoDetail module of TodoApp
//
//  Created by viper-gen sample on 2026-09-21.
//

import Foundation
import TodoCore
import XCTest

@testable import TodoApp

@MainActor
final class TodoDetailPresenterTests: XCTestCase {
    private let milk = TodoItem(id: 1, name: "Buy milk", dueDay: Day(iso: "2026-09-25")!)

    func testViewDidLoadLoadsContent() async {
        let sut = makePresenter()

        sut.presenter.viewDidLoad()

        XCTAssertEqual(sut.interactor.events, [.loadContent])
    }

    func testShowTodoTellsTheInteractorWhichOne() async {
        let sut = makePresenter()

        sut.presenter.showTodo(id: 4)

        XCTAssertEqual(sut.interactor.todoID, 4)
    }

    func testLoadedContentIsDisplayed() async {
        let sut = makePresenter()

        sut.presenter.didLoadContent(TodoDetailContent(item: milk, relation: .laterThisWeek))

        XCTAssertEqual(
            sut.view.displayedViewModels,
            [
                TodoDetailViewModel(
                    title: "Buy milk", name: "Buy milk", dueText: "Friday, September 25 (Later This Week)",
                    dueDay: "2026-09-25", isCompleted: false, completionTitle: "Mark as Done")
            ])
    }

    func testTheUsersChangesGoToTheInteractor() async {
        let sut = makePresenter()

        sut.presenter.didTapSetCompleted(true)
        sut.presenter.didTapSave(name: "Buy oat milk", dueDay: "friday")

        XCTAssertEqual(sut.interactor.events, [.setCompleted(true), .update(name: "Buy oat milk", dueDay: "friday")])
    }

    func testAChangeIsShownAndGoesToTheDelegate() async {
        let sut = makePresenter()
        var done = milk
        done.isCompleted = true

        sut.presenter.didUpdateContent(TodoDetailContent(item: done, relation: .laterThisWeek))

        XCTAssertEqual(sut.view.displayedViewModels.map(\.completionTitle), ["Mark as Not Done"])
        XCTAssertEqual(sut.delegate.changedItems, [done])
    }

    func testDeleteAsksFirstAndDeletesOnlyWhenConfirmed() async {
        let sut = makePresenter()
        sut.presenter.didLoadContent(TodoDetailContent(item: milk, relation: .laterThisWeek))

        sut.presenter.didTapDelete()

        XCTAssertEqual(sut.view.questions, ["Delete \u{201C}Buy milk\u{201D}?"])
        XCTAssertEqual(sut.interactor.events, [])

        sut.presenter.didConfirmDelete()

        XCTAssertEqual(sut.interactor.events, [.delete])
    }

    func testADeletedToDoClosesTheModuleAndGoesToTheDelegate() async {
        let sut = makePresenter()

        sut.presenter.didDelete(milk)

        XCTAssertEqual(sut.router.closeCallCount, 1)
        XCTAssertEqual(sut.delegate.deletedItems, [milk])
    }

    func testAFailureIsShown() async {
        let sut = makePresenter()

        sut.presenter.didFail(.changedElsewhere(id: 1))

        XCTAssertEqual(
            sut.view.errors,
            [
                "This to-do was changed elsewhere since you opened it, so nothing was changed. Check it and try again."
            ])
    }

    func testCloseClosesTheModuleAndTellsTheDelegate() async {
        let sut = makePresenter()

        sut.presenter.didTapClose()

        XCTAssertEqual(sut.router.closeCallCount, 1)
        XCTAssertEqual(sut.delegate.closedModules.count, 1)
        XCTAssertTrue(sut.delegate.closedModules.first === sut.presenter)
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
        presenter.calendar = .englishUS
        return (presenter, view, interactor, router, delegate)
    }
}

@MainActor
private final class ViewSpy: TodoDetailViewProtocol {
    private(set) var displayedViewModels: [TodoDetailViewModel] = []
    private(set) var errors: [String] = []
    private(set) var questions: [String] = []

    func display(_ viewModel: TodoDetailViewModel) {
        displayedViewModels.append(viewModel)
    }

    func showError(_ message: String) {
        errors.append(message)
    }

    func askToConfirmDelete(_ question: String) {
        questions.append(question)
    }
}

@MainActor
private final class InteractorSpy: TodoDetailInteractorProtocol {
    enum Event: Equatable {
        case loadContent
        case setCompleted(Bool)
        case update(name: String, dueDay: String)
        case delete
    }

    var todoID: Int?
    private(set) var events: [Event] = []

    func loadContent() {
        events.append(.loadContent)
    }

    func setCompleted(_ isCompleted: Bool) {
        events.append(.setCompleted(isCompleted))
    }

    func update(name: String, dueDay: String) {
        events.append(.update(name: name, dueDay: dueDay))
    }

    func delete() {
        events.append(.delete)
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
