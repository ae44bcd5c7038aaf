//
//  SearchInteractorTests.swift
//  Search module of TodoApp
//
//  Created by Jane Appleseed (Acme Inc.) on 2026-11-22.
//

import XCTest

@testable import TodoApp

@MainActor
final class SearchInteractorTests: XCTestCase {
    func testLoadContentDeliversTheContentToTheOutput() async {
        let interactor = SearchInteractor(dependencies: DependenciesStub())
        let output = OutputSpy()
        interactor.output = output

        interactor.loadContent()
        await interactor.loadTask?.value

        XCTAssertEqual(output.loadedContents, [SearchContent()])
    }

    func testANewLoadReplacesTheLoadInProgress() async {
        let interactor = SearchInteractor(dependencies: DependenciesStub())
        let output = OutputSpy()
        interactor.output = output

        interactor.loadContent()
        let replaced = interactor.loadTask
        interactor.loadContent()
        await replaced?.value
        await interactor.loadTask?.value

        XCTAssertEqual(output.loadedContents, [SearchContent()])
    }

    func testLoadContentWithoutOutputDoesNothing() async {
        let interactor = SearchInteractor(dependencies: DependenciesStub())

        interactor.loadContent()
        await interactor.loadTask?.value

        XCTAssertNil(interactor.output)
    }
}

@MainActor
private final class OutputSpy: SearchInteractorOutputProtocol {
    private(set) var loadedContents: [SearchContent] = []

    func didLoadContent(_ content: SearchContent) {
        loadedContents.append(content)
    }
}

private final class DependenciesStub: SearchDependencies {}
