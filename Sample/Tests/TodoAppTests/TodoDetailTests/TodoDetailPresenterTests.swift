//
//  TodoDetailPresenterTests.swift
//  TodoDetail module of TodoApp
//
//  Created by viper-gen sample on 2026-09-21.
//

import Testing

@testable import TodoApp
@testable import TodoCore

@MainActor
struct TodoDetailPresenterTests {
    private let rent = TodoItem(id: 2, name: "Pay rent", dueDay: day("2026-11-20"))
    private let store: InMemoryTodoStore
    private let result = PendingResult<TodoDetailContent>()
    private let router = RouterSpy()
    private let delegate = DelegateSpy()
    private let view = ViewSpy()
    private let presenter: TodoDetailPresenter

    init() {
        store = InMemoryTodoStore([rent])
        presenter = TodoDetailPresenter(
            interactor: InteractorStub(result, store: store), router: router)
        presenter.delegate = delegate
        presenter.view = view
        presenter.showTodo(id: 2)
    }

    private var shownRent: TodoDetailViewModel.Item {
        .init(
            id: 2, name: "Pay rent", dueText: "Friday, 2026-11-20 (Overdue)", dueDay: "2026-11-20", isCompleted: false)
    }

    @Test func theScreenStartsLoadingWithItsTitle() {
        #expect(presenter.viewModel.title.key == "TodoDetail.title")
        #expect(presenter.viewModel.content == .loading)
        #expect(view.rendered == [presenter.viewModel])
    }

    @Test func loadShowsTheToDo() async {
        await result.resolve(with: .success(TodoDetailContent(item: rent, relation: .overdue)))

        await presenter.load()

        #expect(presenter.viewModel.content == .loaded(shownRent))
        #expect(view.rendered.last == presenter.viewModel)
    }

    @Test func aFailedLoadShowsTheFailureAndRetryLoadsAgain() async {
        await result.resolve(with: .failure(TodoError.unknownID("2")))
        await presenter.load()
        #expect(presenter.viewModel.content == .failed(.verbatim(TodoError.unknownID("2").message)))

        await result.resolve(with: .success(TodoDetailContent(item: rent, relation: .overdue)))
        await presenter.load()
        #expect(presenter.viewModel.content == .loaded(shownRent))
    }

    @Test func aCancelledLoadChangesNothing() async {
        let load = Task { await presenter.load() }
        load.cancel()
        await result.resolve(with: .success(TodoDetailContent(item: rent, relation: .overdue)))
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

        #expect(delegate.calls == ["todoDetailModuleDidClose(_:)"])
    }

    @Test func aChangeIsShownAndTheDelegateIsTold() async {
        await result.resolve(with: .success(TodoDetailContent(item: rent, relation: .overdue)))
        await presenter.load()

        await presenter.didTapSetCompleted(true)

        var done = rent
        done.isCompleted = true
        #expect(store.items == [done])
        #expect(
            presenter.viewModel.content
                == .loaded(
                    .init(
                        id: 2, name: "Pay rent", dueText: "Friday, 2026-11-20 (Earlier)", dueDay: "2026-11-20",
                        isCompleted: true)))
        #expect(delegate.calls == ["todoDetailModule(_:didChange:)"])
    }

    @Test func deleteOnlyAfterConfirmationThenTheModuleCloses() async {
        await result.resolve(with: .success(TodoDetailContent(item: rent, relation: .overdue)))
        await presenter.load()

        presenter.didTapDelete()
        #expect(view.questions == ["Delete \"Pay rent\"? (y/N)"])
        #expect(store.items == [rent])
        await presenter.didConfirmDelete()

        #expect(store.items == [])
        #expect(delegate.calls == ["todoDetailModule(_:didDelete:)"])
        #expect(router.calls == ["close()"])
    }

    @Test func aToDoChangedElsewhereIsNotChangedButShownAgainAndActedOnAsShown() async {
        await result.resolve(with: .success(TodoDetailContent(item: rent, relation: .overdue)))
        await presenter.load()
        var renamed = rent
        renamed.name = "Sell the car"
        store.changeElsewhere(renamed)

        await presenter.didTapSetCompleted(true)

        #expect(view.errors == [InputErrorViewModel(TodoError.changedElsewhere(id: 2))])
        #expect(store.items == [renamed])
        if case .loaded(let item) = presenter.viewModel.content {
            #expect(item.name == "Sell the car")
        } else {
            Issue.record("the to-do as it is now is not shown")
        }
        await presenter.didConfirmDelete()
        #expect(store.items == [], "the delete acts on the to-do as shown again")
    }

    @Test func invalidInputIsShownWithTheFieldToAskAgain() async {
        await result.resolve(with: .success(TodoDetailContent(item: rent, relation: .overdue)))
        await presenter.load()

        await presenter.didEnterName("")
        await presenter.didTapSave(name: nil, dueDay: "nope")

        #expect(
            view.errors == [
                InputErrorViewModel(message: TodoError.emptyName.message, field: .name),
                InputErrorViewModel(message: TodoError.invalidDueDay("nope").message, field: .dueDay),
            ])
        #expect(store.items == [rent])
        #expect(delegate.calls.isEmpty)
    }
}

/// Waits for what the test resolves; unless that is a failure, loads and changes through the real interactor.
private final class InteractorStub: TodoDetailInteractorProtocol {
    let result: PendingResult<TodoDetailContent>
    let interactor: TodoDetailInteractor

    init(_ result: PendingResult<TodoDetailContent>, store: InMemoryTodoStore) {
        self.result = result
        interactor = TodoDetailInteractor(dependencies: DependenciesStub(store: store))
    }

    func loadContent(id: Int) async throws(TodoError) -> TodoDetailContent {
        do {
            _ = try await result.value()
        } catch {
            throw error as? TodoError ?? .reported("cancelled")
        }
        return try await interactor.loadContent(id: id)
    }

    func setCompleted(_ isCompleted: Bool, shown: TodoItem) async throws(TodoError) -> TodoDetailContent {
        try await interactor.setCompleted(isCompleted, shown: shown)
    }

    func checkName(_ name: String) async throws(TodoError) {
        try await interactor.checkName(name)
    }

    func update(_ shown: TodoItem, name: String?, dueDay: String?) async throws(TodoError) -> TodoDetailContent {
        try await interactor.update(shown, name: name, dueDay: dueDay)
    }

    func delete(_ shown: TodoItem) async throws(TodoError) -> TodoItem {
        try await interactor.delete(shown)
    }
}

private final class RouterSpy: Spy, TodoDetailRouterProtocol {
    func close() {
        record()
    }
    // viper-gen: routes
}

private final class DelegateSpy: Spy, TodoDetailModuleDelegate {
    func todoDetailModuleDidClose(_ module: any TodoDetailModuleInput) {
        record()
    }

    func todoDetailModule(_ module: any TodoDetailModuleInput, didChange item: TodoItem) {
        record()
    }

    func todoDetailModule(_ module: any TodoDetailModuleInput, didDelete item: TodoItem) {
        record()
    }
}

@MainActor
private final class ViewSpy: TodoDetailViewProtocol {
    private(set) var rendered: [TodoDetailViewModel] = []
    private(set) var errors: [InputErrorViewModel] = []
    private(set) var questions: [String] = []

    func render(_ viewModel: TodoDetailViewModel) {
        rendered.append(viewModel)
    }

    func showError(_ error: InputErrorViewModel) {
        errors.append(error)
    }

    func askToConfirmDelete(_ question: String) {
        questions.append(question)
    }
}
