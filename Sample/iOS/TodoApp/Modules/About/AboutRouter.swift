//
//  AboutRouter.swift
//  About module of TodoApp
//
//  Created by viper-gen sample on 2026-09-21.
//

import Observation
import SwiftUI

/// A screen that the router opens from this module, as a value: the navigation state holds routes, never views.
/// Add a case for each screen, such as `case detail(id: Item.ID)`, and make its screen in `screen(for:)` below.
enum AboutRoute: Hashable {
    // viper-gen: route cases
}

/// Where the module's screen navigates, as route values: the router changes it, and `AboutView`
/// follows it.
@MainActor
@Observable
final class AboutNavigation {
    /// Set by the router's `close()`; the view dismisses itself and resets it, so that a later close works too.
    var isClosing = false

    /// The screen shown in a sheet while set; SwiftUI clears it when the user swipes the sheet away.
    var presented: AboutRoute?

    /// The screen pushed onto the navigation stack while set; SwiftUI clears it when the user goes back.
    var pushed: AboutRoute?

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
struct AboutModule {
    let state: AboutViewState
    let navigation: AboutNavigation
    let input: any AboutModuleInput
    /// Makes the screens of the routes that `navigation` holds.
    let router: AboutRouter
}

/// Assembles the module and performs its navigation by changing its navigation state,
/// `AboutNavigation`. It is the only part that dismisses the module.
@MainActor
final class AboutRouter {
    /// The navigation state that the module's view follows.
    let navigation = AboutNavigation()

    /// What the modules this one opens need: pass it on to their `makeModule(dependencies:delegate:configure:)`.
    let dependencies: any AboutDependencies

    init(dependencies: any AboutDependencies) {
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
        dependencies: any AboutDependencies,
        delegate: (any AboutModuleDelegate)? = nil,
        configure: @escaping @MainActor (any AboutModuleInput) -> Void = { _ in }
    ) -> AboutView {
        AboutView {
            let module = assemble(dependencies: dependencies, delegate: delegate)
            configure(module.input)
            return module
        }
    }

    /// Builds and wires the module; `AboutView` calls it once, when it first appears.
    ///
    /// The view keeps the view state, which owns the presenter; the presenter owns the interactor and the router.
    /// Every reference back is weak, so the whole module is released with its view.
    static func assemble(
        dependencies: any AboutDependencies,
        delegate: (any AboutModuleDelegate)?
    ) -> AboutModule {
        let state = AboutViewState()
        let interactor = AboutInteractor(dependencies: dependencies)
        let router = AboutRouter(dependencies: dependencies)
        let presenter = AboutPresenter(view: state, interactor: interactor, router: router)
        state.presenter = presenter
        interactor.output = presenter
        presenter.delegate = delegate
        return AboutModule(
            state: state, navigation: router.navigation, input: presenter, router: router)
    }

    /// The screen of `route`, made with the `makeModule` of the module it opens, which takes
    /// `dependencies`.
    @ViewBuilder
    func screen(for route: AboutRoute) -> some View {
        // One `if case .route = route { … }` a route, each making its screen with its router's `makeModule`.
        // viper-gen: screens
    }
}

extension AboutRouter: AboutRouterProtocol {
    func close() {
        navigation.isClosing = true
    }
    // viper-gen: routes
}
