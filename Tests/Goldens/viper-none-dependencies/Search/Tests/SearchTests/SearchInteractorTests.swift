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
        let content = try await SearchInteractor(dependencies: DependenciesStub()).loadContent()

        #expect(content == SearchContent())
    }
}

private struct DependenciesStub: SearchDependencies {}
