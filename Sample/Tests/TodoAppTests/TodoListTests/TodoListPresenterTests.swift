//
//  TodoListPresenterTests.swift
//  TodoList module of TodoApp
//
//  Created by viper-gen sample on 2026-09-21.
//

import Testing

@testable import TodoApp
@testable import TodoCore

@MainActor
struct TodoListPresenterTests {
    private let today = day("2026-11-22")
    private let result = PendingResult<TodoListContent>()
    private let router = RouterSpy()
    private let delegate = DelegateSpy()
    private let view = ViewSpy()
    private let presenter: TodoListPresenter

    init() {
        presenter = TodoListPresenter(interactor: InteractorStub(result), router: router)
        presenter.delegate = delegate
        presenter.view = view
    }

    @Test func theScreenStartsLoadingWithItsTitle() {
        #expect(presenter.viewModel.title.key == "TodoList.title")
        #expect(presenter.viewModel.content == .loading)
        #expect(view.rendered == [presenter.viewModel])
    }

    @Test func loadShowsTodayAndTheSections() async {
        await result.resolve(
            with: .success(
                TodoListContent(
                    today: today,
                    groups: [
                        .init(
                            relation: .overdue, items: [TodoItem(id: 2, name: "Pay rent", dueDay: day("2026-11-20"))]),
                        .init(relation: .today, items: [TodoItem(id: 1, name: "Buy milk", dueDay: today)]),
                    ])))

        await presenter.load()

        #expect(
            presenter.viewModel
                == TodoListViewModel(
                    title: .verbatim("Sunday, 2026-11-22"), today: "2026-11-22", showsCompleted: false,
                    content: .loaded([
                        .init(
                            name: "Overdue", iconName: "flag",
                            rows: [
                                .init(
                                    id: 2, name: "Pay rent", detail: "2026-11-20", dueDay: "2026-11-20",
                                    isCompleted: false)
                            ]),
                        .init(
                            name: "Today", iconName: "check",
                            rows: [
                                .init(id: 1, name: "Buy milk", detail: nil, dueDay: "2026-11-22", isCompleted: false)
                            ]),
                    ])))
        #expect(view.rendered.last == presenter.viewModel)
    }

    @Test func sectionNamesIconsAndDetailTextForEveryRelation() {
        let relations: [(DueRelation, String)] = [
            (.earlier, "2026-11-01"), (.overdue, "2026-11-20"), (.today, "2026-11-22"), (.tomorrow, "2026-11-23"),
            (.laterThisWeek, "2026-11-27"), (.nextWeek, "2026-12-03"), (.later, "2027-01-15"),
        ]
        let content = TodoListContent(
            today: today,
            groups: relations.enumerated().map { index, entry in
                .init(relation: entry.0, items: [TodoItem(id: index + 1, name: "T\(index)", dueDay: day(entry.1))])
            })

        guard case .loaded(let sections) = TodoListPresenter.viewModel(of: content).content else {
            Issue.record("the sections are not shown")
            return
        }

        #expect(
            sections.map(\.name) == [
                "Earlier", "Overdue", "Today", "Tomorrow", "Later This Week", "Next Week", "Later",
            ])
        #expect(sections.map(\.iconName) == ["archive", "flag", "check", "alarm", "circle", "calendar", "hourglass"])
        #expect(
            sections.map { $0.rows.first?.detail }
                == ["2026-11-01", "2026-11-20", nil, "Monday", "Friday", "Thursday", "2027-01-15"])
    }

    @Test func noContentShowsTheNothingToDoMessage() async {
        await result.resolve(with: .success(TodoListContent(today: today, groups: [])))

        await presenter.load()

        #expect(presenter.viewModel.content.message?.key == "TodoList.empty")
        #expect(presenter.viewModel.content.message?.text == "Nothing to do.")
    }

    @Test func viewModelsCompareByAllFields() {
        let row = TodoListViewModel.Row(id: 1, name: "Milk", detail: nil, dueDay: "2026-11-22", isCompleted: false)
        var done = row
        done.isCompleted = true
        var otherDay = row
        otherDay.dueDay = "2026-11-23"

        #expect(row != done)
        #expect(row != otherDay)
        #expect(
            TodoListViewModel.Section(name: "Today", iconName: "check", rows: [row])
                != TodoListViewModel.Section(name: "Today", iconName: "check", rows: [done]))
    }

    @Test func aFailedLoadShowsTheFailureAndRetryLoadsAgain() async {
        await result.resolve(with: .failure(TodoError.corruptStore(path: "/s.json", reason: "not valid JSON")))
        await presenter.load()
        #expect(
            presenter.viewModel.content.message?.text
                == "the store /s.json is corrupt and was left untouched: not valid JSON")

        await result.resolve(with: .success(TodoListContent(today: today, groups: [])))
        await presenter.load()
        #expect(presenter.viewModel.content.message?.key == "TodoList.empty")
    }

    @Test func aCancelledLoadChangesNothing() async {
        let load = Task { await presenter.load() }
        load.cancel()
        await result.resolve(with: .success(TodoListContent(today: today, groups: [])))
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

        #expect(delegate.calls == ["todoListModuleDidClose(_:)"])
    }

    @Test func addOpensTheAddModule() {
        presenter.didTapAdd()

        #expect(router.calls == ["presentAddTodo()"])
    }

    @Test func selectingAListedTodoOpensItsDetail() async {
        await result.resolve(
            with: .success(
                TodoListContent(
                    today: today, groups: [.init(relation: .today, items: [TodoItem(id: 7, name: "A", dueDay: today)])]
                )))
        await presenter.load()

        presenter.didSelectTodo(id: 7)
        presenter.didSelectTodo(id: 8)

        #expect(router.detailIDs == [7])
        #expect(view.errors == ["no to-do with id 8"])
    }

    @Test func toggleCompletedReloadsWithCompletedIncluded() async {
        await result.resolve(with: .success(TodoListContent(today: today, groups: [])))

        await presenter.didTapToggleCompleted()

        #expect(presenter.showsCompleted)
        #expect(presenter.viewModel.showsCompleted)
    }

    @Test func aboutAsksTheRouterToOpenTheAboutModule() {
        presenter.didTapAbout()

        #expect(router.calls == ["showAbout()"])
    }
}

