//
//  SearchInteractorTests.swift
//  Search module of TodoApp
//
//  Created by Jane Appleseed (Acme Inc.) on 2026-11-22.
//

import XCTest

@testable import TodoApp

final class SearchInteractorTests: XCTestCase {
    func testLoadContentReturnsTheContent() async throws {
        let content = try await SearchInteractor().loadContent()

        XCTAssertEqual(content, SearchContent())
    }
}
