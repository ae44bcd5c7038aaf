//
//  AboutPresenter.swift
//  About module of TodoApp
//
//  Created by viper-gen sample on 2026-09-21.
//

import Foundation

/// Words what the screen shows, and turns the user's actions into work for the interactor and the router.
@MainActor
final class AboutPresenter {
    /// Weak, because the view owns the presenter. It renders what it is shown at once.
    weak var view: (any ModuleView<AboutViewModel>)? {
        didSet { view?.render(viewModel) }
    }
    /// Weak, because the module that opened this one owns it.
    weak var delegate: (any AboutModuleDelegate)?

    /// What the screen shows; the view renders each change.
    private(set) var viewModel = AboutViewModel(
        title: LocalizedStringResource("About.title", defaultValue: "About")
    ) {
        didSet { view?.render(viewModel) }
    }

    private let interactor: any AboutInteractorProtocol
    private let router: any AboutRouterProtocol

    init(interactor: any AboutInteractorProtocol, router: any AboutRouterProtocol) {
        self.interactor = interactor
        self.router = router
    }
}

extension AboutPresenter: ModulePresenter, AboutModuleInput {
    func load() async {
        if case .failed = viewModel.content { viewModel.content = .loading }
        do {
            let content = try await interactor.loadContent()
            guard !Task.isCancelled else { return }
            viewModel.content = .loaded(
                AboutViewModel.Text(heading: "\(content.appName) \(content.version)", summary: content.summary))
        } catch {
            // A cancelled load (the screen went away) changes nothing.
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
