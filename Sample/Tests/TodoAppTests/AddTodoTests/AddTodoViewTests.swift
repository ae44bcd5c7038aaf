//
//  AddTodoViewTests.swift
//  AddTodo module of TodoApp
//
//  Created by viper-gen sample on 2026-09-21.
//

import XCTest

@testable import TodoApp
@testable import TodoCore

@MainActor
final class AddTodoViewTests: XCTestCase {
    func testFirstAppearanceLoadsAndEveryAppearanceTellsThePresenter() async {
        let sut = makeView()

        sut.view.appear()
        sut.view.appear()

        XCTAssertEqual(sut.presenter.events, [.viewDidLoad, .viewWillAppear, .viewWillAppear])
    }

    func testDisplayKeepsTheViewModel() async {
        let sut = makeView()
        let viewModel = AddTodoViewModel(title: "New to-do", defaultDueDay: "2026-11-22")

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

    private func makeView() -> (view: AddTodoView, presenter: PresenterSpy) {
        let presenter = PresenterSpy()
        let view = AddTodoView()
        view.presenter = presenter
        return (view, presenter)
    }
}

@MainActor
private final class PresenterSpy: AddTodoPresenterProtocol {
    enum Event: Equatable {
        case viewDidLoad
        case viewWillAppear
        case didTapClose
        case didEnterName(String)
        case didTapSave(name: String, dueDay: String)
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

    func didEnterName(_ name: String) {
        events.append(.didEnterName(name))
    }

    func didTapSave(name: String, dueDay: String) {
        events.append(.didTapSave(name: name, dueDay: dueDay))
    }
}
