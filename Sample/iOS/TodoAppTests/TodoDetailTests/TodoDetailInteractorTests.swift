//
//  TodoDetailInteractorTests.swift
//  TodoDetail module of TodoApp
//
//  Created by viper-gen sample on 2026-09-21.
//

import XCTest

@testable import TodoApp

@MainActor
final class TodoDetailInteractorTests: XCTestCase {
    func testLoadContentDeliversTheContentToTheOutput() async {
        let interactor = TodoDetailInteractor(dependencies: DependenciesStub())
        let output = OutputSpy()
        interactor.output = output

        interactor.loadContent()
        await interactor.loadTask?.value

        XCTAssertEqual(output.loadedContents, [TodoDetailContent(title: "TodoDetail")])
    }

    func testANewLoadReplacesTheLoadInProgress() async {
        let interactor = TodoDetailInteractor(dependencies: DependenciesStub())
        let output = OutputSpy()
        interactor.output = output

        interactor.loadContent()
        let replaced = interactor.loadTask
        interactor.loadContent()
        await replaced?.value
        await interactor.loadTask?.value

        XCTAssertEqual(output.loadedContents, [TodoDetailContent(title: "TodoDetail")])
    }

    func testLoadContentWithoutOutputDoesNothing() async {
        let interactor = TodoDetailInteractor(dependencies: DependenciesStub())

        interactor.loadContent()
        await interactor.loadTask?.value

        XCTAssertNil(interactor.output)
    }
}

@MainActor
private final class OutputSpy: TodoDetailInteractorOutputProtocol {
    private(set) var loadedContents: [TodoDetailContent] = []

    func didLoadContent(_ content: TodoDetailContent) {
        loadedContents.append(content)
    }
}

private final class DependenciesStub: TodoDetailDependencies {}
