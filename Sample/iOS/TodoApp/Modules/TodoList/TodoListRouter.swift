//
//  TodoListRouter.swift
//  TodoList module of TodoApp
//
//  Created by viper-gen sample on 2026-09-21.
//

import Observation
import SwiftUI

/// A screen that the router opens from this module, as a value: the navigation state holds routes, never views.
/// Add a case for each screen, such as `case detail(id: Item.ID)`, and make its screen in `screen(for:)` below.
enum TodoListRoute: Hashable {
    /// The add screen, in a sheet.
    case addTodo
    /// The detail screen of the to-do with `id`, pushed (or, on iPad, beside the list).
    case todoDetail(id: Int)
    // viper-gen: route cases
    /// The About screen, which `showAbout()` presents.
    case about
}

/// Where the module's screen navigates, as route values: the router changes it, and `TodoListView`
/// follows it.
@MainActor
@Observable
final class TodoListNavigation {
    /// Set by the router's `close()`; the view dismisses itself and resets it, so that a later close works too.
    var isClosing = false

    /// The screen shown in a sheet while set; SwiftUI clears it when the user swipes the sheet away.
    var presented: TodoListRoute?

    /// The screen pushed onto the navigation stack while set; SwiftUI clears it when the user goes back.
    var pushed: TodoListRoute?

    /// Whether a sheet is shown; the sheet sets it to `false` when the user swipes it away.
    var isPresenting: Bool {
        get { presented != nil }
        set { if !newValue { presented = nil } }
    }

    /// Whether a screen is pushed; the navigation stack sets it to `false` when the user goes back.
    var isPushing: Bool {
        get { pushed != nil }
        set { if !newValue { pushed = nil } }
    }
    // viper-gen: destinations
}

/// An assembled module: what its view keeps while it is on screen.
struct TodoListModule {
    let state: TodoListViewState
    let navigation: TodoListNavigation
    let input: any TodoListModuleInput
    /// Makes the screens of the routes that `navigation` holds.
    let router: TodoListRouter
}

/// Assembles the module and performs its navigation by changing its navigation state,
/// `TodoListNavigation`. It is the only part that dismisses the module; it opens the add and detail modules by
/// setting their routes, and makes their screens with their routers' `makeModule` when the view shows them.
@MainActor
final class TodoListRouter {
    /// The navigation state that the module's view follows.
    let navigation = TodoListNavigation()

    /// What the modules this one opens need: pass it on to their `makeModule(dependencies:delegate:configure:)`.
    let dependencies: any TodoListDependencies

    /// Told about the results of the screens the router opens: the presenter that asked for them. Weak, because
    /// the presenter owns the router.
    private weak var addTodoDelegate: (any AddTodoModuleDelegate)?
    private weak var todoDetailDelegate: (any TodoDetailModuleDelegate)?

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
        presenter.calendar = dependencies.calendar
        state.presenter = presenter
        interactor.output = presenter
        presenter.delegate = delegate
        return TodoListModule(
            state: state, navigation: router.navigation, input: presenter, router: router)
    }

    /// The screen of `route`, made with the `makeModule` of the module it opens, which takes
    /// `dependencies`.
    @ViewBuilder
    func screen(for route: TodoListRoute) -> some View {
        if case .addTodo = route {
            addTodoScreen()
        }
        if case .todoDetail(let id) = route {
            todoDetailScreen(id: id)
        }
        // viper-gen: screens
        if case .about = route {
            AboutRouter.makeModule(dependencies: dependencies)
        }
    }

    /// The add screen, with these dependencies; it tells the presenter that opened it what it added.
    func addTodoScreen() -> AddTodoView {
        AddTodoRouter.makeModule(dependencies: dependencies, delegate: addTodoDelegate)
    }

    /// The detail screen of the to-do with `id`; it tells the presenter that opened it what changed.
    func todoDetailScreen(id: Int) -> TodoDetailView {
        TodoDetailRouter.makeModule(dependencies: dependencies, delegate: todoDetailDelegate) { input in
            input.showTodo(id: id)
        }
    }
}

extension TodoListRouter: TodoListRouterProtocol {
    func close() {
        navigation.isClosing = true
    }

    func presentAddTodo(delegate: any AddTodoModuleDelegate) {
        addTodoDelegate = delegate
        navigation.presented = .addTodo
    }

    func presentTodoDetail(id: Int, delegate: any TodoDetailModuleDelegate) {
        todoDetailDelegate = delegate
        navigation.pushed = .todoDetail(id: id)
    }
    // viper-gen: routes

    func showAbout() {
        navigation.presented = .about
    }
}
