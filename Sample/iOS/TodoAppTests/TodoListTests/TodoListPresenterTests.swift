//
//  TodoListPresenterTests.swift
//  TodoList module of TodoApp
//
//  Created by viper-gen sample on 2026-09-21.
//

import Foundation
import Testing
import TodoCore

@testable import TodoApp

@MainActor
struct TodoListPresenterTests {
    private let interactor = InteractorState()
    private let router = RouterSpy()
    private let delegate = DelegateSpy()
    private let presenter: TodoListPresenter

    private static let milk = TodoItem(id: 2, name: "Buy milk", dueDay: Day(iso: "2026-09-21")!)
    private static let rent = TodoItem(id: 1, name: "Pay rent", dueDay: Day(iso: "2026-09-25")!, isCompleted: true)
    private static let plants = TodoItem(id: 3, name: "Water the plants", dueDay: Day(iso: "2026-09-22")!)

    init() {
        presenter = TodoListPresenter(interactor: InteractorStub(interactor), router: router)
        presenter.delegate = delegate
        presenter.calendar = .englishUS
    }

    @Test func theScreenStartsLoadingWithItsTitle() {
        #expect(presenter.viewModel.title.key == "TodoList.title")
        #expect(presenter.viewModel.content == .loading)
    }

    @Test func loadShowsTheToDosInSections() async {
        await interactor.answer(
            TodoListContent(
                today: Day(iso: "2026-09-21")!,
                groups: [
                    DueGroup(relation: .today, items: [Self.milk]),
                    DueGroup(relation: .laterThisWeek, items: [Self.rent]),
                ],
                includesCompleted: true))

        await presenter.load()

        #expect(
            presenter.viewModel
                == TodoListViewModel(
                    title: "Monday, September 21",
                    content: .loaded(
                        .init(sections: [
                            .init(
                                name: "Today",
                                rows: [
                                    .init(
                                        id: 2, text: "Buy milk", symbolName: "circle",
                                        completionText: LocalizedStringResource(
                                            "TodoList.notDone", defaultValue: "Not Done"),
                                        completionActionTitle: LocalizedStringResource(
                                            "TodoList.markDone", defaultValue: "Mark as Done"))
                                ]),
                            .init(
                                name: "Later This Week",
                                rows: [
                                    .init(
                                        id: 1, text: "Pay rent · Friday", symbolName: "checkmark.circle.fill",
                                        isCompleted: true,
                                        completionText: LocalizedStringResource("TodoList.done", defaultValue: "Done"),
                                        completionActionTitle: LocalizedStringResource(
                                            "TodoList.markNotDone", defaultValue: "Mark as Not Done"))
                                ]),
                        ])),
                    toggleCompletedTitle: LocalizedStringResource(
                        "TodoList.hideCompleted", defaultValue: "Hide Completed")))
        #expect(await interactor.loads == [false])
    }

    @Test func datesFollowTheUsersLanguage() {
        var german = Calendar.englishUS
        german.locale = Locale(identifier: "de_DE")
        let rent = TodoItem(id: 1, name: "Miete zahlen", dueDay: Day(iso: "2026-12-04")!)

        let viewModel = TodoListPresenter.viewModel(
            of: TodoListContent(today: Day(iso: "2026-11-23")!, groups: [DueGroup(relation: .later, items: [rent])]),
            calendar: german)

        #expect(viewModel.title.key == "Montag, 23. November")
        guard case .loaded(let list) = viewModel.content else {
            Issue.record("not loaded: \(viewModel.content)")
            return
        }
        #expect(list.sections.first?.rows.first?.text == "Miete zahlen · 4. Dez.")
    }

    @Test func anEmptyListSaysSo() async {
        await presenter.load()

        guard case .loaded(let list) = presenter.viewModel.content else {
            Issue.record("not loaded: \(presenter.viewModel.content)")
            return
        }
        #expect(list.sections.isEmpty)
        #expect(list.emptyMessage?.key == "TodoList.empty")
        #expect(list.notice == nil)
        #expect(presenter.viewModel.toggleCompletedTitle.key == "TodoList.showCompleted")
    }

    @Test func aStoreSetAsideIsExplainedAboveTheEmptyList() async {
        await interactor.answer(
            TodoListContent(today: Day(iso: "2026-11-23")!, groups: [], storeSetAsideAs: "todos.damaged-1.json"))

        await presenter.load()

        guard case .loaded(let list) = presenter.viewModel.content else {
            Issue.record("not loaded: \(presenter.viewModel.content)")
            return
        }
        #expect(list.emptyMessage?.key == "TodoList.empty")
        #expect(
            list.notice
                == "Your to-dos could not be read, so the list starts again empty. The unreadable file was "
                + "kept as todos.damaged-1.json.")
    }

    @Test func aFailedLoadShowsTheProblemAndRetryLoadsAgain() async {
        await interactor.fail(.unreadableStore(path: "todos.json", reason: "Permission denied"))
        await presenter.load()
        #expect(presenter.viewModel.content.message?.key == "Your to-dos could not be read. Try again later.")

        await interactor.answer(TodoListContent(today: Day(iso: "2026-09-21")!, groups: []))
        await presenter.load()
        #expect(presenter.viewModel.content.message == nil)
        #expect(await interactor.loads == [false, false])
    }

    @Test func aCancelledLoadChangesNothing() async {
        let pending = PendingResult<TodoListContent>()
        await interactor.wait(for: pending)
        let load = Task { await presenter.load() }
        load.cancel()
        await pending.resolve(with: .success(TodoListContent(today: Day(iso: "2026-09-21")!, groups: [])))
        await load.value

        #expect(presenter.viewModel.content == .loading)
    }

    @Test func addOpensTheAddScreen() {
        presenter.didTapAdd()

        #expect(router.calls == ["showAddTodo()"])
    }

    @Test func aboutOpensTheAboutScreen() {
        presenter.didTapAbout()

        #expect(router.calls == ["showAbout()"])
    }

    @Test func selectingAListedToDoOpensItsDetail() async {
        await interactor.answer(
            TodoListContent(today: Day(iso: "2026-09-21")!, groups: [DueGroup(relation: .today, items: [Self.milk])]))
        await presenter.load()

        presenter.didSelectTodo(id: 2)

        #expect(router.calls == ["presentTodoDetail(id:)"])
        #expect(router.detailIDs == [2])
    }

    @Test func selectingAToDoThatIsNotListedShowsAProblem() {
        presenter.didSelectTodo(id: 7)

        #expect(router.calls.isEmpty)
        #expect(presenter.viewModel.problem == "This to-do no longer exists.")
    }

    @Test func toggleCompletedReloadsWithTheOtherChoice() async {
        await presenter.didTapToggleCompleted()

        #expect(presenter.includesCompleted)
        #expect(await interactor.loads == [true])
    }

    @Test func theListReloadsWhenTheModulesItOpenedChangeData() async {
        let addTodo = AddTodoInputStub()
        let todoDetail = TodoDetailInputStub()

        presenter.addTodoModule(addTodo, didAdd: Self.milk)
        await presenter.reloadTask?.value
        presenter.todoDetailModule(todoDetail, didChange: Self.milk)
        await presenter.reloadTask?.value
        presenter.todoDetailModule(todoDetail, didDelete: Self.milk)
        await presenter.reloadTask?.value

        #expect(await interactor.loads == [false, false, false])
    }

    @Test func swipesChangeTheToDoTheyWereOnAndReload() async {
        await interactor.answer(
            TodoListContent(
                today: Day(iso: "2026-09-21")!,
                groups: [
                    DueGroup(relation: .today, items: [Self.milk]),
                    DueGroup(relation: .tomorrow, items: [Self.plants]),
                    DueGroup(relation: .laterThisWeek, items: [Self.rent]),
                ]))
        await presenter.load()

        await presenter.didSwipeToSetCompleted(id: 2, true)
        await presenter.didSwipeToSetCompleted(id: 1, false)
        await presenter.didSwipeToDelete(id: 3)

        #expect(await interactor.changes == ["set 2 done", "set 1 not done", "delete 3"])
        #expect(await interactor.loads.count == 4)
        #expect(presenter.viewModel.problem == nil)
    }

    @Test func aFailedSwipeShowsWhyOnceTheListShowsWhatIsStored() async {
        await interactor.answer(
            TodoListContent(today: Day(iso: "2026-09-21")!, groups: [DueGroup(relation: .today, items: [Self.milk])]))
        await presenter.load()
        await interactor.failChanges(.changedElsewhere(id: 2))

        await presenter.didSwipeToDelete(id: 2)

        #expect(await interactor.loads.count == 2)
        #expect(
            presenter.viewModel.problem
                == "This to-do was changed elsewhere since you opened it, so nothing was changed. Check it and try "
                + "again.")
    }

    @Test func aSwipeOnAToDoThatIsNotListedChangesNothing() async {
        await presenter.didSwipeToDelete(id: 7)

        #expect(await interactor.changes.isEmpty)
        #expect(presenter.viewModel.problem == "This to-do no longer exists.")
    }

    @Test func closeAsksTheRouterAndLeavesTheDelegateToTheScreen() {
        presenter.didTapClose()

        #expect(router.calls == ["close()"])
        #expect(delegate.calls.isEmpty)
    }

    @Test func leavingTellsTheDelegate() {
        presenter.didLeave()

        #expect(delegate.calls == ["todoListModuleDidClose(_:)"])
    }
}

