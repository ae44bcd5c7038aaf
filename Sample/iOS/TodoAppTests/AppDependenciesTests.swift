import Foundation
import SwiftUI
import TodoCore
import XCTest

@testable import TodoApp

/// The app's container opens every module, and the modules work together through it: the list shows the store's
/// to-dos, the add and detail modules change them and tell the list, which reloads. The modules are assembled as
/// `makeModule` and the list's router assemble them.
@MainActor
final class AppDependenciesTests: XCTestCase {
    private let today = FixedDayClock(day: Day(iso: "2026-11-23")!)

    func testTheListModuleLoadsAndShowsTheStoresToDos() async throws {
        let store = InMemoryTodoStore([TodoItem(id: 1, name: "Buy milk", dueDay: Day(iso: "2026-11-24")!)])
        let list = ListModule(dependencies: AppDependencies(store: store, clock: today, calendar: .englishUS))

        await list.presenter.load()

        XCTAssertEqual(list.presenter.viewModel.title.key, "Monday, November 23")
        XCTAssertEqual(
            list.sections,
            [
                .init(
                    name: "Tomorrow",
                    rows: [
                        .init(
                            id: 1, text: "Buy milk · Tuesday", symbolName: "circle",
                            completionText: LocalizedStringResource("TodoList.notDone", defaultValue: "Not Done"),
                            completionActionTitle: LocalizedStringResource(
                                "TodoList.markDone", defaultValue: "Mark as Done"))
                    ])
            ])
    }

    func testAToDoAddedOnTheAddScreenIsListed() async throws {
        let store = InMemoryTodoStore()
        let dependencies = AppDependencies(store: store, clock: today, calendar: .englishUS)
        let list = ListModule(dependencies: dependencies)
        await list.presenter.load()
        list.presenter.didTapAdd()
        XCTAssertEqual(list.router.navigation.presented, .addTodo)

        // The add module, as the list's router makes it for that route: the list's presenter is its delegate.
        let addRouter = AddTodoRouter(dependencies: dependencies)
        let add = AddTodoPresenter(interactor: AddTodoInteractor(dependencies: dependencies), router: addRouter)
        add.calendar = dependencies.calendar
        add.delegate = list.router.presenter
        await add.load()
        add.name = "Buy milk"
        add.dueDate = Day(iso: "2026-11-24")!.date(in: .englishUS)
        await add.didTapSave()
        await list.presenter.reloadTask?.value

        XCTAssertEqual(store.items, [TodoItem(id: 1, name: "Buy milk", dueDay: Day(iso: "2026-11-24")!)])
        XCTAssertTrue(addRouter.navigation.isClosed)
        XCTAssertEqual(list.sections.map(\.name), ["Tomorrow"])
    }

    func testAToDoSavedAfterTheAddSheetWasSwipedAwayIsListed() async throws {
        let store = InMemoryTodoStore()
        let dependencies = AppDependencies(store: store, clock: today, calendar: .englishUS)
        let list = ListModule(dependencies: dependencies)
        await list.presenter.load()
        list.presenter.didTapAdd()
        var add: AddTodoPresenter? = AddTodoPresenter(
            interactor: AddTodoInteractor(dependencies: dependencies), router: AddTodoRouter(dependencies: dependencies)
        )
        add?.delegate = list.presenter
        await add?.load()
        add?.name = "Buy milk"
        let save = Task { [add] in await add?.didTapSave() }

        // The user swipes the sheet away before the save ends: SwiftUI clears the route and drops the screen.
        list.router.navigation.presented = nil
        add?.didLeave()
        add = nil
        await save.value
        await list.presenter.reloadTask?.value

        XCTAssertEqual(list.sections.map(\.rows).map { $0.map(\.text) }, [["Buy milk"]])
    }

    func testAToDoMarkedDoneAndDeletedOnTheDetailScreenLeavesTheList() async throws {
        let store = InMemoryTodoStore([TodoItem(id: 1, name: "Buy milk", dueDay: Day(iso: "2026-11-23")!)])
        let dependencies = AppDependencies(store: store, clock: today, calendar: .englishUS)
        let list = ListModule(dependencies: dependencies)
        await list.presenter.load()
        list.presenter.didSelectTodo(id: 1)
        XCTAssertEqual(list.router.navigation.pushed, .todoDetail(id: 1))

        // The detail module, as the list's router makes it for that route.
        let detailRouter = TodoDetailRouter(dependencies: dependencies)
        let detail = TodoDetailPresenter(
            interactor: TodoDetailInteractor(dependencies: dependencies), router: detailRouter)
        detail.calendar = dependencies.calendar
        detail.delegate = list.router.presenter
        detail.showTodo(id: 1)
        await detail.load()
        guard case .loaded(let item) = detail.viewModel.content else {
            return XCTFail("not loaded: \(detail.viewModel.content)")
        }
        XCTAssertEqual(item.completionTitle.key, "TodoDetail.markDone")

        await detail.didTapSetCompleted()
        await list.presenter.reloadTask?.value

        XCTAssertEqual(store.items.map(\.isCompleted), [true])
        guard case .loaded(let shown) = list.presenter.viewModel.content else {
            return XCTFail("not loaded: \(list.presenter.viewModel.content)")
        }
        XCTAssertEqual(shown.emptyMessage?.key, "TodoList.empty")

        detail.didTapDelete()
        await detail.didConfirmDelete()

        XCTAssertEqual(store.items, [])
        XCTAssertTrue(detailRouter.navigation.isClosed)
    }

    func testTheWeekStartsOnTheUsersFirstWeekday() async {
        var german = Calendar.englishUS
        german.locale = Locale(identifier: "de_DE")

        XCTAssertEqual(AppDependencies(store: InMemoryTodoStore(), calendar: german).weekStart, .monday)
        XCTAssertEqual(AppDependencies(store: InMemoryTodoStore(), calendar: .englishUS).weekStart, .sunday)
    }

    func testEveryModuleOpensWithTheAppsDependencies() async {
        let dependencies = AppDependencies(store: InMemoryTodoStore())

        let screens: [any View] = [
            TodoListRouter.makeModule(dependencies: dependencies), AddTodoRouter.makeModule(dependencies: dependencies),
            TodoDetailRouter.makeModule(dependencies: dependencies).showing(todoID: 1),
            AboutRouter.makeModule(dependencies: dependencies),
        ]

        XCTAssertEqual(screens.count, 4)
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

/// The list module as `TodoListRouter.makeModule` builds it, with its presenter and router at hand.
@MainActor
private struct ListModule {
    let presenter: TodoListPresenter
    let router: TodoListRouter

    init(dependencies: AppDependencies) {
        router = TodoListRouter(dependencies: dependencies)
        presenter = TodoListPresenter(interactor: TodoListInteractor(dependencies: dependencies), router: router)
        presenter.calendar = dependencies.calendar
        router.presenter = presenter
    }

    /// The sections the list shows; none until it loaded.
    var sections: [TodoListViewModel.Section] {
        guard case .loaded(let list) = presenter.viewModel.content else { return [] }
        return list.sections
    }
}
