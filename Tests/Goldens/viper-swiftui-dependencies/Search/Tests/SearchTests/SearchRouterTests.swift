//
//  SearchRouterTests.swift
//  Search module of TodoApp
//
//  Created by Jane Appleseed (Acme Inc.) on 2026-11-22.
//

import Testing

@testable import TodoApp

@MainActor
struct SearchRouterTests {
    @Test func closeClosesTheScreen() {
        let router = SearchRouter(dependencies: DependenciesStub())

        router.close()

        #expect(router.navigation.isClosed)
    }
    // viper-gen: route tests
}

private struct DependenciesStub: SearchDependencies {}
