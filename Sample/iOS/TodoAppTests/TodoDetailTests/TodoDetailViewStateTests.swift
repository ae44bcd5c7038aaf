//
//  TodoDetailViewStateTests.swift
//  TodoDetail module of TodoApp
//
//  Created by viper-gen sample on 2026-09-21.
//

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

        sut.state.display(TodoDetailViewModel(title: "Title"))

        XCTAssertEqual(sut.state.viewModel, TodoDetailViewModel(title: "Title"))
    }

    func testCloseTellsThePresenter() async {
        let sut = makeViewState()

        sut.state.close()

        XCTAssertEqual(sut.presenter.events, [.didTapClose])
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
}
