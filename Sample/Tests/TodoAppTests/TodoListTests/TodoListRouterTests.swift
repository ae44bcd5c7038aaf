//
//  TodoListRouterTests.swift
//  TodoList module of TodoApp
//
//  Created by viper-gen sample on 2026-09-21.
//

import Testing

@testable import TodoApp
@testable import TodoCore

@MainActor
struct TodoListRouterTests {
    @Test func makeModuleWiresTheViewAndTheDelegate() {
        let delegate = DelegateSpy()
        let module = TodoListRouter.makeModule(dependencies: DependenciesStub(), delegate: delegate)

        #expect(module.input.delegate === delegate)
        #expect(module.view.viewModel?.title.key == "TodoList.title")
    }

    @Test func closeClosesTheViewTakesItOffTheScreensAndTellsTheDelegate() {
        let screens = ScreenStack()
        let delegate = DelegateSpy()
        let module = TodoListRouter.makeModule(dependencies: DependenciesStub(), screens: screens, delegate: delegate)
        screens.push(module.view)

        module.view.close()

        #expect(module.view.isClosed)
        #expect(screens.top == nil)
        #expect(delegate.calls == ["todoListModuleDidClose(_:)"])
    }

    @Test func addNavigatesToTheAddScreenAndBackToARefreshedList() async throws {
        let store = InMemoryTodoStore()
        let screens = ScreenStack()
        let module = TodoListRouter.makeModule(dependencies: DependenciesStub(store: store), screens: screens)
        screens.push(module.view)
        await module.view.load()

        module.view.presenter.didTapAdd()
        let add = try #require(screens.top as? AddTodoView)
        #expect((add.presenter as? AddTodoPresenter)?.delegate === module.input)
        await add.presenter.didTapSave(name: "Buy milk", dueDay: "tomorrow")

        #expect(add.isClosed)
        #expect(screens.top === module.view)
        await module.view.load()
        guard case .loaded(let sections) = module.view.viewModel?.content else {
            Issue.record("the list does not show the new to-do")
            return
        }
        #expect(sections.map(\.name) == ["Tomorrow"])
    }

    @Test func selectingNavigatesToTheDetailOfThatTodo() async throws {
        let store = InMemoryTodoStore([TodoItem(id: 4, name: "Buy milk", dueDay: day("2026-11-22"))])
        let screens = ScreenStack()
        let module = TodoListRouter.makeModule(dependencies: DependenciesStub(store: store), screens: screens)
        screens.push(module.view)
        await module.view.load()

        module.view.presenter.didSelectTodo(id: 4)

        let detail = try #require(screens.top as? TodoDetailView)
        await detail.load()
        #expect(detail.item?.name == "Buy milk")
        #expect((detail.presenter as? TodoDetailPresenter)?.delegate === module.input)
        detail.presenter.didTapDelete()
        await detail.presenter.didConfirmDelete()
        #expect(screens.top === module.view)
        await module.view.load()
        #expect(module.view.viewModel?.content.message?.text == "Nothing to do.")
    }

    @Test func aboutOpensTheAboutModule() async throws {
        let module = TodoListRouter.makeModule(dependencies: DependenciesStub())
        let presenter = try #require(module.input as? TodoListPresenter)
        let router = try #require(presenter.router as? TodoListRouter)

        presenter.didTapAbout()
        let about = try #require(router.about)
        await about.view.load()

        #expect(
            about.view.renderedText()
                == "todo 1.0\nA to-do list for the terminal, built from VIPER modules that viper-gen generated.\n")
        #expect(about.input.delegate === presenter)
    }

    @Test func theModuleIsReleasedWithItsView() {
        var view: TodoListView?
        weak var presenter: TodoListPresenter?
        do {
            let module = TodoListRouter.makeModule(dependencies: DependenciesStub())
            view = module.view
            presenter = module.input as? TodoListPresenter
        }
        #expect(presenter != nil)

        view = nil

        #expect(view == nil)
        #expect(presenter == nil)
    }
    // viper-gen: route tests

    @Test func showTodoDetailOpensIt() {
        let router = TodoListRouter(dependencies: DependenciesStub())

        router.showTodoDetail()

        #expect(router.todoDetail != nil)
    }

    @Test func showAddTodoOpensIt() {
        let router = TodoListRouter(dependencies: DependenciesStub())

        router.showAddTodo()

        #expect(router.addTodo != nil)
    }

    @Test func showAboutOpensIt() {
        let router = TodoListRouter(dependencies: DependenciesStub())

        router.showAbout()

        #expect(router.about != nil)
    }
}

private final class DelegateSpy: Spy, TodoListModuleDelegate {
    func todoListModuleDidClose(_ module: any TodoListModuleInput) {
        record()
    }
}
