//
//  SearchRouterTests.swift
//  Search module of TodoApp
//
//  Created by Jane Appleseed (Acme Inc.) on 2026-11-22.
//

import XCTest

@testable import TodoApp

/// Its tests are `async`: XCTest on Linux runs the tests of a main-actor class only when they are.
@MainActor
final class SearchRouterTests: XCTestCase {
    func testMakeModuleWiresTheViewAndTheDelegate() async {
        let delegate = DelegateSpy()
        let module = SearchRouter.makeModule(delegate: delegate)

        XCTAssertTrue(module.input.delegate === delegate)
        XCTAssertEqual(module.view.viewModel?.title.key, "Search.title")
    }

    func testCloseClosesTheViewAndTellsTheDelegate() async {
        let delegate = DelegateSpy()
        let module = SearchRouter.makeModule(delegate: delegate)

        module.view.close()

        XCTAssertTrue(module.view.isClosed)
        XCTAssertEqual(delegate.calls, ["searchModuleDidClose(_:)"])
    }
    // viper-gen: route tests
}

private final class DelegateSpy: Spy, SearchModuleDelegate {
    func searchModuleDidClose(_ module: any SearchModuleInput) {
        record()
    }
}
