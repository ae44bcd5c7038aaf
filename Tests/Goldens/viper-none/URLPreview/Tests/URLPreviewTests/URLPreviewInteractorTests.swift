//
//  URLPreviewInteractorTests.swift
//  URLPreview module of TodoApp
//
//  Created by Jane Appleseed (Acme Inc.) on 2026-11-22.
//

import Testing

@testable import TodoApp

struct URLPreviewInteractorTests {
    @Test func loadContentReturnsTheContent() async throws {
        let content = try await URLPreviewInteractor().loadContent()

        #expect(content == URLPreviewContent())
    }
}
