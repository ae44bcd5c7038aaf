//
//  SearchRouterTests.swift
//  Search module of TodoApp
//
//  Created by Jane Appleseed (Acme Inc.) on 2026-11-22.
//

import XCTest

@testable import TodoApp

@MainActor
final class SearchRouterTests: XCTestCase {
    func testCloseClosesTheScreen() {
        let router = SearchRouter()

        router.close()

        XCTAssertTrue(router.navigation.isClosed)
    }
    // viper-gen: route tests
}
