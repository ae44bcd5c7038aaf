//
//  SearchViewControllerTests.swift
//  Search module of TodoApp
//
//  Created by Jane Appleseed (Acme Inc.) on 2026-11-22.
//

import Testing
import UIKit

@testable import TodoApp

@MainActor
struct SearchViewControllerTests {
    @Test func rendersTheTitleAndTheContent() {
        let viewController = SearchViewController(presenter: PresenterSpy())
        viewController.loadViewIfNeeded()

        viewController.render(
            .init(title: "Search.title", content: .loaded([.init(id: 1, title: "One")])))

        #expect(viewController.title == String(localized: "Search.title"))
        #expect(viewController.contentUnavailableConfiguration == nil)
    }

    @Test func rendersAFailureWithItsMessageAndRetry() {
        let viewController = SearchViewController(presenter: PresenterSpy())
        viewController.loadViewIfNeeded()

        viewController.render(
            .init(title: "Search.title", content: .failed("Search.loadFailed")))

        let configuration = viewController.contentUnavailableConfiguration as? UIContentUnavailableConfiguration
        #expect(configuration?.text == String(localized: "Search.loadFailed"))
        #expect(configuration?.buttonProperties.primaryAction != nil)
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
