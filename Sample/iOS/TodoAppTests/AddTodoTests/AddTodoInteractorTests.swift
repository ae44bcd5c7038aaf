//
//  AddTodoInteractorTests.swift
//  AddTodo module of TodoApp
//
//  Created by viper-gen sample on 2026-09-21.
//

import XCTest

@testable import TodoApp

@MainActor
final class AddTodoInteractorTests: XCTestCase {
    func testLoadContentDeliversTheContentToTheOutput() async {
        let interactor = AddTodoInteractor(dependencies: DependenciesStub())
        let output = OutputSpy()
        interactor.output = output

        interactor.loadContent()
        await interactor.loadTask?.value

        XCTAssertEqual(output.loadedContents, [AddTodoContent(title: "AddTodo")])
    }

    func testANewLoadReplacesTheLoadInProgress() async {
        let interactor = AddTodoInteractor(dependencies: DependenciesStub())
        let output = OutputSpy()
        interactor.output = output

        interactor.loadContent()
        let replaced = interactor.loadTask
        interactor.loadContent()
        await replaced?.value
        await interactor.loadTask?.value

        XCTAssertEqual(output.loadedContents, [AddTodoContent(title: "AddTodo")])
    }

    func testLoadContentWithoutOutputDoesNothing() async {
        let interactor = AddTodoInteractor(dependencies: DependenciesStub())

        interactor.loadContent()
        await interactor.loadTask?.value

        XCTAssertNil(interactor.output)
    }
}

@MainActor
private final class OutputSpy: AddTodoInteractorOutputProtocol {
    private(set) var loadedContents: [AddTodoContent] = []

    func didLoadContent(_ content: AddTodoContent) {
        loadedContents.append(content)
    }
}

private final class DependenciesStub: AddTodoDependencies {}
