//
//  AddTodoPresenterTests.swift
//  AddTodo module of TodoApp
//
//  Created by viper-gen sample on 2026-09-21.
//

import Foundation
import Testing
import TodoCore

@testable import TodoApp

@MainActor
struct AddTodoPresenterTests {
    private let interactor = InteractorState()
    private let router = RouterSpy()
    private let delegate = DelegateSpy()
    private let presenter: AddTodoPresenter

    private static let today = Day(iso: "2026-09-21")!
    private static let milk = TodoItem(id: 1, name: "Buy milk", dueDay: Day(iso: "2026-09-25")!)

    init() {
        presenter = AddTodoPresenter(interactor: InteractorStub(interactor), router: router)
        presenter.delegate = delegate
        presenter.calendar = .englishUS
    }

    @Test func theScreenStartsLoadingWithItsTitleAndSaveDisabled() {
        #expect(presenter.viewModel.title.key == "AddTodo.title")
        #expect(presenter.viewModel.content == .loading)
        #expect(!presenter.canSave)
    }

    @Test func loadShowsTodayAndStartsTheDatePickerOnItWithSaveDisabledUntilANameIsTyped() async {
        await presenter.load()

        #expect(presenter.viewModel.content == .loaded(Self.today.date(in: .englishUS)))
        #expect(presenter.dueDate == Self.today.date(in: .englishUS))
        #expect(!presenter.canSave)
        #expect(presenter.nameProblem == nil)

        presenter.name = "Buy milk"
        #expect(presenter.canSave)
    }

    @Test func aNameTheRulesRefuseIsShownInPlaceAndDisablesSave() async {
        await presenter.load()

        presenter.name = "Buy milk"
        presenter.name = ""
        #expect(presenter.nameProblem == "The name must not be empty.")
        #expect(!presenter.canSave)

        presenter.name = "Buy\u{1B}[2Jmilk"
        #expect(presenter.nameProblem == "The name must not contain control characters or line breaks.")
        #expect(!presenter.canSave)

        await presenter.didTapSave()
        #expect(await interactor.saves.isEmpty)
    }

    @Test func aLaterLoadKeepsThePickedDate() async {
        await presenter.load()
        let friday = Day(iso: "2026-09-25")!.date(in: .englishUS)
        presenter.dueDate = friday

        await presenter.load()

        #expect(presenter.dueDate == friday)
    }

    @Test func aFailedLoadShowsWhyAndRetryLoadsAgain() async {
        await interactor.failLoads(.unreadableStore(path: "todos.json", reason: "Permission denied"))
        await presenter.load()
        #expect(presenter.viewModel.content.message?.key == "Your to-dos could not be read. Try again later.")
        #expect(!presenter.canSave)

        await interactor.failLoads(nil)
        await presenter.load()
        #expect(presenter.viewModel.content == .loaded(Self.today.date(in: .englishUS)))
    }

    @Test func aCancelledLoadChangesNothing() async {
        let load = Task { await presenter.load() }
        load.cancel()
        await load.value

        #expect(presenter.viewModel.content == .loading)
    }

    @Test func saveSendsWhatWasTypedAndPickedThenTellsTheDelegateAndCloses() async {
        await presenter.load()
        presenter.name = "Buy milk"
        presenter.dueDate = Day(iso: "2026-09-25")!.date(in: .englishUS)

        await presenter.didTapSave()

        #expect(await interactor.saves == ["Buy milk 2026-09-25"])
        #expect(delegate.calls == ["addTodoModule(_:didAdd:)"])
        #expect(delegate.addedItems == [Self.milk])
        #expect(router.calls == ["close()"])
    }

    @Test func saveIsDisabledWhileASaveIsUnderWayAndASecondTapStoresNothing() async {
        await presenter.load()
        let pending = PendingResult<TodoItem>()
        await interactor.wait(for: pending)
        presenter.name = "Buy milk"

        let save = Task { await presenter.didTapSave() }
        while await interactor.saves.isEmpty { await Task.yield() }
        #expect(presenter.viewModel.isSaving)
        #expect(!presenter.canSave)
        await presenter.didTapSave()
        await pending.resolve(with: .success(Self.milk))
        await save.value

        #expect(await interactor.saves.count == 1)
        #expect(!presenter.viewModel.isSaving)
    }

