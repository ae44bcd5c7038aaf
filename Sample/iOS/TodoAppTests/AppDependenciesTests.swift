import XCTest

@testable import TodoApp
@testable import TodoCore

/// The app's container opens every module, and the list module loads and shows today's date from the container's
/// clock, off the main actor, with the result shown on it.
@MainActor
final class AppDependenciesTests: XCTestCase {
    func testTheListModuleLoadsAndShowsItsContent() async throws {
        let clock = FixedDayClock(day: try XCTUnwrap(Day(year: 2026, month: 11, day: 22)))
        let module = TodoListRouter.assemble(dependencies: AppDependencies(clock: clock), delegate: nil)
        let presenter = try XCTUnwrap(module.input as? TodoListPresenter)
        let interactor = try XCTUnwrap(presenter.interactor as? TodoListInteractor)

        module.state.appear()
        await interactor.loadTask?.value

        XCTAssertEqual(module.state.viewModel, TodoListViewModel(title: "To-dos, 2026-11-22"))
    }

    func testEveryModuleOpensWithTheAppsDependencies() async {
        let dependencies = AppDependencies()

        XCTAssertTrue(AddTodoRouter.assemble(dependencies: dependencies, delegate: nil).input is AddTodoPresenter)
        XCTAssertTrue(TodoDetailRouter.assemble(dependencies: dependencies, delegate: nil).input is TodoDetailPresenter)
    }
}
