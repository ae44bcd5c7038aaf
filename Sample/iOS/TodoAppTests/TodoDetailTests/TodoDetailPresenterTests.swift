//
//  TodoDetailPresenterTests.swift
//  TodoDetail module of TodoApp
//
//  Created by viper-gen sample on 2026-09-21.
//

import Foundation
import Testing
import TodoCore

@testable import TodoApp

@MainActor
struct TodoDetailPresenterTests {
    private static let milk = TodoItem(id: 1, name: "Buy milk", dueDay: Day(iso: "2026-09-25")!)

    private let interactor = InteractorState(stored: milk)
    private let router = RouterSpy()
    private let delegate = DelegateSpy()
    private let presenter: TodoDetailPresenter

    init() {
        presenter = TodoDetailPresenter(interactor: InteractorStub(interactor), router: router)
        presenter.delegate = delegate
        presenter.calendar = .englishUS
        presenter.showTodo(id: 1)
    }

    @Test func theScreenStartsLoadingWithItsTitle() {
        #expect(presenter.viewModel.title.key == "TodoDetail.title")
        #expect(presenter.viewModel.content == .loading)
    }

    @Test func loadShowsTheToDoItWasToldToShow() async {
        await presenter.load()

        #expect(await interactor.events == ["load 1"])
        #expect(presenter.viewModel.title.key == "Buy milk")
        #expect(
            presenter.viewModel.content
                == .loaded(
                    TodoDetailViewModel.Item(
                        name: "Buy milk",
                        dueText: LocalizedStringResource(
                            "TodoDetail.dueDay", defaultValue: "Friday, September 25 (Later This Week)"),
                        dueDay: Self.milk.dueDay, isCompleted: false,
                        completionTitle: LocalizedStringResource("TodoDetail.markDone", defaultValue: "Mark as Done"))))
        #expect(presenter.name == "Buy milk")
        #expect(presenter.dueDay == Self.milk.dueDay)
        #expect(presenter.dueDate == Self.milk.dueDay.date(in: .englishUS))
    }

    @Test func aFailedLoadShowsWhy() async {
        presenter.showTodo(id: 7)

        await presenter.load()

        #expect(presenter.viewModel.content.message?.key == "This to-do no longer exists.")
    }

    @Test func aCancelledLoadChangesNothing() async {
        let load = Task { await presenter.load() }
        load.cancel()
        await load.value

        #expect(presenter.viewModel.content == .loading)
    }

    @Test func saveSendsTheFieldsShowsTheChangeAndTellsTheDelegate() async {
        await presenter.load()
        presenter.name = "Buy oat milk"
        presenter.dueDate = Day(iso: "2026-09-24")!.date(in: .englishUS)

        await presenter.didTapSave()

        #expect(await interactor.events == ["load 1", "update Buy oat milk 2026-09-24"])
        #expect(presenter.viewModel.title.key == "Buy oat milk")
        #expect(delegate.changedItems.map(\.name) == ["Buy oat milk"])
    }

    @Test func saveIsDisabledUntilAFieldChanges() async {
        #expect(!presenter.canSave)
        await presenter.load()
        #expect(!presenter.canSave)

        presenter.dueDate = Day(iso: "2026-09-24")!.date(in: .englishUS)
        #expect(presenter.canSave)
    }

    @Test func aClearedNameIsAnErrorInPlaceAndSaveStoresNothing() async {
        await presenter.load()

        presenter.name = ""

        #expect(presenter.nameProblem == "The name must not be empty.")
        #expect(!presenter.canSave)
        await presenter.didTapSave()
        #expect(await interactor.events == ["load 1"])
        #expect(presenter.name == "")
        #expect(delegate.changedItems.isEmpty)
    }

    @Test func markingDoneKeepsUnsavedEdits() async {
        await presenter.load()
        presenter.name = "Buy oat milk"
        presenter.dueDate = Day(iso: "2026-09-24")!.date(in: .englishUS)

        await presenter.didTapSetCompleted()

        #expect(await interactor.events == ["load 1", "setCompleted true"])
        #expect(presenter.name == "Buy oat milk")
        #expect(presenter.dueDay == Day(iso: "2026-09-24")!)
        guard case .loaded(let item) = presenter.viewModel.content else {
            Issue.record("not loaded: \(presenter.viewModel.content)")
            return
        }
        #expect(item.completionTitle.key == "TodoDetail.markNotDone")
        #expect(delegate.changedItems.map(\.isCompleted) == [true])
    }

    @Test func aToDoChangedElsewhereIsShownAsItIsNowWithWhyNothingChanged() async {
        await presenter.load()
        presenter.name = "Buy oat milk"
        var renamed = Self.milk
        renamed.name = "Buy soy milk"
        await interactor.changeElsewhere(renamed)

        await presenter.didTapSetCompleted()

        // What is stored wins over the edit.
        #expect(presenter.name == "Buy soy milk")
        #expect(
            presenter.viewModel.problem
                == "This to-do was changed elsewhere since you opened it, so nothing was changed. Check it and try "
                + "again.")
        #expect(delegate.changedItems.isEmpty)
    }

    @Test func theDatePickerShowsTheDueDayAndSavesTheDayPickedInTheUsersCalendar() async throws {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = try #require(TimeZone(identifier: "Pacific/Auckland"))
        presenter.calendar = calendar
        await presenter.load()
        #expect(
            calendar.dateComponents([.year, .month, .day], from: presenter.dueDate)
                == DateComponents(year: 2026, month: 9, day: 25))

        // Late in the evening in Auckland is already the next day in UTC: the day picked is the user's.
        presenter.dueDate = try #require(calendar.date(from: DateComponents(year: 2026, month: 10, day: 2, hour: 23)))
        await presenter.didTapSave()

        #expect(await interactor.events == ["load 1", "update Buy milk 2026-10-02"])
    }

    @Test func deleteAsksFirstAndDeletesOnlyWhenConfirmed() async {
        await presenter.load()

        presenter.didTapDelete()
        #expect(presenter.viewModel.deleteQuestion?.key == "TodoDetail.deleteNamed")
        #expect(presenter.isAskingToDelete)
        #expect(await interactor.events == ["load 1"])

        await presenter.didConfirmDelete()
        #expect(!presenter.isAskingToDelete)
        #expect(await interactor.events == ["load 1", "delete"])
        #expect(delegate.calls == ["todoDetailModule(_:didDelete:)"])
        #expect(router.calls == ["close()"])
    }

    @Test func cancellingTheQuestionDeletesNothing() async {
        await presenter.load()
        presenter.didTapDelete()

        // What SwiftUI does when the alert's Cancel is tapped.
        presenter.isAskingToDelete = false

        #expect(presenter.viewModel.deleteQuestion == nil)
        #expect(await interactor.events == ["load 1"])
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
}