    @Test func aFailedSaveShowsWhyAndEnablesSaveAgain() async {
        await presenter.load()
        await interactor.failSaves(.readOnlyStore(path: "todos.json"))
        presenter.name = "Buy milk"

        await presenter.didTapSave()

        #expect(
            presenter.viewModel.problem
                == "The change could not be saved. Make sure the device has free space, then try again.")
        #expect(presenter.canSave)
        #expect(router.calls.isEmpty)
        #expect(delegate.calls.isEmpty)

        await interactor.failSaves(nil)
        presenter.name = "Buy milk"
        await presenter.didTapSave()
        #expect(presenter.viewModel.problem == nil)
        #expect(router.calls == ["close()"])
    }

    @Test func saveBeforeTheScreenLoadedStoresNothing() async {
        await presenter.didTapSave()

        #expect(await interactor.saves.isEmpty)
    }

    @Test func closeAsksTheRouterAndLeavesTheDelegateToTheScreen() async {
        await presenter.load()
        #expect(!presenter.hasEdits)

        presenter.didTapClose()

        #expect(!presenter.isAskingToDiscard)
        #expect(router.calls == ["close()"])
        #expect(delegate.calls.isEmpty)
    }

    @Test(arguments: [("Buy milk", "2026-09-21"), ("", "2026-09-25")])
    func closeWithEditsAsksBeforeDiscardingThem(name: String, dueDay: String) async {
        await presenter.load()
        presenter.name = name
        presenter.dueDate = Day(iso: dueDay)!.date(in: .englishUS)
        #expect(presenter.hasEdits)

        presenter.didTapClose()
        #expect(presenter.isAskingToDiscard)
        #expect(router.calls.isEmpty)

        presenter.didConfirmDiscard()
        #expect(!presenter.isAskingToDiscard)
        #expect(router.calls == ["close()"])
        #expect(await interactor.saves.isEmpty)
    }

    @Test func leavingTellsTheDelegate() {
        presenter.didLeave()

        #expect(delegate.calls == ["addTodoModuleDidClose(_:)"])
    }
}

/// Answers with today and the to-do saved, or fails, or waits for `pending`; records each save as `name dueDay`.
private actor InteractorState {
    private var loadFailure: TodoError?
    private var saveFailure: TodoError?
    private var pending: PendingResult<TodoItem>?
    private(set) var saves: [String] = []

    func failLoads(_ error: TodoError?) {
        loadFailure = error
    }

    func failSaves(_ error: TodoError?) {
        saveFailure = error
    }

    func wait(for pending: PendingResult<TodoItem>) {
        self.pending = pending
    }

    func loadContent() async throws(TodoError) -> AddTodoContent {
        if let loadFailure { throw loadFailure }
        return AddTodoContent(today: Day(iso: "2026-09-21")!)
    }

    func save(name: String, dueDay: Day) async throws(TodoError) -> TodoItem {
        saves.append("\(name) \(dueDay)")
        if let saveFailure { throw saveFailure }
        let item = TodoItem(id: 1, name: name, dueDay: dueDay)
        guard let pending else { return item }
        return (try? await pending.value()) ?? item
    }
}

/// The use case the presenter is given: it asks `state`.
private final class InteractorStub: AddTodoInteractorProtocol {
    let state: InteractorState

    init(_ state: InteractorState) {
        self.state = state
    }

    func loadContent() async throws(TodoError) -> AddTodoContent {
        try await state.loadContent()
    }

    func save(name: String, dueDay: Day) async throws(TodoError) -> TodoItem {
        try await state.save(name: name, dueDay: dueDay)
    }
}

private final class RouterSpy: Spy, AddTodoRouterProtocol {
    func close() {
        record()
    }
    // viper-gen: routes
}

private final class DelegateSpy: Spy, AddTodoModuleDelegate {
    private(set) var addedItems: [TodoItem] = []

    func addTodoModuleDidClose(_ module: any AddTodoModuleInput) {
        record()
    }

    func addTodoModule(_ module: any AddTodoModuleInput, didAdd item: TodoItem) {
        addedItems.append(item)
        record()
    }
}
