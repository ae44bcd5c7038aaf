//
//  SearchViewControllerTests.swift
//  Search module of TodoApp
//
//  Created by Jane Appleseed (Acme Inc.) on 2026-11-22.
//

import UIKit
import XCTest

@testable import TodoApp

@MainActor
final class SearchViewControllerTests: XCTestCase {
    func testViewDidLoadTellsThePresenterAndShowsACloseButton() async {
        let sut = makeViewController()

        sut.viewController.loadViewIfNeeded()

        XCTAssertEqual(sut.presenter.events, [.viewDidLoad])
        XCTAssertNotNil(sut.viewController.navigationItem.rightBarButtonItem)
    }

    func testViewWillAppearTellsThePresenterEachTime() async {
        let sut = makeViewController()

        sut.viewController.viewWillAppear(false)
        sut.viewController.viewWillAppear(false)

        XCTAssertEqual(sut.presenter.events, [.viewWillAppear, .viewWillAppear])
    }

    func testDisplayShowsTheTitle() async {
        let sut = makeViewController()
        sut.viewController.loadViewIfNeeded()

        sut.viewController.display(SearchViewModel(title: "Title"))

        XCTAssertEqual(sut.viewController.title, "Title")
    }

    private func makeViewController() -> (
        viewController: SearchViewController,
        presenter: PresenterSpy
    ) {
        let presenter = PresenterSpy()
        let viewController = SearchViewController()
        viewController.presenter = presenter
        return (viewController, presenter)
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
