//
//  URLPreviewInteractorTests.swift
//  URLPreview module of TodoApp
//
//  Created by Jane Appleseed (Acme Inc.) on 2026-11-22.
//

import XCTest

@testable import TodoApp

@MainActor
final class URLPreviewInteractorTests: XCTestCase {
    func testLoadContentDeliversTheContentToTheOutput() async {
        let interactor = URLPreviewInteractor()
        let output = OutputSpy()
        interactor.output = output

        interactor.loadContent()
        await interactor.loadTask?.value

        XCTAssertEqual(output.loadedContents, [URLPreviewContent()])
    }

    func testANewLoadReplacesTheLoadInProgress() async {
        let interactor = URLPreviewInteractor()
        let output = OutputSpy()
        interactor.output = output

        interactor.loadContent()
        let replaced = interactor.loadTask
        interactor.loadContent()
        await replaced?.value
        await interactor.loadTask?.value

        XCTAssertEqual(output.loadedContents, [URLPreviewContent()])
    }

    func testLoadContentWithoutOutputDoesNothing() async {
        let interactor = URLPreviewInteractor()

        interactor.loadContent()
        await interactor.loadTask?.value

        XCTAssertNil(interactor.output)
    }
}

@MainActor
private final class OutputSpy: URLPreviewInteractorOutputProtocol {
    private(set) var loadedContents: [URLPreviewContent] = []

    func didLoadContent(_ content: URLPreviewContent) {
        loadedContents.append(content)
    }
}
