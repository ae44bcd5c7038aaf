//
//  AddTodoViewStateTests.swift
//  AddTodo module of TodoApp
//
//  Created by viper-gen sample on 2026-09-21.
//

import XCTest

@testable import TodoApp

@MainActor
final class AddTodoViewStateTests: XCTestCase {
    func testFirstAppearanceLoadsAndEveryAppearanceTellsThePresenter() async {
        let sut = makeViewState()

        sut.state.appear()
        sut.state.appear()

        XCTAssertEqual(sut.presenter.events, [.viewDidLoad, .viewWillAppear, .viewWillAppear])
    }

    func testDisplayKeepsTheViewModel() async {
        let sut = makeViewState()

        sut.state.display(AddTodoViewModel(title: "Title", dueDayPrompt: "Due"))

        XCTAssertEqual(sut.state.viewModel, AddTodoViewModel(title: "Title", dueDayPrompt: "Due"))
    }

    func testSaveSendsWhatWasTypedAndClearsTheLastProblem() async {
        let sut = makeViewState()
        sut.state.showError("the name must not be empty")
        sut.state.name = "Buy milk"
        sut.state.dueDay = "friday"

        sut.state.save()

        XCTAssertEqual(sut.presenter.events, [.didTapSave(name: "Buy milk", dueDay: "friday")])
        XCTAssertNil(sut.state.errorMessage)
    }

    func testShowErrorKeepsTheMessage() async {
        let sut = makeViewState()

        sut.state.showError("the name must not be empty")

        XCTAssertEqual(sut.state.errorMessage, "the name must not be empty")
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

    private func makeViewState() -> (state: AddTodoViewState, presenter: PresenterSpy) {
        let presenter = PresenterSpy()
        let state = AddTodoViewState()
        state.presenter = presenter
        return (state, presenter)
    }
}

@MainActor
private final class PresenterSpy: AddTodoPresenterProtocol {
    enum Event: Equatable {
        case viewDidLoad
        case viewWillAppear
        case didTapClose
        case didTapSave(name: String, dueDay: String)
        case didDismissRoute
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

    func didTapSave(name: String, dueDay: String) {
        events.append(.didTapSave(name: name, dueDay: dueDay))
    }

    func didDismissRoute() {
        events.append(.didDismissRoute)
    }
}
