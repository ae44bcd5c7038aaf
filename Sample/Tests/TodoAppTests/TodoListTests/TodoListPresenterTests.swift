//
//  TodoListPresenterTests.swift
//  TodoList module of TodoApp
//
//  Created by viper-gen sample on 2026-09-21.
//

import XCTest

@testable import TodoApp
@testable import TodoCore

@MainActor
final class TodoListPresenterTests: XCTestCase {
    private let today = day("2026-11-22")

    func testViewDidLoadLoadsContent() async {
        let sut = makePresenter()

        sut.presenter.viewDidLoad()

        XCTAssertEqual(sut.interactor.loadContentCallCount, 1)
    }

    func testLoadedContentIsDisplayed() async {
        let sut = makePresenter()

        sut.presenter.didLoadContent(
            TodoListContent(
                today: today,
                groups: [
                    .init(relation: .overdue, items: [TodoItem(id: 2, name: "Pay rent", dueDay: day("2026-11-20"))]),
                    .init(relation: .today, items: [TodoItem(id: 1, name: "Buy milk", dueDay: today)]),
                ]))

        XCTAssertEqual(
            sut.view.displayedViewModels,
            [
                TodoListViewModel(
                    title: "Sunday, 2026-11-22", today: "2026-11-22",
                    sections: [
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
                    ],
                    emptyMessage: nil, showsCompleted: false)
            ])
    }

    func testSectionNamesIconsAndDetailTextForEveryRelation() async {
        let relations: [(DueRelation, String)] = [
            (.earlier, "2026-11-01"), (.overdue, "2026-11-20"), (.today, "2026-11-22"), (.tomorrow, "2026-11-23"),
            (.laterThisWeek, "2026-11-27"), (.nextWeek, "2026-12-03"), (.later, "2027-01-15"),
        ]
        let content = TodoListContent(
            today: today,
            groups: relations.enumerated().map { index, entry in
                .init(relation: entry.0, items: [TodoItem(id: index + 1, name: "T\(index)", dueDay: day(entry.1))])
            })

        let viewModel = TodoListPresenter.viewModel(of: content)

        XCTAssertEqual(
            viewModel.sections.map(\.name),
            ["Earlier", "Overdue", "Today", "Tomorrow", "Later This Week", "Next Week", "Later"])
        XCTAssertEqual(
            viewModel.sections.map(\.iconName),
            ["archive", "flag", "check", "alarm", "circle", "calendar", "hourglass"])
        XCTAssertEqual(
            viewModel.sections.map { $0.rows.first?.detail },
            ["2026-11-01", "2026-11-20", nil, "Monday", "Friday", "Thursday", "2027-01-15"])
    }

    func testNoContentShowsTheNothingToDoMessage() async {
        let sut = makePresenter()

        sut.presenter.didLoadContent(TodoListContent(today: today, groups: [], includesCompleted: true))

        XCTAssertEqual(
            sut.view.displayedViewModels,
            [
                TodoListViewModel(
                    title: "Sunday, 2026-11-22", today: "2026-11-22", sections: [], emptyMessage: "Nothing to do.",
                    showsCompleted: true)
            ])
    }

    func testViewModelsCompareByAllFields() async {
        let row = TodoListViewModel.Row(id: 1, name: "Milk", detail: nil, dueDay: "2026-11-22", isCompleted: false)
        var done = row
        done.isCompleted = true
        var otherDay = row
        otherDay.dueDay = "2026-11-23"

        XCTAssertNotEqual(row, done)
        XCTAssertNotEqual(row, otherDay)
        XCTAssertNotEqual(
            TodoListViewModel.Section(name: "Today", iconName: "check", rows: [row]),
            TodoListViewModel.Section(name: "Today", iconName: "check", rows: [done]))
    }

    func testLoadFailureIsShown() async {
        let sut = makePresenter()

        sut.presenter.didFailToLoadContent(.corruptStore(path: "/s.json", reason: "not valid JSON"))

        XCTAssertEqual(sut.view.errors, ["the store /s.json is corrupt and was left untouched: not valid JSON"])
    }

    func testCloseClosesTheModuleAndTellsTheDelegate() async {
        let sut = makePresenter()

        sut.presenter.didTapClose()

        XCTAssertEqual(sut.router.closeCallCount, 1)
        XCTAssertEqual(sut.delegate.closedModules.count, 1)
        XCTAssertTrue(sut.delegate.closedModules.first === sut.presenter)
    }

