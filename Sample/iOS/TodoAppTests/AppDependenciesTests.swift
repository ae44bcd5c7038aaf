import XCTest

@testable import TodoApp

/// The app's container opens every module, and the list module loads and shows its content through it.
@MainActor
final class AppDependenciesTests: XCTestCase {
    func testTheListModuleLoadsAndShowsItsContent() async throws {
        let module = TodoListRouter.assemble(dependencies: AppDependencies(), delegate: nil)
        let presenter = try XCTUnwrap(module.input as? TodoListPresenter)
        let interactor = try XCTUnwrap(presenter.interactor as? TodoListInteractor)

        module.state.appear()
        await interactor.loadTask?.value

        XCTAssertEqual(module.state.viewModel, TodoListViewModel(title: "TodoList"))
    }

    func testEveryModuleOpensWithTheAppsDependencies() async {
        let dependencies = AppDependencies()

        XCTAssertTrue(AddTodoRouter.assemble(dependencies: dependencies, delegate: nil).input is AddTodoPresenter)
        XCTAssertTrue(TodoDetailRouter.assemble(dependencies: dependencies, delegate: nil).input is TodoDetailPresenter)
    }
}
