//
//  URLPreviewRouterTests.swift
//  URLPreview module of TodoApp
//
//  Created by Jane Appleseed (Acme Inc.) on 2026-11-22.
//

import Testing

@testable import TodoApp

@MainActor
struct URLPreviewRouterTests {
    @Test func makeModuleWiresTheViewAndTheDelegate() {
        let delegate = DelegateSpy()
        let module = URLPreviewRouter.makeModule(delegate: delegate)

        #expect(module.input.delegate === delegate)
        #expect(module.view.viewModel?.title.key == "URLPreview.title")
    }

    @Test func closeClosesTheViewAndTellsTheDelegate() {
        let delegate = DelegateSpy()
        let module = URLPreviewRouter.makeModule(delegate: delegate)

        module.view.close()

        #expect(module.view.isClosed)
        #expect(delegate.calls == ["urlPreviewModuleDidClose(_:)"])
    }
    // viper-gen: route tests
}

private final class DelegateSpy: Spy, URLPreviewModuleDelegate {
    func urlPreviewModuleDidClose(_ module: any URLPreviewModuleInput) {
        record()
    }
}
