//
//  TodoListViewStateTests.swift
//  TodoList module of TodoApp
//
//  Created by viper-gen sample on 2026-09-21.
//

import XCTest

@testable import TodoApp

@MainActor
final class TodoListViewStateTests: XCTestCase {
    func testFirstAppearanceLoadsAndEveryAppearanceTellsThePresenter() async {
        let sut = makeViewState()

        sut.state.appear()
        sut.state.appear()

        XCTAssertEqual(sut.presenter.events, [.viewDidLoad, .viewWillAppear, .viewWillAppear])
    }

    func testDisplayKeepsTheViewModelAndClearsAProblem() async {
        let sut = makeViewState()
        let viewModel = TodoListViewModel(
            title: "Title", sections: [], emptyMessage: "Nothing to do.", toggleCompletedTitle: "Show Completed")
        sut.state.showError("no to-do with id 7")

        sut.state.display(viewModel)

        XCTAssertEqual(sut.state.viewModel, viewModel)
        XCTAssertNil(sut.state.errorMessage)
    }

    func testShowErrorKeepsTheMessage() async {
        let sut = makeViewState()

        sut.state.showError("no to-do with id 7")

        XCTAssertEqual(sut.state.errorMessage, "no to-do with id 7")
    }

    func testTheUsersActionsGoToThePresenter() async {
        let sut = makeViewState()

        sut.state.add()
        sut.state.select(id: 4)
        sut.state.toggleCompleted()
        sut.state.about()

        XCTAssertEqual(sut.presenter.events, [.didTapAdd, .didSelectTodo(4), .didTapToggleCompleted, .didTapAbout])
    }

    func testSwipesGoToThePresenter() async {
        let sut = makeViewState()

        sut.state.setCompleted(id: 2, true)
        sut.state.delete(id: 3)

        XCTAssertEqual(sut.presenter.events, [.didSwipeToSetCompleted(id: 2, true), .didSwipeToDelete(id: 3)])
    }

    func testCloseTellsThePresenter() async {
        let sut = makeViewState()

        sut.state.close()

        XCTAssertEqual(sut.presenter.events, [.didTapClose])
    }

    func testLeavingARouteTellsThePresenter() async {
        let sut = makeViewState()

        sut.state.dismissRoute()

        XCTAssertEqual(sut.presenter.events, [.didDismissRoute])
    }

    private func makeViewState() -> (state: TodoListViewState, presenter: PresenterSpy) {
        let presenter = PresenterSpy()
        let state = TodoListViewState()
        state.presenter = presenter
        return (state, presenter)
    }
}

@MainActor
private final class PresenterSpy: TodoListPresenterProtocol {
    enum Event: Equatable {
        case viewDidLoad
        case viewWillAppear
        case didTapClose
        case didTapAdd
        case didSelectTodo(Int)
        case didTapToggleCompleted
        case didTapAbout
        case didDismissRoute
        case didSwipeToSetCompleted(id: Int, Bool)
        case didSwipeToDelete(id: Int)
    }

    private(set) var events: [Event] = []

    func viewDidLoad() {
        events.append(.viewDidLoad)
    }

    func viewWillAppear() {
        events.append(.viewWillAppear)
    }

    func didTapClose() {
        events.append(.didTapClose)
    }

    func didTapAdd() {
        events.append(.didTapAdd)
    }

    func didSelectTodo(id: Int) {
        events.append(.didSelectTodo(id))
    }

    func didTapToggleCompleted() {
        events.append(.didTapToggleCompleted)
    }

    func didTapAbout() {
        events.append(.didTapAbout)
    }

    func didSwipeToSetCompleted(id: Int, _ isCompleted: Bool) {
        events.append(.didSwipeToSetCompleted(id: id, isCompleted))
    }

    func didSwipeToDelete(id: Int) {
        events.append(.didSwipeToDelete(id: id))
    }

    func didDismissRoute() {
        events.append(.didDismissRoute)
    }
}
