//
//  AboutPresenter.swift
//  About module of TodoApp
//
//  Created by viper-gen sample on 2026-09-21.
//

import Foundation
import Observation

/// Words what the screen shows, and turns the user's actions into work for the interactor and the router.
@MainActor
@Observable
final class AboutPresenter {
    /// Weak, because the module that opened this one owns it.
    weak var delegate: (any AboutModuleDelegate)?

    /// What the screen shows; SwiftUI redraws it when it changes.
    private(set) var viewModel = AboutViewModel(
        title: LocalizedStringResource("About.title", defaultValue: "About"))

    private let interactor: any AboutInteractorProtocol
    private let router: any AboutRouterProtocol

    init(interactor: any AboutInteractorProtocol, router: any AboutRouterProtocol) {
        self.interactor = interactor
        self.router = router
    }

    /// What the screen shows of `content`.
    static func info(of content: AboutContent) -> AboutViewModel.Info {
        AboutViewModel.Info(
            appName: content.appName,
            version: LocalizedStringResource("About.version", defaultValue: "Version \(content.version)"),
            summary: LocalizedStringResource(
                "About.summary",
                defaultValue:
                    "Your to-dos by due day, kept on this device. Made of VIPER modules that viper-gen generated."
            ))
    }
}

extension AboutPresenter: ModulePresenter, AboutModuleInput {
    func load() async {
        // Loading again (on Retry, or as the screen reappears) keeps what is shown, unless it is a failure.
        if case .failed = viewModel.content { viewModel.content = .loading }
        do {
            let content = try await interactor.loadContent()
            try Task.checkCancellation()
            viewModel.content = .loaded(Self.info(of: content))
        } catch {
            // A cancelled load (the screen went away, or Retry started another) changes nothing.
            guard !Task.isCancelled else { return }
            viewModel.content = .failed(
                LocalizedStringResource("About.loadFailed", defaultValue: "Could not load"))
        }
    }

    func didTapClose() {
        router.close()
    }

    func didLeave() {
        delegate?.aboutModuleDidClose(self)
    }
}
// viper-gen: delegates
