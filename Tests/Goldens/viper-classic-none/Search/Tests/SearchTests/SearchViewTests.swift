//
//  SearchViewTests.swift
//  Search module of TodoApp
//
//  Created by Jane Appleseed (Acme Inc.) on 2026-11-22.
//

import XCTest

@testable import TodoApp

@MainActor
final class SearchViewTests: XCTestCase {
    func testFirstAppearanceLoadsAndEveryAppearanceTellsThePresenter() async {
        let sut = makeView()

        sut.view.appear()
        sut.view.appear()

        XCTAssertEqual(sut.presenter.events, [.viewDidLoad, .viewWillAppear, .viewWillAppear])
    }

    func testDisplayKeepsTheViewModel() async {
        let sut = makeView()

        sut.view.display(SearchViewModel(title: "Title"))

        XCTAssertEqual(sut.view.viewModel, SearchViewModel(title: "Title"))
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

    private func makeView() -> (view: SearchView, presenter: PresenterSpy) {
        let presenter = PresenterSpy()
        let view = SearchView()
        view.presenter = presenter
        return (view, presenter)
    }
}

@MainActor
private final class PresenterSpy: SearchPresenterProtocol {
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
