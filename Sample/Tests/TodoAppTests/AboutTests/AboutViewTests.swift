//
//  AboutViewTests.swift
//  About module of TodoApp
//
//  Created by viper-gen sample on 2026-09-21.
//

import XCTest

@testable import TodoApp

@MainActor
final class AboutViewTests: XCTestCase {
    func testFirstAppearanceLoadsAndEveryAppearanceTellsThePresenter() async {
        let sut = makeView()

        sut.view.appear()
        sut.view.appear()

        XCTAssertEqual(sut.presenter.events, [.viewDidLoad, .viewWillAppear, .viewWillAppear])
    }

    func testDisplayKeepsTheViewModel() async {
        let sut = makeView()

        sut.view.display(AboutViewModel(title: "todo 1.0", summary: "A to-do list."))

        XCTAssertEqual(sut.view.viewModel, AboutViewModel(title: "todo 1.0", summary: "A to-do list."))
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

    private func makeView() -> (view: AboutView, presenter: PresenterSpy) {
        let presenter = PresenterSpy()
        let view = AboutView()
        view.presenter = presenter
        return (view, presenter)
    }
}

@MainActor
private final class PresenterSpy: AboutPresenterProtocol {
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
