//
//  MapInteractorTests.swift
//  Map module of TodoApp
//
//  Created by Jane Appleseed (Acme Inc.) on 2026-11-22.
//

import XCTest

@testable import TodoApp

@MainActor
final class MapInteractorTests: XCTestCase {
    func testLoadContentDeliversTheContentToTheOutput() async {
        let interactor = MapInteractor()
        let output = OutputSpy()
        interactor.output = output

        interactor.loadContent()
        await interactor.loadTask?.value

        XCTAssertEqual(output.loadedContents, [MapContent()])
    }

    func testANewLoadReplacesTheLoadInProgress() async {
        let interactor = MapInteractor()
        let output = OutputSpy()
        interactor.output = output

        interactor.loadContent()
        let replaced = interactor.loadTask
        interactor.loadContent()
        await replaced?.value
        await interactor.loadTask?.value

        XCTAssertEqual(output.loadedContents, [MapContent()])
    }

    func testLoadContentWithoutOutputDoesNothing() async {
        let interactor = MapInteractor()

        interactor.loadContent()
        await interactor.loadTask?.value

        XCTAssertNil(interactor.output)
    }
}

@MainActor
private final class OutputSpy: MapInteractorOutputProtocol {
    private(set) var loadedContents: [MapContent] = []

    func didLoadContent(_ content: MapContent) {
        loadedContents.append(content)
    }
}
