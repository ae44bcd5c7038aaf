//
//  SearchViewController.swift
//  Search module of TodoApp
//
//  Created by Jane Appleseed (Acme Inc.) on 2026-11-22.
//

// `@preconcurrency`: the iOS SDKs import `UIAccessibilityTraits.header` (the C global `UIAccessibilityTraitHeader`,
// not `const`) as shared mutable state, which Swift 6 otherwise refuses to read.
@preconcurrency import UIKit

/// Shows the module's screen, and forwards its lifecycle and the user's actions to the presenter.
final class SearchViewController: UIViewController {
    /// The presenter; the view controller owns it, and through it the whole module.
    var presenter: (any SearchPresenterProtocol)?

    private let titleLabel = UILabel()

    /// Asks the presenter to close the module; shown only where the router can close it (see `viewWillAppear`).
    private lazy var closeButton = UIBarButtonItem(
        systemItem: .close,
        primaryAction: UIAction { [weak self] _ in
            self?.presenter?.didTapClose()
        }
    )

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        // Dynamic Type: the title grows and shrinks with the user's text size, and wraps.
        titleLabel.font = .preferredFont(forTextStyle: .title2)
        titleLabel.adjustsFontForContentSizeCategory = true
        titleLabel.numberOfLines = 0
        titleLabel.textAlignment = .center
        // VoiceOver's rotor lists it with the screen's headings.
        titleLabel.accessibilityTraits.insert(.header)
        titleLabel.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(titleLabel)
        let margins = view.layoutMarginsGuide
        NSLayoutConstraint.activate([
            titleLabel.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            titleLabel.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            titleLabel.centerYAnchor.constraint(equalTo: view.centerYAnchor),
        ])
        presenter?.viewDidLoad()
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        // A presented screen (alone, or as the root of a presented navigation controller) gets a Close button; a
        // pushed one has the Back button, and the root of a stack that was not presented cannot be closed.
        let isPresentedRoot =
            presentingViewController != nil
            && (navigationController == nil || navigationController?.viewControllers.first === self)
        navigationItem.rightBarButtonItem = isPresentedRoot ? closeButton : nil
        presenter?.viewWillAppear()
    }
}

extension SearchViewController: SearchViewProtocol {
    func display(_ viewModel: SearchViewModel) {
        title = viewModel.title
        titleLabel.text = viewModel.title
    }
}
