//
//  TodoDetailRouterTests.swift
//  TodoDetail module of TodoApp
//
//  Created by viper-gen sample on 2026-09-21.
//

import Testing

@testable import TodoApp
@testable import TodoCore

@MainActor
struct TodoDetailRouterTests {
    @Test func makeModuleWiresTheViewAndTheDelegate() {
        let delegate = DelegateSpy()
        let module = TodoDetailRouter.makeModule(dependencies: DependenciesStub(), delegate: delegate)

        #expect(module.input.delegate === delegate)
        #expect(module.view.viewModel?.title.key == "TodoDetail.title")
    }

    @Test func theWholeModuleLoadsTheToDoItWasGiven() async {
        let store = InMemoryTodoStore([TodoItem(id: 2, name: "Pay rent", dueDay: day("2026-11-20"))])
        let module = TodoDetailRouter.makeModule(dependencies: DependenciesStub(store: store))
        module.input.showTodo(id: 2)

        await module.view.load()

        #expect(module.view.item?.dueText == "Friday, 2026-11-20 (Overdue)")
    }

    @Test func closeClosesTheViewTakesItOffTheScreensAndTellsTheDelegate() {
        let screens = ScreenStack()
        let delegate = DelegateSpy()
        let module = TodoDetailRouter.makeModule(dependencies: DependenciesStub(), delegate: delegate)
        screens.push(module.view)

        module.view.close()

        #expect(module.view.isClosed)
        #expect(screens.top == nil)
        #expect(delegate.calls == ["todoDetailModuleDidClose(_:)"])
    }

    @Test func theModuleIsReleasedWithItsView() {
        var view: TodoDetailView?
        weak var presenter: TodoDetailPresenter?
        do {
            let module = TodoDetailRouter.makeModule(dependencies: DependenciesStub())
            view = module.view
            presenter = module.input as? TodoDetailPresenter
        }
        #expect(presenter != nil)

        view = nil

        #expect(view == nil)
        #expect(presenter == nil)
    }
    // viper-gen: route tests
}

private final class DelegateSpy: Spy, TodoDetailModuleDelegate {
    func todoDetailModuleDidClose(_ module: any TodoDetailModuleInput) {
        record()
    }

    func todoDetailModule(_ module: any TodoDetailModuleInput, didChange item: TodoItem) {}

    func todoDetailModule(_ module: any TodoDetailModuleInput, didDelete item: TodoItem) {}
}
