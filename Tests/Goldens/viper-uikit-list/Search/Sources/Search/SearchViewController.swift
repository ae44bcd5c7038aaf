//
//  SearchViewController.swift
//  Search module of TodoApp
//
//  Created by Jane Appleseed (Acme Inc.) on 2026-11-22.
//

import UIKit

/// The module's screen, a list. `ModuleViewController` loads it, renders loading, empty and failed, and reports Back
/// and swipe-down; this class shows the rows.
final class SearchViewController: ModuleViewController {
    private typealias Row = SearchViewModel.Row

    private lazy var collectionView = UICollectionView(
        frame: .zero,
        collectionViewLayout: UICollectionViewCompositionalLayout.list(using: .init(appearance: .insetGrouped)))
    private lazy var dataSource = makeDataSource()

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.frame = view.bounds
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)
    }

    private func makeDataSource() -> UICollectionViewDiffableDataSource<Int, Row> {
        let cell = UICollectionView.CellRegistration<UICollectionViewListCell, Row> { cell, _, row in
            var content = cell.defaultContentConfiguration()
            content.text = row.title
            cell.contentConfiguration = content
        }
        return UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, row in
            collectionView.dequeueConfiguredReusableCell(using: cell, for: indexPath, item: row)
        }
    }
}

extension SearchViewController: ModuleView {
    func render(_ viewModel: SearchViewModel) {
        title = String(localized: viewModel.title)
        render(state: viewModel.content)
        var snapshot = NSDiffableDataSourceSnapshot<Int, Row>()
        if case .loaded(let rows) = viewModel.content {
            snapshot.appendSections([0])
            snapshot.appendItems(rows)
        }
        dataSource.apply(snapshot, animatingDifferences: isViewLoaded && view.window != nil)
    }
}
