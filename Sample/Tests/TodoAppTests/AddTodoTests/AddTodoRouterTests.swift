//
//  AddTodoRouterTests.swift
//  AddTodo module of TodoApp
//
//  Created by viper-gen sample on 2026-09-21.
//

import Testing

@testable import TodoApp
@testable import TodoCore

@MainActor
struct AddTodoRouterTests {
    @Test func makeModuleWiresTheViewAndTheDelegate() {
        let delegate = DelegateSpy()
        let module = AddTodoRouter.makeModule(dependencies: DependenciesStub(), delegate: delegate)

        #expect(module.input.delegate === delegate)
        #expect(module.view.viewModel?.title.key == "AddTodo.title")
    }

    @Test func closeClosesTheViewTakesItOffTheScreensAndTellsTheDelegate() {
        let screens = ScreenStack()
        let delegate = DelegateSpy()
        let module = AddTodoRouter.makeModule(dependencies: DependenciesStub(), delegate: delegate)
        screens.push(module.view)

        module.view.close()

        #expect(module.view.isClosed)
        #expect(screens.top == nil)
        #expect(delegate.calls == ["addTodoModuleDidClose(_:)"])
    }

    @Test func savingThroughTheWholeModuleStoresAndCloses() async {
        let store = InMemoryTodoStore()
        let delegate = DelegateSpy()
        let module = AddTodoRouter.makeModule(dependencies: DependenciesStub(store: store), delegate: delegate)
        await module.view.load()

        await module.view.presenter.didTapSave(name: "Milk", dueDay: "+1w")

        #expect(store.items == [TodoItem(id: 1, name: "Milk", dueDay: day("2026-11-29"))])
        #expect(delegate.added == store.items)
        #expect(module.view.isClosed)
    }

    @Test func theModuleIsReleasedWithItsView() {
        var view: AddTodoView?
        weak var presenter: AddTodoPresenter?
        do {
            let module = AddTodoRouter.makeModule(dependencies: DependenciesStub())
            view = module.view
            presenter = module.input as? AddTodoPresenter
        }
        #expect(presenter != nil)

        view = nil

        #expect(view == nil)
        #expect(presenter == nil)
    }
    // viper-gen: route tests
}

private final class DelegateSpy: Spy, AddTodoModuleDelegate {
    private(set) var added: [TodoItem] = []

    func addTodoModuleDidClose(_ module: any AddTodoModuleInput) {
        record()
    }

    func addTodoModule(_ module: any AddTodoModuleInput, didAdd item: TodoItem) {
        added.append(item)
    }
}
