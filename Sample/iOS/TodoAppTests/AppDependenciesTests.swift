import Foundation
import TodoCore
import XCTest

@testable import TodoApp

/// The app's container opens every module, and the modules work together through it: the list shows the store's
/// to-dos, the add and detail modules change them and tell the list, which reloads. The modules are assembled as
/// their screens assemble them (`makeModule` builds them only when SwiftUI shows the screen).
@MainActor
final class AppDependenciesTests: XCTestCase {
    private let today = FixedDayClock(day: Day(iso: "2026-11-23")!)

    func testTheListModuleLoadsAndShowsTheStoresToDos() async throws {
        let store = InMemoryTodoStore([TodoItem(id: 1, name: "Buy milk", dueDay: Day(iso: "2026-11-24")!)])
        let list = try ListModule(dependencies: AppDependencies(store: store, clock: today, calendar: .englishUS))

        await list.appear()

        XCTAssertEqual(
            list.module.state.viewModel,
            TodoListViewModel(
                title: "Monday, November 23",
                sections: [
                    .init(
                        name: "Tomorrow",
                        rows: [
                            .init(
                                id: 1, text: "Buy milk · Tuesday", symbolName: "circle", completionText: "Not Done",
                                completionActionTitle: "Mark as Done")
                        ])
                ],
                emptyMessage: nil, toggleCompletedTitle: "Show Completed"))
    }

    func testAToDoAddedOnTheAddScreenIsListed() async throws {
        let store = InMemoryTodoStore()
        let dependencies = AppDependencies(store: store, clock: today, calendar: .englishUS)
        let list = try ListModule(dependencies: dependencies)
        await list.appear()
        list.module.state.add()
        XCTAssertEqual(list.module.navigation.presented, .addTodo)

        // The add screen, as the view that the list's router made assembles it, with the list as its delegate.
        let add = AddTodoRouter.assemble(dependencies: dependencies, delegate: list.presenter)
        add.state.appear()
        add.state.name = "Buy milk"
        add.state.dueDate = Day(iso: "2026-11-24")!.date(in: .englishUS)
        let addInteractor = try XCTUnwrap((add.input as? AddTodoPresenter)?.interactor as? AddTodoInteractor)
        add.state.save()
        await addInteractor.saveTask?.value
        await list.loaded()

        XCTAssertEqual(store.items, [TodoItem(id: 1, name: "Buy milk", dueDay: Day(iso: "2026-11-24")!)])
        XCTAssertTrue(add.navigation.isClosing)
        XCTAssertEqual(list.module.state.viewModel?.sections.map(\.name), ["Tomorrow"])
    }

    func testAToDoSavedAfterTheAddSheetWasSwipedAwayIsListed() async throws {
        let store = InMemoryTodoStore()
        let dependencies = AppDependencies(store: store, clock: today, calendar: .englishUS)
        let list = try ListModule(dependencies: dependencies)
        await list.appear()
        list.module.state.add()
        var add: AddTodoModule? = AddTodoRouter.assemble(dependencies: dependencies, delegate: list.presenter)
        let save = try XCTUnwrap((add?.input as? AddTodoPresenter)?.interactor as? AddTodoInteractor)
        add?.state.appear()
        await save.loadTask?.value
        add?.state.name = "Buy milk"
        add?.state.save()
        let saved = save.saveTask

        // The user swipes the sheet away before the save ends: SwiftUI clears the route and drops the screen.
        list.module.navigation.isPresenting = false
        list.module.state.dismissRoute()
        add = nil
        await saved?.value
        await list.loaded()

        XCTAssertEqual(
            list.module.state.viewModel?.sections,
            [
                .init(
                    name: "Today",
                    rows: [
                        .init(
                            id: 1, text: "Buy milk", symbolName: "circle", completionText: "Not Done",
                            completionActionTitle: "Mark as Done")
                    ])
            ])
    }

