//
//  MapViewTests.swift
//  Map module of TodoApp
//
//  Created by Jane Appleseed (Acme Inc.) on 2026-11-22.
//

import XCTest

@testable import TodoApp

@MainActor
final class MapViewTests: XCTestCase {
    func testFirstAppearanceLoadsAndEveryAppearanceTellsThePresenter() async {
        let sut = makeView()

        sut.view.appear()
        sut.view.appear()

        XCTAssertEqual(sut.presenter.events, [.viewDidLoad, .viewWillAppear, .viewWillAppear])
    }

    func testDisplayKeepsTheViewModel() async {
        let sut = makeView()

        sut.view.display(MapViewModel(title: "Title"))

        XCTAssertEqual(sut.view.viewModel, MapViewModel(title: "Title"))
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

    private func makeView() -> (view: MapView, presenter: PresenterSpy) {
        let presenter = PresenterSpy()
        let view = MapView()
        view.presenter = presenter
        return (view, presenter)
    }
}

@MainActor
private final class PresenterSpy: MapPresenterProtocol {
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
