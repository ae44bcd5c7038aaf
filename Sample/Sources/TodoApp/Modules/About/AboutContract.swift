//
//  AboutContract.swift
//  About module of TodoApp
//
//  Created by viper-gen sample on 2026-09-21.
//

/// Shows what the presenter prepares and forwards the user's actions to it.
@MainActor
protocol AboutViewProtocol: AnyObject {
    /// Shows `viewModel`.
    func display(_ viewModel: AboutViewModel)
}

/// Turns the interactor's results into what the view shows, and the view's events into work.
@MainActor
protocol AboutPresenterProtocol: AnyObject {
    /// The view finished loading.
    func viewDidLoad()

    /// The view is about to appear; called each time it does.
    func viewWillAppear()

    /// The user asked to leave the module.
    func didTapClose()
}

/// The module's use case: the only part that reads and changes data, through data managers.
@MainActor
protocol AboutInteractorProtocol: AnyObject {
    /// Loads the module's content off the main actor; the result arrives on the main actor, through
    /// `AboutInteractorOutputProtocol`.
    func loadContent()
}

/// Receives the interactor's results, on the main actor.
@MainActor
protocol AboutInteractorOutputProtocol: AnyObject {
    /// The content finished loading.
    func didLoadContent(_ content: AboutContent)
}

/// Navigation out of the module.
@MainActor
protocol AboutRouterProtocol: AnyObject {
    /// Closes the module's screen. The router is the only part that dismisses the module.
    func close()
    // viper-gen: routes
}

/// How other modules configure this module.
@MainActor
protocol AboutModuleInput: AnyObject {
    /// Told about the module's results.
    var delegate: (any AboutModuleDelegate)? { get set }
}

/// How this module tells the module that opened it about its results.
@MainActor
protocol AboutModuleDelegate: AnyObject {
    /// The module closed its screen. It did so itself, through its router: do not dismiss or pop it again.
    func aboutModuleDidClose(_ module: any AboutModuleInput)
}

/// What the module needs from outside: the data managers the interactor works with, and what the modules that the
/// router opens need. `AboutRouter.makeModule(dependencies:delegate:)` hands it to both.
///
/// Declare each dependency as a read-only property, such as `var store: any ItemStore { get }`, and inherit the
/// dependencies protocols of the modules that the router opens, so that it can pass its own on. Let the app's
/// dependency container conform; tests pass a stub. It is `Sendable` because the interactor uses it off the main
/// actor.
protocol AboutDependencies: Sendable {}

/// The data the interactor hands to the presenter.
struct AboutContent: Equatable, Sendable {
    var appName: String
    /// The app's version, e.g. `1.0`.
    var version: String
    /// What the app does, in a sentence or two.
    var summary: String
}

/// What the view shows, prepared by the presenter: the terminal app words it in English, and draws it as it is.
struct AboutViewModel: Equatable, Sendable {
    /// The name and version, e.g. `todo 1.0`.
    var title: String
    var summary: String
}
