//
//  TodoDetailViewStateTests.swift
//  TodoDetail module of TodoApp
//
//  Created by viper-gen sample on 2026-09-21.
//

import Foundation
import XCTest

@testable import TodoApp

@MainActor
final class TodoDetailViewStateTests: XCTestCase {
    func testFirstAppearanceLoadsAndEveryAppearanceTellsThePresenter() async {
        let sut = makeViewState()

        sut.state.appear()
        sut.state.appear()

        XCTAssertEqual(sut.presenter.events, [.viewDidLoad, .viewWillAppear, .viewWillAppear])
    }

    func testDisplayKeepsTheViewModel() async {
        let sut = makeViewState()

        sut.state.showError("the name must not be empty")
        sut.state.name = "typed"

        sut.state.display(milk)

        XCTAssertEqual(sut.state.viewModel, milk)
        XCTAssertEqual(sut.state.name, "Buy milk")
        XCTAssertEqual(sut.state.dueDay, "2026-09-21")
        XCTAssertNil(sut.state.errorMessage)
    }

    func testMarkingDoneKeepsUnsavedEdits() async {
        let sut = makeViewState()
        sut.state.display(milk)
        sut.state.name = "Buy oat milk"
        sut.state.dueDay = "friday"

        // What the presenter displays once the to-do is stored as done: the same name and due day.
        sut.state.display(milkDone)

        XCTAssertEqual(sut.state.name, "Buy oat milk")
        XCTAssertEqual(sut.state.dueDay, "friday")
        XCTAssertEqual(sut.state.viewModel?.completionTitle, "Mark as Not Done")
    }

    func testAFieldShowsWhatIsStoredOnceThatChanged() async {
        let sut = makeViewState()
        sut.state.display(milk)
        sut.state.name = "Buy oat milk"

        // Changed elsewhere: what is stored wins over the edit, and the unedited due day follows too.
        var changed = milk
        changed.name = "Buy soy milk"
        changed.dueDay = "2026-09-25"
        sut.state.display(changed)

        XCTAssertEqual(sut.state.name, "Buy soy milk")
        XCTAssertEqual(sut.state.dueDay, "2026-09-25")
    }

    func testTheUsersActionsGoToThePresenter() async {
        let sut = makeViewState()
        sut.state.display(milk)
        sut.state.name = "Buy oat milk"
        sut.state.dueDay = "friday"

        sut.state.save()
        sut.state.toggleCompleted()
        sut.state.delete()

        XCTAssertEqual(
            sut.presenter.events,
            [.didTapSave(name: "Buy oat milk", dueDay: "friday"), .didTapSetCompleted(true), .didTapDelete])
    }

    func testDeletingAsksFirst() async {
        let sut = makeViewState()

        sut.state.askToConfirmDelete("Delete \u{201C}Buy milk\u{201D}?")

        XCTAssertEqual(sut.state.deleteQuestion, "Delete \u{201C}Buy milk\u{201D}?")
        XCTAssertTrue(sut.state.isAskingToDelete)

        sut.state.confirmDelete()

        XCTAssertEqual(sut.presenter.events, [.didConfirmDelete])
        XCTAssertFalse(sut.state.isAskingToDelete)
    }

    func testCancellingTheQuestionDeletesNothing() async {
        let sut = makeViewState()
        sut.state.askToConfirmDelete("Delete \u{201C}Buy milk\u{201D}?")

        // What SwiftUI does when the alert's Cancel is tapped.
        sut.state.isAskingToDelete = false

        XCTAssertNil(sut.state.deleteQuestion)
        XCTAssertEqual(sut.presenter.events, [])
    }

    func testTheDatePickerShowsTheDueDayAndSavesTheDayPickedInTheUsersCalendar() async throws {
        let sut = makeViewState()
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = try XCTUnwrap(TimeZone(identifier: "Pacific/Auckland"))
        sut.state.calendar = calendar
        sut.state.display(milk)

        XCTAssertEqual(
            calendar.dateComponents([.year, .month, .day], from: sut.state.dueDate),
            DateComponents(year: 2026, month: 9, day: 21))

        // Late in the evening in Auckland is already the next day in UTC: the day picked is the user's.
        sut.state.dueDate = try XCTUnwrap(calendar.date(from: DateComponents(year: 2026, month: 10, day: 2, hour: 23)))
        sut.state.save()

        XCTAssertEqual(sut.state.dueDay, "2026-10-02")
        XCTAssertEqual(sut.presenter.events, [.didTapSave(name: "Buy milk", dueDay: "2026-10-02")])
    }

    private let milk = TodoDetailViewModel(
        title: "Buy milk", name: "Buy milk", dueText: "Monday, September 21 (Today)", dueDay: "2026-09-21",
        isCompleted: false, completionTitle: "Mark as Done")

    private let milkDone = TodoDetailViewModel(
        title: "Buy milk", name: "Buy milk", dueText: "Monday, September 21 (Done)", dueDay: "2026-09-21",
        isCompleted: true, completionTitle: "Mark as Not Done")

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

    private func makeViewState() -> (state: TodoDetailViewState, presenter: PresenterSpy) {
        let presenter = PresenterSpy()
        let state = TodoDetailViewState()
        state.presenter = presenter
        return (state, presenter)
    }
}

@MainActor
private final class PresenterSpy: TodoDetailPresenterProtocol {
    enum Event: Equatable {
        case viewDidLoad
        case viewWillAppear
        case didTapClose
        case didTapSetCompleted(Bool)
        case didTapSave(name: String, dueDay: String)
        case didTapDelete
        case didConfirmDelete
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

    func didTapSetCompleted(_ isCompleted: Bool) {
        events.append(.didTapSetCompleted(isCompleted))
    }

    func didTapSave(name: String, dueDay: String) {
        events.append(.didTapSave(name: name, dueDay: dueDay))
    }

    func didTapDelete() {
        events.append(.didTapDelete)
    }

    func didConfirmDelete() {
        events.append(.didConfirmDelete)
    }

    func didDismissRoute() {
        events.append(.didDismissRoute)
    }
}
