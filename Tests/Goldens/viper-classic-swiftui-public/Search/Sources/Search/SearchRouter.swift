//
//  SearchRouter.swift
//  Search module of TodoApp
//
//  Created by Jane Appleseed (Acme Inc.) on 2026-11-22.
//

import Observation
import SwiftUI

/// A screen that the router opens from this module, as a value: the navigation state holds routes, never views.
/// Add a case for each screen, such as `case detail(id: Item.ID)`, and make its screen in `screen(for:)` below.
enum SearchRoute: Hashable {
    // viper-gen: route cases
}

/// Where the module's screen navigates, as route values: the router changes it, and `SearchView`
/// follows it.
@MainActor
@Observable
final class SearchNavigation {
    /// Set by the router's `close()`; the view dismisses itself and resets it, so that a later close works too.
    var isClosing = false

    /// The screen shown in a sheet while set; SwiftUI clears it when the user swipes the sheet away.
    var presented: SearchRoute?

    /// The screen pushed onto the navigation stack while set; SwiftUI clears it when the user goes back.
    var pushed: SearchRoute?

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
struct SearchModule {
    let state: SearchViewState
    let navigation: SearchNavigation
    let input: any SearchModuleInput
    /// Makes the screens of the routes that `navigation` holds.
    let router: SearchRouter
}

/// Assembles the module and performs its navigation by changing its navigation state,
/// `SearchNavigation`. It is the only part that dismisses the module.
@MainActor
public final class SearchRouter {
    /// The navigation state that the module's view follows.
    let navigation = SearchNavigation()

    /// What the modules this one opens need: pass it on to their `makeModule(dependencies:delegate:configure:)`.
    let dependencies: any SearchDependencies

    init(dependencies: any SearchDependencies) {
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
    public static func makeModule(
        dependencies: any SearchDependencies,
        delegate: (any SearchModuleDelegate)? = nil,
        configure: @escaping @MainActor (any SearchModuleInput) -> Void = { _ in }
    ) -> SearchView {
        SearchView {
            let module = assemble(dependencies: dependencies, delegate: delegate)
            configure(module.input)
            return module
        }
    }

    /// Builds and wires the module; `SearchView` calls it once, when it first appears.
    ///
    /// The view keeps the view state, which owns the presenter; the presenter owns the interactor and the router.
    /// Every reference back is weak, so the whole module is released with its view.
    static func assemble(
        dependencies: any SearchDependencies,
        delegate: (any SearchModuleDelegate)?
    ) -> SearchModule {
        let state = SearchViewState()
        let interactor = SearchInteractor(dependencies: dependencies)
        let router = SearchRouter(dependencies: dependencies)
        let presenter = SearchPresenter(view: state, interactor: interactor, router: router)
        state.presenter = presenter
        interactor.output = presenter
        presenter.delegate = delegate
        return SearchModule(
            state: state, navigation: router.navigation, input: presenter, router: router)
    }

    /// The screen of `route`, made with the `makeModule` of the module it opens, which takes
    /// `dependencies`.
    @ViewBuilder
    func screen(for route: SearchRoute) -> some View {
        // One `if case .route = route { … }` a route, each making its screen with its router's `makeModule`.
        // viper-gen: screens
    }
}

extension SearchRouter: SearchRouterProtocol {
    func close() {
        navigation.isClosing = true
    }
    // viper-gen: routes
}
