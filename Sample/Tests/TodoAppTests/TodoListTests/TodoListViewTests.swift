//
//  TodoListViewTests.swift
//  TodoList module of TodoApp
//
//  Created by viper-gen sample on 2026-09-21.
//

import XCTest

@testable import TodoApp
@testable import TodoCore

@MainActor
final class TodoListViewTests: XCTestCase {
    func testFirstAppearanceLoadsAndEveryAppearanceTellsThePresenter() async {
        let sut = makeView()

        sut.view.appear()
        sut.view.appear()

        XCTAssertEqual(sut.presenter.events, [.viewDidLoad, .viewWillAppear, .viewWillAppear])
    }

    func testDisplayKeepsTheViewModel() async {
        let sut = makeView()
        let viewModel = TodoListViewModel(
            title: "Sunday, 2026-11-22", today: "2026-11-22", sections: [], emptyMessage: "Nothing to do.",
            showsCompleted: false)

        sut.view.display(viewModel)

        XCTAssertEqual(sut.view.viewModel, viewModel)
    }

    func testCloseTellsThePresenter() async {
        let sut = makeView()

        sut.view.close()

        XCTAssertEqual(sut.presenter.events, [.didTapClose])
        XCTAssertFalse(sut.view.isDismissed)
    }

    func testDismissMarksTheViewClosedWithoutTellingThePresenter() async {
        let sut = makeView()

        sut.view.dismiss()

        XCTAssertTrue(sut.view.isDismissed)
        XCTAssertEqual(sut.presenter.events, [])
    }

    private func makeView() -> (view: TodoListView, presenter: PresenterSpy) {
        let presenter = PresenterSpy()
        let view = TodoListView()
        view.presenter = presenter
        return (view, presenter)
    }
}

@MainActor
private final class PresenterSpy: TodoListPresenterProtocol {
    enum Event: Equatable {
        case viewDidLoad
        case viewWillAppear
        case didTapClose
        case didTapAdd
        case didSelectTodo(id: Int)
        case didTapToggleCompleted
        case didTapAbout
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
        events.append(.didSelectTodo(id: id))
    }

    func didTapToggleCompleted() {
        events.append(.didTapToggleCompleted)
    }

    func didTapAbout() {
        events.append(.didTapAbout)
    }
}
