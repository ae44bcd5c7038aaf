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
    private static let content = AboutContent(appName: "To-do", version: "1.0")

    private let result = PendingResult<AboutContent>()
    private let router = RouterSpy()
    private let delegate = DelegateSpy()
    private let presenter: AboutPresenter

    init() {
        presenter = AboutPresenter(interactor: InteractorStub(result), router: router)
        presenter.delegate = delegate
    }

    @Test func theScreenStartsLoadingWithItsTitle() {
        #expect(presenter.viewModel.title.key == "About.title")
        #expect(presenter.viewModel.content == .loading)
    }

    @Test func loadShowsWhatTheAppIs() async {
        await result.resolve(with: .success(AboutContent(appName: "To-do", version: "1.0")))

        await presenter.load()

        guard case .loaded(let info) = presenter.viewModel.content else {
            Issue.record("not loaded: \(presenter.viewModel.content)")
            return
        }
        #expect(info.appName == "To-do")
        #expect(info.version.key == "About.version")
        #expect(info.summary.key == "About.summary")
    }

    @Test func aFailedLoadShowsTheFailureAndRetryLoadsAgain() async {
        await result.resolve(with: .failure(TestError()))
        await presenter.load()
        #expect(presenter.viewModel.content.message?.key == "About.loadFailed")

        await result.resolve(with: .success(Self.content))
        await presenter.load()
        #expect(presenter.viewModel.content == .loaded(AboutPresenter.info(of: Self.content)))
    }

    @Test func aCancelledLoadChangesNothing() async {
        let load = Task { await presenter.load() }
        load.cancel()
        await result.resolve(with: .success(Self.content))
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
