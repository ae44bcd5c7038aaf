//
//  AboutInteractorTests.swift
//  About module of TodoApp
//
//  Created by viper-gen sample on 2026-09-21.
//

import XCTest

@testable import TodoApp

@MainActor
final class AboutInteractorTests: XCTestCase {
    func testLoadContentDeliversWhatTheAppIs() async {
        let interactor = AboutInteractor(dependencies: DependenciesStub())
        let output = OutputSpy()
        interactor.output = output

        interactor.loadContent()

        XCTAssertEqual(
            output.loadedContents,
            [
                AboutContent(
                    appName: "todo", version: "1.0",
                    summary: "A to-do list for the terminal, built from VIPER modules that viper-gen generated.")
            ])
    }

    func testLoadContentWithoutOutputDoesNothing() async {
        let interactor = AboutInteractor(dependencies: DependenciesStub())

        interactor.loadContent()

        XCTAssertNil(interactor.output)
    }
}

@MainActor
private final class OutputSpy: AboutInteractorOutputProtocol {
    private(set) var loadedContents: [AboutContent] = []

    func didLoadContent(_ content: AboutContent) {
        loadedContents.append(content)
    }
}
