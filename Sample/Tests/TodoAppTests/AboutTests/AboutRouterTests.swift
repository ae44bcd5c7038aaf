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
    @Test func makeModuleWiresTheViewAndTheDelegate() {
        let delegate = DelegateSpy()
        let module = AboutRouter.makeModule(dependencies: DependenciesStub(), delegate: delegate)

        #expect(module.input.delegate === delegate)
        #expect(module.view.viewModel?.title.key == "About.title")
    }

    @Test func theWholeModuleLoadsWhatTheAppIs() async {
        let module = AboutRouter.makeModule(dependencies: DependenciesStub())

        await module.view.load()

        #expect(module.view.renderedText().hasPrefix("todo 1.0\nA to-do list for the terminal"))
    }

    @Test func closeClosesTheViewAndTellsTheDelegate() {
        let delegate = DelegateSpy()
        let module = AboutRouter.makeModule(dependencies: DependenciesStub(), delegate: delegate)

        module.view.close()

        #expect(module.view.isClosed)
        #expect(delegate.calls == ["aboutModuleDidClose(_:)"])
    }

    @Test func theModuleIsReleasedWithItsView() {
        var view: AboutView?
        weak var presenter: AboutPresenter?
        do {
            let module = AboutRouter.makeModule(dependencies: DependenciesStub())
            view = module.view
            presenter = module.input as? AboutPresenter
        }
        #expect(presenter != nil)

        view = nil

        #expect(view == nil)
        #expect(presenter == nil)
    }
    // viper-gen: route tests
}

private final class DelegateSpy: Spy, AboutModuleDelegate {
    func aboutModuleDidClose(_ module: any AboutModuleInput) {
        record()
    }
}
