//
//  TodoListPresenterTests.swift
//  TodoList module of TodoApp
//
//  Created by viper-gen sample on 2026-09-21.
//

import Foundation
import TodoCore
import XCTest

@testable import TodoApp

@MainActor
final class TodoListPresenterTests: XCTestCase {
    func testEveryAppearanceLoadsContent() async {
        let sut = makePresenter()

        sut.presenter.viewDidLoad()
        sut.presenter.viewWillAppear()
        sut.presenter.viewWillAppear()

        XCTAssertEqual(sut.interactor.loadContentCallCount, 2)
    }

    func testLoadedContentIsDisplayedInSections() async {
        let sut = makePresenter()
        let milk = TodoItem(id: 2, name: "Buy milk", dueDay: Day(iso: "2026-09-21")!)
        let rent = TodoItem(id: 1, name: "Pay rent", dueDay: Day(iso: "2026-09-25")!, isCompleted: true)

        sut.presenter.didLoadContent(
            TodoListContent(
                today: Day(iso: "2026-09-21")!,
                groups: [DueGroup(relation: .today, items: [milk]), DueGroup(relation: .laterThisWeek, items: [rent])],
                includesCompleted: true))

        XCTAssertEqual(
            sut.view.displayedViewModels,
            [
                TodoListViewModel(
                    title: "Monday, September 21",
                    sections: [
                        .init(
                            name: "Today",
                            rows: [
                                .init(
                                    id: 2, text: "Buy milk", symbolName: "circle", completionText: "Not Done",
                                    completionActionTitle: "Mark as Done")
                            ]),
                        .init(
                            name: "Later This Week",
                            rows: [
                                .init(
                                    id: 1, text: "Pay rent · Friday", symbolName: "checkmark.circle.fill",
                                    isCompleted: true,
                                    completionText: "Done", completionActionTitle: "Mark as Not Done")
                            ]),
                    ],
                    emptyMessage: nil, toggleCompletedTitle: "Hide Completed")
            ])
    }

    func testDatesFollowTheUsersLanguage() async {
        var german = Calendar.englishUS
        german.locale = Locale(identifier: "de_DE")
        let rent = TodoItem(id: 1, name: "Miete zahlen", dueDay: Day(iso: "2026-12-04")!)

        let viewModel = TodoListPresenter.viewModel(
            of: TodoListContent(today: Day(iso: "2026-11-23")!, groups: [DueGroup(relation: .later, items: [rent])]),
            calendar: german)

        XCTAssertEqual(viewModel.title, "Montag, 23. November")
        XCTAssertEqual(viewModel.sections.first?.rows.first?.text, "Miete zahlen · 4. Dez.")
    }

    func testAnEmptyListSaysSo() async {
        let sut = makePresenter()

        sut.presenter.didLoadContent(TodoListContent(today: Day(iso: "2026-09-21")!, groups: []))

        XCTAssertEqual(sut.view.displayedViewModels.map(\.emptyMessage), ["Nothing to do."])
        XCTAssertEqual(sut.view.displayedViewModels.map(\.toggleCompletedTitle), ["Show Completed"])
    }

    func testAStoreSetAsideIsExplainedAboveTheEmptyList() async {
        let sut = makePresenter()

        sut.presenter.didLoadContent(
            TodoListContent(today: Day(iso: "2026-11-23")!, groups: [], storeSetAsideAs: "todos.damaged-1.json"))

        XCTAssertEqual(
            sut.view.displayedViewModels,
            [
                TodoListViewModel(
                    title: "Monday, November 23", sections: [], emptyMessage: "Nothing to do.",
                    notice: "Your to-dos could not be read, so the list starts again empty. The unreadable file was "
                        + "kept as todos.damaged-1.json.",
                    toggleCompletedTitle: "Show Completed")
            ])
    }

    func testAFailedLoadShowsTheProblem() async {
        let sut = makePresenter()

        sut.presenter.didFailToLoadContent(.unreadableStore(path: "todos.json", reason: "Permission denied"))

        XCTAssertEqual(sut.view.errors, ["Your to-dos could not be read. Try again later."])
    }

