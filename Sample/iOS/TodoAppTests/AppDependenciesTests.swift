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
        let list = try ListModule(dependencies: AppDependencies(store: store, clock: today))

        await list.appear()

        XCTAssertEqual(
            list.module.state.viewModel,
            TodoListViewModel(
                title: "Monday, 2026-11-23",
                sections: [
                    .init(name: "Tomorrow", rows: [.init(id: 1, text: "Buy milk · Tuesday", symbolName: "circle")])
                ],
                emptyMessage: nil, toggleCompletedTitle: "Show Completed"))
    }

    func testAToDoAddedOnTheAddScreenIsListed() async throws {
        let store = InMemoryTodoStore()
        let dependencies = AppDependencies(store: store, clock: today)
        let list = try ListModule(dependencies: dependencies)
        await list.appear()
        list.module.state.add()
        XCTAssertTrue(list.module.navigation.isShowingAddTodo)

        // The add screen, as the view that the list's router made assembles it, with the list as its delegate.
        let add = AddTodoRouter.assemble(dependencies: dependencies, delegate: list.presenter)
        add.state.appear()
        add.state.name = "Buy milk"
        add.state.dueDay = "tomorrow"
        let addInteractor = try XCTUnwrap((add.input as? AddTodoPresenter)?.interactor as? AddTodoInteractor)
        add.state.save()
        await addInteractor.saveTask?.value
        await list.loaded()

        XCTAssertEqual(store.items, [TodoItem(id: 1, name: "Buy milk", dueDay: Day(iso: "2026-11-24")!)])
        XCTAssertTrue(add.navigation.isClosing)
        XCTAssertEqual(list.module.state.viewModel?.sections.map(\.name), ["Tomorrow"])
    }

    func testAToDoMarkedDoneAndDeletedOnTheDetailScreenLeavesTheList() async throws {
        let store = InMemoryTodoStore([TodoItem(id: 1, name: "Buy milk", dueDay: Day(iso: "2026-11-23")!)])
        let dependencies = AppDependencies(store: store, clock: today)
        let list = try ListModule(dependencies: dependencies)
        await list.appear()
        list.module.state.select(id: 1)
        XCTAssertTrue(list.module.navigation.isShowingTodoDetail)

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

    func testEveryModuleOpensWithTheAppsDependencies() async {
        let dependencies = AppDependencies(store: InMemoryTodoStore())

        XCTAssertTrue(TodoListRouter.assemble(dependencies: dependencies, delegate: nil).input is TodoListPresenter)
        XCTAssertTrue(AddTodoRouter.assemble(dependencies: dependencies, delegate: nil).input is AddTodoPresenter)
        XCTAssertTrue(TodoDetailRouter.assemble(dependencies: dependencies, delegate: nil).input is TodoDetailPresenter)
    }

    func testTheStoreIsAFileInApplicationSupport() async {
        let store = AppDependencies().store as? FileTodoStore

        XCTAssertEqual(store?.url.lastPathComponent, "todos.json")
        XCTAssertEqual(store?.url.deletingLastPathComponent().lastPathComponent, "Application Support")
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
