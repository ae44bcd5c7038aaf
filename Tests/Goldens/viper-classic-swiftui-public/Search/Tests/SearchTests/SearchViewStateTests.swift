//
//  SearchViewStateTests.swift
//  Search module of TodoApp
//
//  Created by Jane Appleseed (Acme Inc.) on 2026-11-22.
//

import XCTest

@testable import TodoApp

@MainActor
final class SearchViewStateTests: XCTestCase {
    func testFirstAppearanceLoadsAndEveryAppearanceTellsThePresenter() async {
        let sut = makeViewState()

        sut.state.appear()
        sut.state.appear()

        XCTAssertEqual(sut.presenter.events, [.viewDidLoad, .viewWillAppear, .viewWillAppear])
    }

    func testDisplayKeepsTheViewModel() async {
        let sut = makeViewState()

        sut.state.display(SearchViewModel(title: "Title"))

        XCTAssertEqual(sut.state.viewModel, SearchViewModel(title: "Title"))
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

    private func makeViewState() -> (state: SearchViewState, presenter: PresenterSpy) {
        let presenter = PresenterSpy()
        let state = SearchViewState()
        state.presenter = presenter
        return (state, presenter)
    }
}

@MainActor
private final class PresenterSpy: SearchPresenterProtocol {
    enum Event: Equatable {
        case viewDidLoad
        case viewWillAppear
        case didTapClose
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

    func didDismissRoute() {
        events.append(.didDismissRoute)
    }
}
