//
//  AboutPresenterTests.swift
//  About module of TodoApp
//
//  Created by viper-gen sample on 2026-09-21.
//

import Testing

@testable import TodoApp

@MainActor
struct AboutPresenterTests {
    private let result = PendingResult<AboutContent>()
    private let router = RouterSpy()
    private let delegate = DelegateSpy()
    private let view = ViewSpy()
    private let presenter: AboutPresenter

    init() {
        presenter = AboutPresenter(interactor: InteractorStub(result), router: router)
        presenter.delegate = delegate
        presenter.view = view
    }

    @Test func theScreenStartsLoadingWithItsTitle() {
        #expect(presenter.viewModel.title.key == "About.title")
        #expect(presenter.viewModel.content == .loading)
        #expect(view.rendered == [presenter.viewModel])
    }

    @Test func loadShowsTheNameWithTheVersionAndTheSummary() async {
        await result.resolve(with: .success(AboutContent(appName: "todo", version: "1.0", summary: "A to-do list.")))

        await presenter.load()

        #expect(presenter.viewModel.content == .loaded(.init(heading: "todo 1.0", summary: "A to-do list.")))
        #expect(view.rendered.last == presenter.viewModel)
    }

    @Test func aFailedLoadShowsTheFailureAndRetryLoadsAgain() async {
        await result.resolve(with: .failure(TestError()))
        await presenter.load()
        #expect(presenter.viewModel.content.message?.key == "About.loadFailed")

        await result.resolve(with: .success(AboutContent(appName: "todo", version: "1.0", summary: "A to-do list.")))
        await presenter.load()
        #expect(presenter.viewModel.content == .loaded(.init(heading: "todo 1.0", summary: "A to-do list.")))
    }

    @Test func aCancelledLoadChangesNothing() async {
        let load = Task { await presenter.load() }
        load.cancel()
        await result.resolve(with: .success(AboutContent(appName: "todo", version: "1.0", summary: "A to-do list.")))
        await load.value

        #expect(presenter.viewModel.content == .loading)
    }

    @Test func closeAsksTheRouterAndLeavesTheDelegateToTheScreen() {
        presenter.didTapClose()

        #expect(router.calls == ["close()"])
        #expect(delegate.calls.isEmpty)
    }

    @Test func leavingTellsTheDelegate() {
        presenter.didLeave()

        #expect(delegate.calls == ["aboutModuleDidClose(_:)"])
    }
}

private final class InteractorStub: AboutInteractorProtocol {
    let result: PendingResult<AboutContent>

    init(_ result: PendingResult<AboutContent>) {
        self.result = result
    }

    func loadContent() async throws -> AboutContent {
        try await result.value()
    }
}

private final class RouterSpy: Spy, AboutRouterProtocol {
    func close() {
        record()
    }
    // viper-gen: routes
}

private final class DelegateSpy: Spy, AboutModuleDelegate {
    func aboutModuleDidClose(_ module: any AboutModuleInput) {
        record()
    }
}

@MainActor
private final class ViewSpy: ModuleView {
    private(set) var rendered: [AboutViewModel] = []

    func render(_ viewModel: AboutViewModel) {
        rendered.append(viewModel)
    }
}
