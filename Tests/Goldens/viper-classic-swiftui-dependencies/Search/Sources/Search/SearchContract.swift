//
//  SearchContract.swift
//  Search module of TodoApp
//
//  Created by Jane Appleseed (Acme Inc.) on 2026-11-22.
//

/// Shows what the presenter prepares and forwards the user's actions to it.
@MainActor
protocol SearchViewProtocol: AnyObject {
    /// Shows `viewModel`.
    func display(_ viewModel: SearchViewModel)
}

/// Turns the interactor's results into what the view shows, and the view's events into work.
@MainActor
protocol SearchPresenterProtocol: AnyObject {
    /// The view finished loading.
    func viewDidLoad()

    /// The view is about to appear; called each time it does.
    func viewWillAppear()

    /// The user asked to leave the module.
    func didTapClose()

    /// The user went back from, or swiped away, a screen that the router opened.
    func didDismissRoute()
}

/// The module's use case: the only part that reads and changes data, through data managers.
@MainActor
protocol SearchInteractorProtocol: AnyObject {
    /// Loads the module's content off the main actor; the result arrives on the main actor, through
    /// `SearchInteractorOutputProtocol`.
    func loadContent()
}

/// Receives the interactor's results, on the main actor.
@MainActor
protocol SearchInteractorOutputProtocol: AnyObject {
    /// The content finished loading.
    func didLoadContent(_ content: SearchContent)
}

/// Navigation out of the module.
@MainActor
protocol SearchRouterProtocol: AnyObject {
    /// Closes the module's screen. The router is the only part that dismisses the module.
    func close()
    // viper-gen: routes
}

/// How other modules configure this module.
@MainActor
protocol SearchModuleInput: AnyObject {
    /// Told about the module's results.
    var delegate: (any SearchModuleDelegate)? { get set }
}

/// How this module tells the module that opened it about its results.
@MainActor
protocol SearchModuleDelegate: AnyObject {
    /// The module closed its screen. It did so itself, through its router: do not dismiss or pop it again.
    func searchModuleDidClose(_ module: any SearchModuleInput)
}

/// What the module needs from outside: the data managers the interactor works with, and what the modules that the
/// router opens need. `SearchRouter.makeModule(dependencies:delegate:)` hands it to both.
///
/// Declare each dependency as a read-only property, such as `var store: any ItemStore { get }`, and inherit the
/// dependencies protocols of the modules that the router opens, so that it can pass its own on. Let the app's
/// dependency container conform; tests pass a stub. It is `Sendable` because the interactor uses it off the main
/// actor.
protocol SearchDependencies: Sendable {}

/// The data the interactor hands to the presenter: plain values, such as `var items: [Item]`, never text to show.
/// The presenter words it, in the user's language.
struct SearchContent: Equatable, Sendable {}

/// What the view shows, prepared by the presenter: its text is localised already, so views show it as it is.
struct SearchViewModel: Equatable, Sendable {
    /// The screen's title, in the user's language.
    var title: String
}
