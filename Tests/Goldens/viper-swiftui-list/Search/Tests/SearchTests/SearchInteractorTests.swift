//
//  SearchInteractorTests.swift
//  Search module of TodoApp
//
//  Created by Jane Appleseed (Acme Inc.) on 2026-11-22.
//

import Testing

@testable import TodoApp

struct SearchInteractorTests {
    @Test func loadContentReturnsTheContent() async throws {
        let content = try await SearchInteractor().loadContent()

        #expect(content == SearchContent())
    }
}
