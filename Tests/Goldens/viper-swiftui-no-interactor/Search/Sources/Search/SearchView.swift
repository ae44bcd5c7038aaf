//
//  SearchView.swift
//  Search module of TodoApp
//
//  Created by Jane Appleseed (Acme Inc.) on 2026-11-22.
//

import SwiftUI

/// The module's screen: `ModuleScreen` loads it, renders its states and shows its routes; this lays out the content.
struct SearchView: View {
    // State keeps the module of the first frame; one made again when the parent redraws is dropped unused.
    @State private var presenter: SearchPresenter
    @State private var router: SearchRouter

    init(presenter: SearchPresenter, router: SearchRouter) {
        _presenter = State(initialValue: presenter)
        _router = State(initialValue: router)
    }

    var body: some View {
        ModuleScreen(
            title: presenter.viewModel.title, state: presenter.viewModel.content, presenter: presenter, router: router
        ) { rows in
            ScrollView { LazyVStack(alignment: .leading, spacing: 8) { ForEach(rows) { Text($0.title) } }.padding() }
        }
    }
}

#Preview {
    let router = SearchRouter()
    let presenter = SearchPresenter(router: router)
    NavigationStack { SearchView(presenter: presenter, router: router) }
}
