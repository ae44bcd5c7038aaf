//
//  AboutInteractorTests.swift
//  About module of TodoApp
//
//  Created by viper-gen sample on 2026-09-21.
//

import Testing

@testable import TodoApp

struct AboutInteractorTests {
    @Test func loadContentReturnsTheAppsNameAndVersion() async throws {
        let content = try await AboutInteractor(dependencies: DependenciesStub()).loadContent()

        #expect(content == AboutContent(appName: "To-do", version: "1.0"))
    }
}

private struct DependenciesStub: AboutDependencies {}
