//
//  AddTodoPresenterTests.swift
//  AddTodo module of TodoApp
//
//  Created by viper-gen sample on 2026-09-21.
//

import Testing

@testable import TodoApp
@testable import TodoCore

@MainActor
struct AddTodoPresenterTests {
    private let result = PendingResult<AddTodoContent>()
    private let router = RouterSpy()
    private let delegate = DelegateSpy()
    private let view = ViewSpy()
    private let presenter: AddTodoPresenter

    init() {
        presenter = AddTodoPresenter(interactor: InteractorStub(result), router: router)
        presenter.delegate = delegate
        presenter.view = view
    }

    @Test func theScreenStartsLoadingWithItsTitle() {
        #expect(presenter.viewModel.title.key == "AddTodo.title")
        #expect(presenter.viewModel.content == .loading)
        #expect(view.rendered == [presenter.viewModel])
    }

    @Test func loadOffersTodayAsTheDefaultDueDay() async {
        await result.resolve(with: .success(AddTodoContent(today: day("2026-11-22"))))

        await presenter.load()

        #expect(presenter.viewModel.content == .loaded(.init(defaultDueDay: "today")))
        #expect(view.rendered.last == presenter.viewModel)
    }

    @Test func aFailedLoadShowsTheFailureAndRetryLoadsAgain() async {
        let failure = TodoError.unreadableStore(path: "/s.json", reason: "gone")
        await result.resolve(with: .failure(failure))
        await presenter.load()
        #expect(presenter.viewModel.content == .failed(.verbatim(failure.message)))

        await result.resolve(with: .success(AddTodoContent(today: day("2026-11-22"))))
        await presenter.load()
        #expect(presenter.viewModel.content == .loaded(.init(defaultDueDay: "today")))
    }

    @Test func aCancelledLoadChangesNothing() async {
        let load = Task { await presenter.load() }
        load.cancel()
        await result.resolve(with: .success(AddTodoContent(today: day("2026-11-22"))))
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

        #expect(delegate.calls == ["addTodoModuleDidClose(_:)"])
    }

    @Test func aSavedTodoIsReportedToTheDelegateAndTheModuleCloses() async {
        await presenter.didTapSave(name: "Milk", dueDay: "+1w")

        #expect(delegate.calls == ["addTodoModule(_:didAdd:)"])
        #expect(delegate.added == [TodoItem(id: 1, name: "Milk", dueDay: day("2026-11-29"))])
        #expect(router.calls == ["close()"])
    }

    @Test func aFailureIsShownWithTheFieldToAskAgain() async {
        await presenter.didTapSave(name: "Milk", dueDay: "someday")
        await presenter.didEnterName("")

        #expect(
            view.errors == [
                InputErrorViewModel(message: TodoError.invalidDueDay("someday").message, field: .dueDay),
                InputErrorViewModel(message: TodoError.emptyName.message, field: .name),
            ])
        #expect(router.calls.isEmpty)
        #expect(delegate.calls.isEmpty)
    }
}

/// Loads what the test resolves; checks names for emptiness, and saves any due day but `someday`.
private final class InteractorStub: AddTodoInteractorProtocol {
    let result: PendingResult<AddTodoContent>

    init(_ result: PendingResult<AddTodoContent>) {
        self.result = result
    }

    func loadContent() async throws(TodoError) -> AddTodoContent {
        do {
            return try await result.value()
        } catch {
            throw error as? TodoError ?? .reported("cancelled")
        }
    }

    func checkName(_ name: String) async throws(TodoError) {
        if name.isEmpty { throw .emptyName }
    }

    func save(name: String, dueDay: String) async throws(TodoError) -> TodoItem {
        if dueDay == "someday" { throw .invalidDueDay(dueDay) }
        return TodoItem(id: 1, name: name, dueDay: day("2026-11-29"))
    }
}

private final class RouterSpy: Spy, AddTodoRouterProtocol {
    func close() {
        record()
    }
    // viper-gen: routes
}

private final class DelegateSpy: Spy, AddTodoModuleDelegate {
    private(set) var added: [TodoItem] = []

    func addTodoModuleDidClose(_ module: any AddTodoModuleInput) {
        record()
    }

    func addTodoModule(_ module: any AddTodoModuleInput, didAdd item: TodoItem) {
        record()
        added.append(item)
    }
}

@MainActor
private final class ViewSpy: AddTodoViewProtocol {
    private(set) var rendered: [AddTodoViewModel] = []
    private(set) var errors: [InputErrorViewModel] = []

    func render(_ viewModel: AddTodoViewModel) {
        rendered.append(viewModel)
    }

    func showError(_ error: InputErrorViewModel) {
        errors.append(error)
    }
}
