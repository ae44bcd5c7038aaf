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
    /// What the About screen says about the app.
    static let about = AboutContent(
        appName: "To-do", version: "1.0",
        summary: "Your to-dos by due day, kept on this device. Made of VIPER modules that viper-gen generated.")

    func testLoadContentDeliversTheContentToTheOutput() async {
        let interactor = AboutInteractor(dependencies: DependenciesStub())
        let output = OutputSpy()
        interactor.output = output

        interactor.loadContent()
        await interactor.loadTask?.value

        XCTAssertEqual(output.loadedContents, [Self.about])
    }

    func testANewLoadReplacesTheLoadInProgress() async {
        let interactor = AboutInteractor(dependencies: DependenciesStub())
        let output = OutputSpy()
        interactor.output = output

        interactor.loadContent()
        let replaced = interactor.loadTask
        interactor.loadContent()
        await replaced?.value
        await interactor.loadTask?.value

        XCTAssertEqual(output.loadedContents, [Self.about])
    }

    func testLoadContentWithoutOutputDoesNothing() async {
        let interactor = AboutInteractor(dependencies: DependenciesStub())

        interactor.loadContent()
        await interactor.loadTask?.value

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

private final class DependenciesStub: AboutDependencies {}
