//
//  TodoListInteractorTests.swift
//  TodoList module of TodoApp
//
//  Created by viper-gen sample on 2026-09-21.
//

import XCTest

@testable import TodoApp
@testable import TodoCore

@MainActor
final class TodoListInteractorTests: XCTestCase {
    func testLoadContentDeliversTheContentToTheOutput() async {
        let interactor = TodoListInteractor(dependencies: DependenciesStub())
        let output = OutputSpy()
        interactor.output = output

        interactor.loadContent()
        await interactor.loadTask?.value

        XCTAssertEqual(output.loadedContents, [TodoListContent(title: "To-dos, 2026-09-21")])
    }

    func testANewLoadReplacesTheLoadInProgress() async {
        let interactor = TodoListInteractor(dependencies: DependenciesStub())
        let output = OutputSpy()
        interactor.output = output

        interactor.loadContent()
        let replaced = interactor.loadTask
        interactor.loadContent()
        await replaced?.value
        await interactor.loadTask?.value

        XCTAssertEqual(output.loadedContents, [TodoListContent(title: "To-dos, 2026-09-21")])
    }

    func testLoadContentWithoutOutputDoesNothing() async {
        let interactor = TodoListInteractor(dependencies: DependenciesStub())

        interactor.loadContent()
        await interactor.loadTask?.value

        XCTAssertNil(interactor.output)
    }
}

@MainActor
private final class OutputSpy: TodoListInteractorOutputProtocol {
    private(set) var loadedContents: [TodoListContent] = []

    func didLoadContent(_ content: TodoListContent) {
        loadedContents.append(content)
    }
}

private final class DependenciesStub: TodoListDependencies {
    let clock: any DayClock = FixedDayClock(day: Day(year: 2026, month: 9, day: 21)!)
}
