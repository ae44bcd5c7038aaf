//
//  SearchRouter.swift
//  Search module of TodoApp
//
//  Created by Jane Appleseed (Acme Inc.) on 2026-11-22.
//

import Observation

/// Where the module's screen navigates: the router changes it, and `SearchView` follows it.
///
/// Add a property for each destination the router can open (an optional item for `.sheet(item:)`, or a path
/// for a `NavigationStack`), set it in the router and bind to it in the view.
@MainActor
@Observable
final class SearchNavigation {
    /// Set by the router's `close()`; the view dismisses itself and resets it, so that a later close works too.
    var isClosing = false
    // viper-gen: destinations
}

/// An assembled module: what its view keeps while it is on screen.
struct SearchModule {
    let state: SearchViewState
    let navigation: SearchNavigation
    let input: any SearchModuleInput
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
        return SearchModule(state: state, navigation: router.navigation, input: presenter)
    }
}

extension SearchRouter: SearchRouterProtocol {
    func close() {
        navigation.isClosing = true
    }
    // viper-gen: routes
}
