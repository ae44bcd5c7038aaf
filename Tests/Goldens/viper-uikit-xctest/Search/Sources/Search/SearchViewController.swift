//
//  SearchViewController.swift
//  Search module of TodoApp
//
//  Created by Jane Appleseed (Acme Inc.) on 2026-11-22.
//

import UIKit

/// The module's screen. `ModuleViewController` loads it, renders loading, empty and failed, and reports Back and
/// swipe-down; this class lays out the content.
final class SearchViewController: ModuleViewController {
    private let stackView = UIStackView()

    override func viewDidLoad() {
        super.viewDidLoad()
        stackView.axis = .vertical
        stackView.spacing = 8
        stackView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stackView)
        NSLayoutConstraint.activate([
            stackView.topAnchor.constraint(equalTo: view.layoutMarginsGuide.topAnchor),
            stackView.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stackView.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
        ])
    }
}

extension SearchViewController: ModuleView {
    func render(_ viewModel: SearchViewModel) {
        title = String(localized: viewModel.title)
        render(state: viewModel.content)
        stackView.arrangedSubviews.forEach { $0.removeFromSuperview() }
        guard case .loaded(let rows) = viewModel.content else { return }
        for row in rows {
            let label = UILabel()
            label.text = row.title
            label.font = .preferredFont(forTextStyle: .body)
            label.adjustsFontForContentSizeCategory = true
            label.numberOfLines = 0
            stackView.addArrangedSubview(label)
        }
    }
}
