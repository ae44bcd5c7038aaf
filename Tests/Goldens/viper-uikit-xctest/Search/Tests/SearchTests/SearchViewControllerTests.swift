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
    func testRendersTheTitleAndTheContent() {
        let viewController = SearchViewController(presenter: PresenterSpy())
        viewController.loadViewIfNeeded()

        viewController.render(
            .init(title: "Search.title", content: .loaded([.init(id: 1, title: "One")])))

        XCTAssertEqual(viewController.title, String(localized: "Search.title"))
        XCTAssertNil(viewController.contentUnavailableConfiguration)
    }

    func testRendersAFailureWithItsMessageAndRetry() {
        let viewController = SearchViewController(presenter: PresenterSpy())
        viewController.loadViewIfNeeded()

        viewController.render(
            .init(title: "Search.title", content: .failed("Search.loadFailed")))

        let configuration = viewController.contentUnavailableConfiguration as? UIContentUnavailableConfiguration
        XCTAssertEqual(configuration?.text, String(localized: "Search.loadFailed"))
        XCTAssertNotNil(configuration?.buttonProperties.primaryAction)
    }
}

private final class PresenterSpy: Spy, ModulePresenter {
    func load() async {
        record()
    }

    func didTapClose() {
        record()
    }

    func didLeave() {
        record()
    }
}