/// Loads what the test resolves, with completed to-dos included as the presenter asked.
private final class InteractorStub: TodoListInteractorProtocol {
    let result: PendingResult<TodoListContent>

    init(_ result: PendingResult<TodoListContent>) {
        self.result = result
    }

    func loadContent(includesCompleted: Bool) async throws(TodoError) -> TodoListContent {
        do {
            var content = try await result.value()
            content.includesCompleted = includesCompleted
            return content
        } catch {
            throw error as? TodoError ?? .reported("cancelled")
        }
    }
}

private final class RouterSpy: Spy, TodoListRouterProtocol {
    private(set) var detailIDs: [Int] = []

    func close() {
        record()
    }

    func presentAddTodo() {
        record()
    }

    func presentTodoDetail(id: Int) {
        record()
        detailIDs.append(id)
    }
    // viper-gen: routes

    func showTodoDetail() {
        record()
    }

    func showAddTodo() {
        record()
    }

    func showAbout() {
        record()
    }
}

private final class DelegateSpy: Spy, TodoListModuleDelegate {
    func todoListModuleDidClose(_ module: any TodoListModuleInput) {
        record()
    }
}

@MainActor
private final class ViewSpy: TodoListViewProtocol {
    private(set) var rendered: [TodoListViewModel] = []
    private(set) var errors: [String] = []

    func render(_ viewModel: TodoListViewModel) {
        rendered.append(viewModel)
    }

    func showError(_ message: String) {
        errors.append(message)
    }
}
