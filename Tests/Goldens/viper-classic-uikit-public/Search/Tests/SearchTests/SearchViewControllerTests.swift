//
//  SearchViewControllerTests.swift
//  Search module of TodoApp
//
//  Created by Jane Appleseed (Acme Inc.) on 2026-11-22.
//

import UIKit
import XCTest

@testable import TodoApp

/// Drives the view controller's lifecycle the way UIKit does: `loadViewIfNeeded()` loads the view, and
/// `beginAppearanceTransition(_:animated:)` with `endAppearanceTransition()` makes it appear and disappear.
@MainActor
final class SearchViewControllerTests: XCTestCase {
    func testLoadingTheViewTellsThePresenter() async {
        let sut = makeViewController()

        sut.viewController.loadViewIfNeeded()

        XCTAssertEqual(sut.presenter.events, [.viewDidLoad])
    }

    func testEveryAppearanceTellsThePresenter() async {
        let sut = makeViewController()
        sut.viewController.loadViewIfNeeded()

        appear(sut.viewController)
        disappear(sut.viewController)
        appear(sut.viewController)

        XCTAssertEqual(sut.presenter.events, [.viewDidLoad, .viewWillAppear, .viewWillAppear])
    }

    func testAPresentedScreenShowsACloseButton() async {
        let sut = makeViewController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let presenting = UIViewController()
        window.rootViewController = presenting
        window.makeKeyAndVisible()
        defer { window.isHidden = true }

        presenting.present(UINavigationController(rootViewController: sut.viewController), animated: false)
        appear(sut.viewController)

        XCTAssertNotNil(sut.viewController.navigationItem.rightBarButtonItem)
    }

    func testThePushedScreenAndTheRootOfAStackThatWasNotPresentedShowNoCloseButton() async {
        let root = makeViewController()
        let pushed = makeViewController()
        let navigationController = UINavigationController(rootViewController: root.viewController)
        navigationController.pushViewController(pushed.viewController, animated: false)

        appear(root.viewController)
        appear(pushed.viewController)

        XCTAssertNil(root.viewController.navigationItem.rightBarButtonItem)
        XCTAssertNil(pushed.viewController.navigationItem.rightBarButtonItem)
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

    private func appear(_ viewController: UIViewController) {
        viewController.beginAppearanceTransition(true, animated: false)
        viewController.endAppearanceTransition()
    }

    private func disappear(_ viewController: UIViewController) {
        viewController.beginAppearanceTransition(false, animated: false)
        viewController.endAppearanceTransition()
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
