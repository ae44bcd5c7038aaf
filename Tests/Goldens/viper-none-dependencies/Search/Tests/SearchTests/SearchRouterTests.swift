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
    @Test func makeModuleWiresTheViewAndTheDelegate() {
        let delegate = DelegateSpy()
        let module = SearchRouter.makeModule(dependencies: DependenciesStub(), delegate: delegate)

        #expect(module.input.delegate === delegate)
        #expect(module.view.viewModel?.title.key == "Search.title")
    }

    @Test func closeClosesTheViewAndTellsTheDelegate() {
        let delegate = DelegateSpy()
        let module = SearchRouter.makeModule(dependencies: DependenciesStub(), delegate: delegate)

        module.view.close()

        #expect(module.view.isClosed)
        #expect(delegate.calls == ["searchModuleDidClose(_:)"])
    }
    // viper-gen: route tests
}

private final class DelegateSpy: Spy, SearchModuleDelegate {
    func searchModuleDidClose(_ module: any SearchModuleInput) {
        record()
    }
}

private struct DependenciesStub: SearchDependencies {}