/// Holds one stored to-do, changes it as the store would (only if it is still the one shown), and records what it
/// was asked.
private actor InteractorState {
    private var stored: TodoItem
    private(set) var events: [String] = []

    init(stored: TodoItem) {
        self.stored = stored
    }

    func changeElsewhere(_ item: TodoItem) {
        stored = item
    }

    func loadContent(id: Int) async throws(TodoError) -> TodoDetailContent {
        events.append("load \(id)")
        guard id == stored.id else { throw .unknownID(String(id)) }
        return TodoDetailContent(item: stored, relation: .laterThisWeek)
    }

    func setCompleted(_ shown: TodoItem, _ isCompleted: Bool) async throws(TodoError) -> TodoDetailContent {
        events.append("setCompleted \(isCompleted)")
        var item = shown
        item.isCompleted = isCompleted
        return try store(item, replacing: shown)
    }

    func update(_ shown: TodoItem, name: String, dueDay: Day) async throws(TodoError) -> TodoDetailContent {
        events.append("update \(name) \(dueDay)")
        var item = shown
        item.name = name
        item.dueDay = dueDay
        return try store(item, replacing: shown)
    }

    func delete(_ shown: TodoItem) async throws(TodoError) {
        events.append("delete")
    }

    private func store(_ item: TodoItem, replacing shown: TodoItem) throws(TodoError) -> TodoDetailContent {
        guard shown == stored else { throw .changedElsewhere(id: shown.id) }
        stored = item
        return TodoDetailContent(item: item, relation: .laterThisWeek)
    }
}

/// The use case the presenter is given: it asks `state`.
private final class InteractorStub: TodoDetailInteractorProtocol {
    let state: InteractorState

    init(_ state: InteractorState) {
        self.state = state
    }

    func loadContent(id: Int) async throws(TodoError) -> TodoDetailContent {
        try await state.loadContent(id: id)
    }

    func setCompleted(_ shown: TodoItem, _ isCompleted: Bool) async throws(TodoError) -> TodoDetailContent {
        try await state.setCompleted(shown, isCompleted)
    }

    func update(_ shown: TodoItem, name: String, dueDay: Day) async throws(TodoError) -> TodoDetailContent {
        try await state.update(shown, name: name, dueDay: dueDay)
    }

    func delete(_ shown: TodoItem) async throws(TodoError) {
        try await state.delete(shown)
    }
}

private final class RouterSpy: Spy, TodoDetailRouterProtocol {
    func close() {
        record()
    }
    // viper-gen: routes
}

private final class DelegateSpy: Spy, TodoDetailModuleDelegate {
    private(set) var changedItems: [TodoItem] = []

    func todoDetailModuleDidClose(_ module: any TodoDetailModuleInput) {
        record()
    }

    func todoDetailModule(_ module: any TodoDetailModuleInput, didChange item: TodoItem) {
        changedItems.append(item)
        record()
    }

    func todoDetailModule(_ module: any TodoDetailModuleInput, didDelete item: TodoItem) {
        record()
    }
}
