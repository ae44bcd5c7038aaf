//
//  AddTodoRouter.swift
//  AddTodo module of TodoApp
//
//  Created by viper-gen sample on 2026-09-21.
//

import Observation
import SwiftUI

/// A screen that the router opens from this module, as a value: the navigation state holds routes, never views.
/// Add a case for each screen, such as `case detail(id: Item.ID)`, and make its screen in `screen(for:)` below.
enum AddTodoRoute: Hashable {
    // viper-gen: route cases
}

/// Where the module's screen navigates, as route values: the router changes it, and `AddTodoView`
/// follows it.
@MainActor
@Observable
final class AddTodoNavigation {
    /// Set by the router's `close()`; the view dismisses itself and resets it, so that a later close works too.
    var isClosing = false

    /// The screen shown in a sheet while set; SwiftUI clears it when the user swipes the sheet away.
    var presented: AddTodoRoute?

    /// The screen pushed onto the navigation stack while set; SwiftUI clears it when the user goes back.
    var pushed: AddTodoRoute?

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
}

/// An assembled module: what its view keeps while it is on screen.
struct AddTodoModule {
    let state: AddTodoViewState
    let navigation: AddTodoNavigation
    let input: any AddTodoModuleInput
    /// Makes the screens of the routes that `navigation` holds.
    let router: AddTodoRouter
}

/// Assembles the module and performs its navigation by changing its navigation state,
/// `AddTodoNavigation`. It is the only part that dismisses the module.
@MainActor
final class AddTodoRouter {
    /// The navigation state that the module's view follows.
    let navigation = AddTodoNavigation()

    /// What the modules this one opens need: pass it on to their `makeModule(dependencies:delegate:configure:)`.
    let dependencies: any AddTodoDependencies

    init(dependencies: any AddTodoDependencies) {
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
        dependencies: any AddTodoDependencies,
        delegate: (any AddTodoModuleDelegate)? = nil,
        configure: @escaping @MainActor (any AddTodoModuleInput) -> Void = { _ in }
    ) -> AddTodoView {
        AddTodoView {
            let module = assemble(dependencies: dependencies, delegate: delegate)
            configure(module.input)
            return module
        }
    }

    /// Builds and wires the module; `AddTodoView` calls it once, when it first appears.
    ///
    /// The view keeps the view state, which owns the presenter; the presenter owns the interactor and the router.
    /// Every reference back is weak, so the whole module is released with its view.
    static func assemble(
        dependencies: any AddTodoDependencies,
        delegate: (any AddTodoModuleDelegate)?
    ) -> AddTodoModule {
        let state = AddTodoViewState()
        let interactor = AddTodoInteractor(dependencies: dependencies)
        let router = AddTodoRouter(dependencies: dependencies)
        let presenter = AddTodoPresenter(view: state, interactor: interactor, router: router)
        presenter.calendar = dependencies.calendar
        state.calendar = dependencies.calendar
        state.presenter = presenter
        interactor.output = presenter
        presenter.delegate = delegate
        return AddTodoModule(
            state: state, navigation: router.navigation, input: presenter, router: router)
    }

    /// The screen of `route`, made with the `makeModule` of the module it opens, which takes
    /// `dependencies`.
    @ViewBuilder
    func screen(for route: AddTodoRoute) -> some View {
        // One `if case .route = route { … }` a route, each making its screen with its router's `makeModule`.
        // viper-gen: screens
    }
}

extension AddTodoRouter: AddTodoRouterProtocol {
    func close() {
        navigation.isClosing = true
    }
    // viper-gen: routes
}
