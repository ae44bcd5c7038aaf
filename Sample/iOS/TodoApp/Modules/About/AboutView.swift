//
//  AboutView.swift
//  About module of TodoApp
//
//  Created by viper-gen sample on 2026-09-21.
//

import SwiftUI

/// The module's screen: `ModuleScreen` loads it, renders its states and shows its routes; this lays out the content.
struct AboutView: View {
    // State keeps the module of the first frame; one made again when the parent redraws is dropped unused.
    @State private var presenter: AboutPresenter
    @State private var router: AboutRouter

    init(presenter: AboutPresenter, router: AboutRouter) {
        _presenter = State(initialValue: presenter)
        _router = State(initialValue: router)
    }

    var body: some View {
        ModuleScreen(
            title: presenter.viewModel.title, state: presenter.viewModel.content, presenter: presenter, router: router
        ) { info in
            List {
                Section(info.appName) {
                    Text(info.version)
                    Text(info.summary)
                }
            }
        }
    }
}

#Preview("Content") { PreviewInteractor(result: .success(AboutContent(appName: "To-do", version: "1.0"))).screen }
#Preview("Failed") { PreviewInteractor(result: .failure(URLError(.notConnectedToInternet))).screen }
#Preview("Loading") { PreviewInteractor(result: nil).screen }

/// A use case that answers `result`, or never answers when it is `nil`, to preview each state of the screen.
private struct PreviewInteractor: AboutInteractorProtocol {
    let result: Result<AboutContent, any Error>?

    func loadContent() async throws -> AboutContent { try await previewAnswer(result) }

    @MainActor var screen: some View {
        let router = AboutRouter(dependencies: PreviewDependencies())
        let presenter = AboutPresenter(interactor: self, router: router)
        return NavigationStack { AboutView(presenter: presenter, router: router) }
    }
}

/// In-memory stand-ins for the app's data managers, for the previews.
private struct PreviewDependencies: AboutDependencies {}
