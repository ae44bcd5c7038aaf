//
//  SearchRouterTests.swift
//  Search module of TodoApp
//
//  Created by Jane Appleseed (Acme Inc.) on 2026-11-22.
//

import Testing
import UIKit

@testable import TodoApp

@MainActor
struct SearchRouterTests {
    @Test func makeModuleMakesTheScreenAndHandsTheDelegateOn() {
        let delegate = DelegateSpy()
        let module = SearchRouter.makeModule(delegate: delegate)

        #expect(module.view is SearchViewController)
        #expect(module.input.delegate === delegate)
    }

    @Test func closePopsThePushedScreen() {
        let module = SearchRouter.makeModule()
        let navigationController = UINavigationController(rootViewController: UIViewController())
        navigationController.pushViewController(module.view, animated: false)
        let router = SearchRouter()
        router.viewController = module.view

        router.close()

        #expect(navigationController.viewControllers.count == 1)
    }
    // viper-gen: route tests
}

private final class DelegateSpy: Spy, SearchModuleDelegate {
    func searchModuleDidClose(_ module: any SearchModuleInput) {
        record()
    }
}
