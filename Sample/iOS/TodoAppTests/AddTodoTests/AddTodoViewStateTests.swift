//
//  AddTodoViewStateTests.swift
//  AddTodo module of TodoApp
//
//  Created by viper-gen sample on 2026-09-21.
//

import TodoCore
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

    func testTheFirstDisplayStartsTheDatePickerOnToday() async {
        let sut = makeViewState()
        let today = Day(iso: "2026-09-21")!.date(in: .englishUS)

        sut.state.display(AddTodoViewModel(title: "New To-do", today: today))

        XCTAssertEqual(sut.state.viewModel, AddTodoViewModel(title: "New To-do", today: today))
        XCTAssertEqual(sut.state.dueDate, today)
    }

    func testALaterDisplayKeepsThePickedDate() async {
        let sut = makeViewState()
        sut.state.display(AddTodoViewModel(title: "New To-do", today: Day(iso: "2026-09-21")!.date(in: .englishUS)))
        let friday = Day(iso: "2026-09-25")!.date(in: .englishUS)
        sut.state.dueDate = friday

        sut.state.display(
            AddTodoViewModel(title: "New To-do", today: Day(iso: "2026-09-21")!.date(in: .englishUS), isSaving: true))

        XCTAssertEqual(sut.state.dueDate, friday)
    }

    func testSaveSendsWhatWasTypedAndPickedAndClearsTheLastProblem() async {
        let sut = makeViewState()
        sut.state.showError("the name must not be empty")
        sut.state.name = "Buy milk"
        sut.state.dueDate = Day(iso: "2026-09-25")!.date(in: .englishUS)

        sut.state.save()

        XCTAssertEqual(sut.presenter.events, [.didTapSave(name: "Buy milk", dueDay: "2026-09-25")])
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
        state.calendar = .englishUS
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
