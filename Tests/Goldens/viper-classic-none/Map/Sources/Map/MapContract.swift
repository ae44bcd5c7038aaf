//
//  MapContract.swift
//  Map module of TodoApp
//
//  Created by Jane Appleseed (Acme Inc.) on 2026-11-22.
//

/// Shows what the presenter prepares and forwards the user's actions to it.
@MainActor
protocol MapViewProtocol: AnyObject {
    /// Shows `viewModel`.
    func display(_ viewModel: MapViewModel)
}

/// Turns the interactor's results into what the view shows, and the view's events into work.
@MainActor
protocol MapPresenterProtocol: AnyObject {
    /// The view finished loading.
    func viewDidLoad()

    /// The view is about to appear; called each time it does.
    func viewWillAppear()

    /// The user asked to leave the module.
    func didTapClose()
}

/// The module's use case: the only part that reads and changes data, through data managers.
@MainActor
protocol MapInteractorProtocol: AnyObject {
    /// Loads the module's content off the main actor; the result arrives on the main actor, through
    /// `MapInteractorOutputProtocol`.
    func loadContent()
}

/// Receives the interactor's results, on the main actor.
@MainActor
protocol MapInteractorOutputProtocol: AnyObject {
    /// The content finished loading.
    func didLoadContent(_ content: MapContent)
}

/// Navigation out of the module.
@MainActor
protocol MapRouterProtocol: AnyObject {
    /// Closes the module's screen. The router is the only part that dismisses the module.
    func close()
    // viper-gen: routes
}

/// How other modules configure this module.
@MainActor
protocol MapModuleInput: AnyObject {
    /// Told about the module's results.
    var delegate: (any MapModuleDelegate)? { get set }
}

/// How this module tells the module that opened it about its results.
@MainActor
protocol MapModuleDelegate: AnyObject {
    /// The module closed its screen. It did so itself, through its router: do not dismiss or pop it again.
    func mapModuleDidClose(_ module: any MapModuleInput)
}

/// The data the interactor hands to the presenter: plain values, such as `var items: [Item]`, never text to show.
/// The presenter words it, in the user's language.
struct MapContent: Equatable, Sendable {}

/// What the view shows, prepared by the presenter: its text is localised already, so views show it as it is.
struct MapViewModel: Equatable, Sendable {
    /// The screen's title, in the user's language.
    var title: String
}
