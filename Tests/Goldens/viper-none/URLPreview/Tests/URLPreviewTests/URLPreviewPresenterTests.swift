//
//  URLPreviewPresenterTests.swift
//  URLPreview module of TodoApp
//
//  Created by Jane Appleseed (Acme Inc.) on 2026-11-22.
//

import Testing

@testable import TodoApp

@MainActor
struct URLPreviewPresenterTests {
    private let result = PendingResult<URLPreviewContent>()
    private let router = RouterSpy()
    private let delegate = DelegateSpy()
    private let view = ViewSpy()
    private let presenter: URLPreviewPresenter

    init() {
        presenter = URLPreviewPresenter(interactor: InteractorStub(result), router: router)
        presenter.delegate = delegate
        presenter.view = view
    }

    @Test func theScreenStartsLoadingWithItsTitle() {
        #expect(presenter.viewModel.title.key == "URLPreview.title")
        #expect(presenter.viewModel.content == .loading)
        #expect(view.rendered == [presenter.viewModel])
    }

    @Test func loadShowsTheItems() async {
        await result.resolve(with: .success(URLPreviewContent(items: [.init(id: 7, name: "Seven")])))

        await presenter.load()

        #expect(presenter.viewModel.content == .loaded([URLPreviewViewModel.Row(id: 7, title: "Seven")]))
        #expect(view.rendered.last == presenter.viewModel)
    }

    @Test func loadWithoutItemsShowsThatItIsEmpty() async {
        await result.resolve(with: .success(URLPreviewContent()))

        await presenter.load()

        #expect(presenter.viewModel.content.message?.key == "URLPreview.empty")
    }

    @Test func aFailedLoadShowsTheFailureAndRetryLoadsAgain() async {
        await result.resolve(with: .failure(TestError()))
        await presenter.load()
        #expect(presenter.viewModel.content.message?.key == "URLPreview.loadFailed")

        await result.resolve(with: .success(URLPreviewContent()))
        await presenter.load()
        #expect(presenter.viewModel.content.message?.key == "URLPreview.empty")
    }

    @Test func aCancelledLoadChangesNothing() async {
        let load = Task { await presenter.load() }
        load.cancel()
        await result.resolve(with: .success(URLPreviewContent(items: [.init(id: 7, name: "Seven")])))
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

        #expect(delegate.calls == ["urlPreviewModuleDidClose(_:)"])
    }
}

private final class InteractorStub: URLPreviewInteractorProtocol {
    let result: PendingResult<URLPreviewContent>

    init(_ result: PendingResult<URLPreviewContent>) {
        self.result = result
    }

    func loadContent() async throws -> URLPreviewContent {
        try await result.value()
    }
}

private final class RouterSpy: Spy, URLPreviewRouterProtocol {
    func close() {
        record()
    }
    // viper-gen: routes
}

private final class DelegateSpy: Spy, URLPreviewModuleDelegate {
    func urlPreviewModuleDidClose(_ module: any URLPreviewModuleInput) {
        record()
    }
}

@MainActor
private final class ViewSpy: ModuleView {
    private(set) var rendered: [URLPreviewViewModel] = []

    func render(_ viewModel: URLPreviewViewModel) {
        rendered.append(viewModel)
    }
}