    func testAToDoMarkedDoneAndDeletedOnTheDetailScreenLeavesTheList() async throws {
        let store = InMemoryTodoStore([TodoItem(id: 1, name: "Buy milk", dueDay: Day(iso: "2026-11-23")!)])
        let dependencies = AppDependencies(store: store, clock: today, calendar: .englishUS)
        let list = try ListModule(dependencies: dependencies)
        await list.appear()
        list.module.state.select(id: 1)
        XCTAssertEqual(list.module.navigation.pushed, .todoDetail(id: 1))

        let detail = TodoDetailRouter.assemble(dependencies: dependencies, delegate: list.presenter)
        detail.input.showTodo(id: 1)
        let interactor = try XCTUnwrap((detail.input as? TodoDetailPresenter)?.interactor as? TodoDetailInteractor)
        detail.state.appear()
        await interactor.loadTask?.value
        XCTAssertEqual(detail.state.viewModel?.completionTitle, "Mark as Done")

        detail.state.toggleCompleted()
        await interactor.changeTask?.value
        await list.loaded()

        XCTAssertEqual(store.items.map(\.isCompleted), [true])
        XCTAssertEqual(list.module.state.viewModel?.emptyMessage, "Nothing to do.")

        detail.state.delete()
        detail.state.confirmDelete()
        await interactor.changeTask?.value

        XCTAssertEqual(store.items, [])
        XCTAssertTrue(detail.navigation.isClosing)
    }

    func testTheWeekStartsOnTheUsersFirstWeekday() async {
        var german = Calendar.englishUS
        german.locale = Locale(identifier: "de_DE")

        XCTAssertEqual(AppDependencies(store: InMemoryTodoStore(), calendar: german).weekStart, .monday)
        XCTAssertEqual(AppDependencies(store: InMemoryTodoStore(), calendar: .englishUS).weekStart, .sunday)
    }

    func testEveryModuleOpensWithTheAppsDependencies() async {
        let dependencies = AppDependencies(store: InMemoryTodoStore())

        XCTAssertTrue(TodoListRouter.assemble(dependencies: dependencies, delegate: nil).input is TodoListPresenter)
        XCTAssertTrue(AddTodoRouter.assemble(dependencies: dependencies, delegate: nil).input is AddTodoPresenter)
        XCTAssertTrue(TodoDetailRouter.assemble(dependencies: dependencies, delegate: nil).input is TodoDetailPresenter)
    }

    func testTheStoreIsAFileInApplicationSupportThatRecoversWhenUnreadable() async throws {
        let store = try XCTUnwrap(AppDependencies().store as? RecoveringTodoStore)
        let applicationSupport = try XCTUnwrap(
            FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask).first)

        XCTAssertEqual(store.store.url, applicationSupport.appending(path: "todos.json"))
        // Never the temporary folder, which the system empties.
        XCTAssertFalse(store.store.url.path.hasPrefix(FileManager.default.temporaryDirectory.path))
        var isFolder: ObjCBool = false
        XCTAssertTrue(FileManager.default.fileExists(atPath: applicationSupport.path, isDirectory: &isFolder))
        XCTAssertTrue(isFolder.boolValue)
    }
}

/// The list module as the app's root screen assembles it, and a way to wait for its loads.
@MainActor
private struct ListModule {
    let module: TodoListModule
    let presenter: TodoListPresenter
    let interactor: TodoListInteractor

    init(dependencies: AppDependencies) throws {
        module = TodoListRouter.assemble(dependencies: dependencies, delegate: nil)
        presenter = try XCTUnwrap(module.input as? TodoListPresenter)
        interactor = try XCTUnwrap(presenter.interactor as? TodoListInteractor)
    }

    /// The screen appears and its first load finishes.
    func appear() async {
        module.state.appear()
        await loaded()
    }

    /// The load in progress finishes.
    func loaded() async {
        await interactor.loadTask?.value
    }
}
