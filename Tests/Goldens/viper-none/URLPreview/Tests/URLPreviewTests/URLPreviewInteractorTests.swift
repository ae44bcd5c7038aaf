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

        XCTAssertEqual(output.loadedContents, [URLPreviewContent(title: "URLPreview")])
    }

    func testLoadContentWithoutOutputDoesNothing() async {
        let interactor = URLPreviewInteractor()

        interactor.loadContent()

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
