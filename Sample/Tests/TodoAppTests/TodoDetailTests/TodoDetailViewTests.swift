//
//  TodoDetailViewTests.swift
//  TodoDetail module of TodoApp
//
//  Created by viper-gen sample on 2026-09-21.
//

import XCTest

@testable import TodoApp
@testable import TodoCore

@MainActor
final class TodoDetailViewTests: XCTestCase {
    func testFirstAppearanceLoadsAndEveryAppearanceTellsThePresenter() async {
        let sut = makeView()

        sut.view.appear()
        sut.view.appear()

        XCTAssertEqual(sut.presenter.events, [.viewDidLoad, .viewWillAppear, .viewWillAppear])
    }

    func testDisplayKeepsTheViewModel() async {
        let sut = makeView()
        let viewModel = TodoDetailViewModel(
            id: 4, name: "Buy milk", dueText: "today", dueDay: "2026-11-22", isCompleted: false)

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

    private func makeView() -> (view: TodoDetailView, presenter: PresenterSpy) {
        let presenter = PresenterSpy()
        let view = TodoDetailView()
        view.presenter = presenter
        return (view, presenter)
    }
}

@MainActor
private final class PresenterSpy: TodoDetailPresenterProtocol {
    enum Event: Equatable {
        case viewDidLoad
        case viewWillAppear
        case didTapClose
        case didTapSetCompleted(Bool)
        case didEnterName(String)
        case didTapSave(name: String?, dueDay: String?)
        case didTapDelete
        case didConfirmDelete
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

    func didEnterName(_ name: String) {
        events.append(.didEnterName(name))
    }

    func didTapSave(name: String?, dueDay: String?) {
        events.append(.didTapSave(name: name, dueDay: dueDay))
    }

    func didTapDelete() {
        events.append(.didTapDelete)
    }

    func didConfirmDelete() {
        events.append(.didConfirmDelete)
    }
}
