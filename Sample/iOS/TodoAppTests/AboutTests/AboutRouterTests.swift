//
//  AboutRouterTests.swift
//  About module of TodoApp
//
//  Created by viper-gen sample on 2026-09-21.
//

import Testing

@testable import TodoApp

@MainActor
struct AboutRouterTests {
    @Test func closeClosesTheScreen() {
        let router = AboutRouter(dependencies: DependenciesStub())

        router.close()

        #expect(router.navigation.isClosed)
    }
    // viper-gen: route tests
}

private struct DependenciesStub: AboutDependencies {}