    func testAddOpensTheAddModuleWithThePresenterAsItsDelegate() async {
        let sut = makePresenter()

        sut.presenter.didTapAdd()

        XCTAssertEqual(sut.router.addDelegates.count, 1)
        XCTAssertTrue(sut.router.addDelegates.first === sut.presenter)
    }

    func testSelectingAListedToDoOpensItsDetail() async {
        let sut = makePresenter()
        let milk = TodoItem(id: 2, name: "Buy milk", dueDay: Day(iso: "2026-09-21")!)
        sut.presenter.didLoadContent(
            TodoListContent(today: Day(iso: "2026-09-21")!, groups: [DueGroup(relation: .today, items: [milk])]))

        sut.presenter.didSelectTodo(id: 2)

        XCTAssertEqual(sut.router.detailIDs, [2])
        XCTAssertTrue(sut.router.detailDelegates.first === sut.presenter)
    }

    func testSelectingAToDoThatIsNotListedShowsAProblem() async {
        let sut = makePresenter()

        sut.presenter.didSelectTodo(id: 7)

        XCTAssertEqual(sut.router.detailIDs, [])
        XCTAssertEqual(sut.view.errors, ["This to-do no longer exists."])
    }

    func testToggleCompletedReloadsWithTheOtherChoice() async {
        let sut = makePresenter()

        sut.presenter.didTapToggleCompleted()

        XCTAssertTrue(sut.interactor.includesCompleted)
        XCTAssertEqual(sut.interactor.loadContentCallCount, 1)
    }

    func testTheListReloadsWhenTheModulesItOpenedChangeData() async {
        let sut = makePresenter()
        let milk = TodoItem(id: 2, name: "Buy milk", dueDay: Day(iso: "2026-09-21")!)
        let module = AddTodoInputStub()
        let detail = TodoDetailInputStub()

        sut.presenter.addTodoModuleDidClose(module)
        sut.presenter.addTodoModule(module, didAdd: milk)
        sut.presenter.todoDetailModuleDidClose(detail)
        sut.presenter.todoDetailModule(detail, didChange: milk)
        sut.presenter.todoDetailModule(detail, didDelete: milk)

        XCTAssertEqual(sut.interactor.loadContentCallCount, 3)
    }

    func testTheListReloadsWhenTheUserLeavesAScreenItOpened() async {
        let sut = makePresenter()

        sut.presenter.didDismissRoute()

        XCTAssertEqual(sut.interactor.loadContentCallCount, 1)
    }

    func testSwipesChangeTheToDoTheyWereOn() async {
        let sut = makePresenter()

        sut.presenter.didSwipeToSetCompleted(id: 2, true)
        sut.presenter.didSwipeToSetCompleted(id: 1, false)
        sut.presenter.didSwipeToDelete(id: 3)

        XCTAssertEqual(sut.interactor.changes, ["set 2 done", "set 1 not done", "delete 3"])
    }

    func testAFailedSwipeShowsWhy() async {
        let sut = makePresenter()

        sut.presenter.didFailToChange(.changedElsewhere(id: 2))

        XCTAssertEqual(
            sut.view.errors,
            ["This to-do was changed elsewhere since you opened it, so nothing was changed. Check it and try again."])
    }

    func testCloseClosesTheModuleAndTellsTheDelegate() async {
        let sut = makePresenter()

        sut.presenter.didTapClose()

        XCTAssertEqual(sut.router.closeCallCount, 1)
        XCTAssertEqual(sut.delegate.closedModules.count, 1)
        XCTAssertTrue(sut.delegate.closedModules.first === sut.presenter)
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
        presenter.calendar = .englishUS
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
    var includesCompleted = false
    private(set) var loadContentCallCount = 0

    func loadContent() {
        loadContentCallCount += 1
    }

    private(set) var changes: [String] = []

    func setCompleted(id: Int, _ isCompleted: Bool) {
        changes.append("set \(id) \(isCompleted ? "done" : "not done")")
    }

    func delete(id: Int) {
        changes.append("delete \(id)")
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

@MainActor
private final class AddTodoInputStub: AddTodoModuleInput {
    weak var delegate: (any AddTodoModuleDelegate)?
}

@MainActor
private final class TodoDetailInputStub: TodoDetailModuleInput {
    weak var delegate: (any TodoDetailModuleDelegate)?

    func showTodo(id: Int) {}
}