/// Answers each load with `content`, or fails with `failure`, or waits for `pending`; records what it was asked.
private actor InteractorState {
    private var content = TodoListContent(today: Day(iso: "2026-09-21")!, groups: [])
    private var failure: TodoError?
    private var changeFailure: TodoError?
    private var pending: PendingResult<TodoListContent>?
    /// Whether each load included completed to-dos.
    private(set) var loads: [Bool] = []
    private(set) var changes: [String] = []

    func answer(_ content: TodoListContent) {
        self.content = content
        failure = nil
    }

    func fail(_ error: TodoError) {
        failure = error
    }

    func failChanges(_ error: TodoError) {
        changeFailure = error
    }

    func wait(for pending: PendingResult<TodoListContent>) {
        self.pending = pending
    }

    func loadContent(includesCompleted: Bool) async throws(TodoError) -> TodoListContent {
        loads.append(includesCompleted)
        if let pending {
            return (try? await pending.value()) ?? content
        }
        if let failure { throw failure }
        return content
    }

    func setCompleted(_ listed: TodoItem, _ isCompleted: Bool) async throws(TodoError) {
        if let changeFailure { throw changeFailure }
        changes.append("set \(listed.id) \(isCompleted ? "done" : "not done")")
    }

    func delete(_ listed: TodoItem) async throws(TodoError) {
        if let changeFailure { throw changeFailure }
        changes.append("delete \(listed.id)")
    }
}

