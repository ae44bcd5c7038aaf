//
//  TodoListRouter.swift
//  TodoList module of TodoApp
//
//  Created by viper-gen sample on 2026-09-21.
//

import Observation

/// Where the module's screen navigates: the router changes it, and `TodoListView` follows it.
///
/// Add a property for each destination the router can open (an optional item for `.sheet(item:)`, or a path
/// for a `NavigationStack`), set it in the router and bind to it in the view.
@MainActor
@Observable
final class TodoListNavigation {
    /// Set by the router's `close()`; the view dismisses itself and resets it, so that a later close works too.
    var isClosing = false

    /// The add screen, shown as a sheet while set; the router makes it with `AddTodoRouter.makeModule`.
    var addTodo: AddTodoView?

    /// The detail screen, pushed onto the navigation stack while set; the router makes it with
    /// `TodoDetailRouter.makeModule`.
    var todoDetail: TodoDetailView?

    /// Whether the add screen is shown; the sheet sets it to `false` when the user swipes it away.
    var isShowingAddTodo: Bool {
        get { addTodo != nil }
        set { if !newValue { addTodo = nil } }
    }

    /// Whether the detail screen is shown; the navigation stack sets it to `false` when the user goes back.
    var isShowingTodoDetail: Bool {
        get { todoDetail != nil }
        set { if !newValue { todoDetail = nil } }
    }
    // viper-gen: destinations
}

/// An assembled module: what its view keeps while it is on screen.
struct TodoListModule {
    let state: TodoListViewState
    let navigation: TodoListNavigation
    let input: any TodoListModuleInput
}

/// Assembles the module and performs its navigation by changing its navigation state,
/// `TodoListNavigation`. It is the only part that dismisses the module; it opens the add and detail modules by
/// making their screens with their routers' `makeModule` and handing them to the navigation state.
@MainActor
final class TodoListRouter {
    /// The navigation state that the module's view follows.
    let navigation = TodoListNavigation()

    /// What the modules this one opens need: pass it on to their `makeModule(dependencies:delegate:configure:)`.
    let dependencies: any TodoListDependencies

    init(dependencies: any TodoListDependencies) {
        self.dependencies = dependencies
    }

    /// The module's screen, cheap to make and safe to make in a parent's `body` (a `NavigationLink` destination, a
    /// sheet's content): it builds nothing. The view builds the module once, when it first appears, and keeps it
    /// as long as it stays on screen, however often its parent redraws.
    /// - Parameters:
    ///   - dependencies: What the interactor and the modules that the router opens need.
    ///   - delegate: Told about the module's results.
    ///   - configure: Called once with the input of the module on screen, when it is built and before it loads.
    /// - Returns: The module's screen.
    static func makeModule(
        dependencies: any TodoListDependencies,
        delegate: (any TodoListModuleDelegate)? = nil,
        configure: @escaping @MainActor (any TodoListModuleInput) -> Void = { _ in }
    ) -> TodoListView {
        TodoListView {
            let module = assemble(dependencies: dependencies, delegate: delegate)
            configure(module.input)
            return module
        }
    }

    /// Builds and wires the module; `TodoListView` calls it once, when it first appears.
    ///
    /// The view keeps the view state, which owns the presenter; the presenter owns the interactor and the router.
    /// Every reference back is weak, so the whole module is released with its view.
    static func assemble(
        dependencies: any TodoListDependencies,
        delegate: (any TodoListModuleDelegate)?
    ) -> TodoListModule {
        let state = TodoListViewState()
        let interactor = TodoListInteractor(dependencies: dependencies)
        let router = TodoListRouter(dependencies: dependencies)
        let presenter = TodoListPresenter(view: state, interactor: interactor, router: router)
        state.presenter = presenter
        interactor.output = presenter
        presenter.delegate = delegate
        return TodoListModule(state: state, navigation: router.navigation, input: presenter)
    }
}

extension TodoListRouter: TodoListRouterProtocol {
    func close() {
        navigation.isClosing = true
    }

    func presentAddTodo(delegate: any AddTodoModuleDelegate) {
        navigation.addTodo = AddTodoRouter.makeModule(dependencies: dependencies, delegate: delegate)
    }

    func presentTodoDetail(id: Int, delegate: any TodoDetailModuleDelegate) {
        navigation.todoDetail = TodoDetailRouter.makeModule(dependencies: dependencies, delegate: delegate) { input in
            input.showTodo(id: id)
        }
    }
    // viper-gen: routes
}