    func testAddOpensTheAddModuleWithThePresenterAsItsDelegate() async {
        let sut = makePresenter()

        sut.presenter.didTapAdd()

        XCTAssertEqual(sut.router.addDelegates.count, 1)
        XCTAssertTrue(sut.router.addDelegates.first === sut.presenter)
    }

    func testSelectingAListedTodoOpensItsDetail() async {
        let sut = makePresenter()
        sut.presenter.didLoadContent(
            TodoListContent(
                today: today, groups: [.init(relation: .today, items: [TodoItem(id: 7, name: "A", dueDay: today)])]))

        sut.presenter.didSelectTodo(id: 7)
        sut.presenter.didSelectTodo(id: 8)

        XCTAssertEqual(sut.router.detailIDs, [7])
        XCTAssertTrue(sut.router.detailDelegates.first === sut.presenter)
        XCTAssertEqual(sut.view.errors, ["no to-do with id 8"])
    }

    func testChildModulesResultsReloadTheList() async {
        let sut = makePresenter()
        let item = TodoItem(id: 1, name: "A", dueDay: today)
        let add = AddTodoRouter.makeModule(dependencies: DependenciesStub()).input
        let detail = TodoDetailRouter.makeModule(dependencies: DependenciesStub()).input

        sut.presenter.addTodoModuleDidClose(add)
        sut.presenter.todoDetailModuleDidClose(detail)
        XCTAssertEqual(sut.interactor.loadContentCallCount, 0)

        sut.presenter.addTodoModule(add, didAdd: item)
        sut.presenter.todoDetailModule(detail, didChange: item)
        sut.presenter.todoDetailModule(detail, didDelete: item)
        XCTAssertEqual(sut.interactor.loadContentCallCount, 3)
    }

    func testToggleCompletedReloadsWithCompletedIncluded() async {
        let sut = makePresenter()

        sut.presenter.didTapToggleCompleted()

        XCTAssertTrue(sut.interactor.includesCompleted)
        XCTAssertTrue(sut.presenter.showsCompleted)
        XCTAssertEqual(sut.interactor.loadContentCallCount, 1)
    }

    private func makePresenter() -> (
        presenter: TodoListPresenter,
        view: ViewSpy,
        interactor: InteractorSpy,
        router: RouterSpy,
        delegate: DelegateSpy
    ) {
        let view = ViewSpy()
        let interactor = InteractorSpy()
        let router = RouterSpy()
        let delegate = DelegateSpy()
        let presenter = TodoListPresenter(view: view, interactor: interactor, router: router)
        presenter.delegate = delegate
        return (presenter, view, interactor, router, delegate)
    }
}

@MainActor
private final class ViewSpy: TodoListViewProtocol {
    private(set) var displayedViewModels: [TodoListViewModel] = []
    private(set) var errors: [String] = []

    func display(_ viewModel: TodoListViewModel) {
        displayedViewModels.append(viewModel)
    }

    func showError(_ message: String) {
        errors.append(message)
    }
}

@MainActor
private final class InteractorSpy: TodoListInteractorProtocol {
    private(set) var loadContentCallCount = 0
    var includesCompleted = false

    func loadContent() {
        loadContentCallCount += 1
    }
}

@MainActor
private final class RouterSpy: TodoListRouterProtocol {
    private(set) var closeCallCount = 0
    private(set) var addDelegates: [any AddTodoModuleDelegate] = []
    private(set) var detailIDs: [Int] = []
    private(set) var detailDelegates: [any TodoDetailModuleDelegate] = []

    func close() {
        closeCallCount += 1
    }

    func presentAddTodo(delegate: any AddTodoModuleDelegate) {
        addDelegates.append(delegate)
    }

    func presentTodoDetail(id: Int, delegate: any TodoDetailModuleDelegate) {
        detailIDs.append(id)
        detailDelegates.append(delegate)
    }
    // viper-gen: routes

    func showAbout() {}
}

@MainActor
private final class DelegateSpy: TodoListModuleDelegate {
    private(set) var closedModules: [any TodoListModuleInput] = []

    func todoListModuleDidClose(_ module: any TodoListModuleInput) {
        closedModules.append(module)
    }
}
