//
//  SearchViewController.swift
//  Search module of TodoApp
//
//  Created by Jane Appleseed (Acme Inc.) on 2026-11-22.
//

import UIKit

/// Shows the module's screen, and forwards its lifecycle and the user's actions to the presenter.
final class SearchViewController: UIViewController {
    /// The presenter; the view controller owns it, and through it the whole module.
    var presenter: (any SearchPresenterProtocol)?

    private let titleLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        titleLabel.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(titleLabel)
        NSLayoutConstraint.activate([
            titleLabel.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            titleLabel.centerYAnchor.constraint(equalTo: view.centerYAnchor),
        ])
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            systemItem: .close,
            primaryAction: UIAction { [weak self] _ in
                self?.presenter?.didTapClose()
            }
        )
        presenter?.viewDidLoad()
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        presenter?.viewWillAppear()
    }
}

extension SearchViewController: SearchViewProtocol {
    func display(_ viewModel: SearchViewModel) {
        title = viewModel.title
        titleLabel.text = viewModel.title
    }
}