/// The use case the presenter is given: it asks `state`.
private final class InteractorStub: TodoListInteractorProtocol {
    let state: InteractorState

    init(_ state: InteractorState) {
        self.state = state
    }

    func loadContent(includesCompleted: Bool) async throws(TodoError) -> TodoListContent {
        try await state.loadContent(includesCompleted: includesCompleted)
    }

    func setCompleted(_ listed: TodoItem, _ isCompleted: Bool) async throws(TodoError) {
        try await state.setCompleted(listed, isCompleted)
    }

    func delete(_ listed: TodoItem) async throws(TodoError) {
        try await state.delete(listed)
    }
}

private final class RouterSpy: Spy, TodoListRouterProtocol {
    private(set) var detailIDs: [Int] = []

    func close() {
        record()
    }

    func presentTodoDetail(id: Int) {
        detailIDs.append(id)
        record()
    }
    // viper-gen: routes

    func showAbout() {
        record()
    }

    func showAddTodo() {
        record()
    }

    func showTodoDetail() {
        record()
    }
}

private final class DelegateSpy: Spy, TodoListModuleDelegate {
    func todoListModuleDidClose(_ module: any TodoListModuleInput) {
        record()
    }
}

private final class AddTodoInputStub: AddTodoModuleInput {
    weak var delegate: (any AddTodoModuleDelegate)?
}

private final class TodoDetailInputStub: TodoDetailModuleInput {
    weak var delegate: (any TodoDetailModuleDelegate)?

    func showTodo(id: Int) {}
}
