//
//  SearchRouterTests.swift
//  Search module of TodoApp
//
//  Created by Jane Appleseed (Acme Inc.) on 2026-11-22.
//

import UIKit
import XCTest

@testable import TodoApp

@MainActor
final class SearchRouterTests: XCTestCase {
    func testMakeModuleMakesTheScreenAndHandsTheDelegateOn() {
        let delegate = DelegateSpy()
        let module = SearchRouter.makeModule(delegate: delegate)

        XCTAssertTrue(module.view is SearchViewController)
        XCTAssertTrue(module.input.delegate === delegate)
    }

    func testClosePopsThePushedScreen() {
        let module = SearchRouter.makeModule()
        let navigationController = UINavigationController(rootViewController: UIViewController())
        navigationController.pushViewController(module.view, animated: false)
        let router = SearchRouter()
        router.viewController = module.view

        router.close()

        XCTAssertEqual(navigationController.viewControllers.count, 1)
    }
    // viper-gen: route tests
}

private final class DelegateSpy: Spy, SearchModuleDelegate {
    func searchModuleDidClose(_ module: any SearchModuleInput) {
        record()
    }
}
