//
//  AboutInteractorTests.swift
//  About module of TodoApp
//
//  Created by viper-gen sample on 2026-09-21.
//

import Testing

@testable import TodoApp

struct AboutInteractorTests {
    @Test func loadContentReturnsWhatTheAppIs() async throws {
        let content = try await AboutInteractor(dependencies: DependenciesStub()).loadContent()

        #expect(
            content
                == AboutContent(
                    appName: "todo", version: "1.0",
                    summary: "A to-do list for the terminal, built from VIPER modules that viper-gen generated."))
    }
}
