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
    /// Whether the router asked to close the screen; the view then dismisses itself.
    fileprivate(set) var isClosed = false
}

/// Assembles the module and performs its navigation by changing `SearchNavigation`.
@MainActor
final class SearchRouter {
    /// The navigation state that the module's view follows.
    let navigation = SearchNavigation()

    /// What the modules this one opens need: pass it on to their `makeModule(dependencies:delegate:)`.
    let dependencies: any SearchDependencies

    init(dependencies: any SearchDependencies) {
        self.dependencies = dependencies
    }

    /// Builds and wires the module.
    ///
    /// The view keeps the view state, which owns the presenter; the presenter owns the interactor and the router.
    /// Every reference back is weak, so the whole module is released with its view.
    /// - Parameters:
    ///   - dependencies: What the interactor and the modules that the router opens need.
    ///   - delegate: Told about the module's results.
    /// - Returns: The view, which keeps the module alive, and the module's input for configuring it.
    static func makeModule(
        dependencies: any SearchDependencies,
        delegate: (any SearchModuleDelegate)? = nil
    ) -> (view: SearchView, input: any SearchModuleInput) {
        let state = SearchViewState()
        let interactor = SearchInteractor(dependencies: dependencies)
        let router = SearchRouter(dependencies: dependencies)
        let presenter = SearchPresenter(view: state, interactor: interactor, router: router)
        state.presenter = presenter
        interactor.output = presenter
        presenter.delegate = delegate
        return (SearchView(state: state, navigation: router.navigation), presenter)
    }
}

extension SearchRouter: SearchRouterProtocol {
    func close() {
        navigation.isClosed = true
    }
}
