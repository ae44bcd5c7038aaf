//
//  SearchView.swift
//  Search module of TodoApp
//
//  Created by Jane Appleseed (Acme Inc.) on 2026-11-22.
//

import Observation
import SwiftUI

/// What the module's screen shows, kept up to date by the presenter.
///
/// SwiftUI redraws `SearchView` when it changes. The presenter sees it as the module's view, so it
/// never imports SwiftUI.
@MainActor
@Observable
final class SearchViewState {
    /// The presenter; the state owns it, and through it the whole module.
    @ObservationIgnored var presenter: (any SearchPresenterProtocol)?

    /// What the presenter displayed last.
    private(set) var viewModel: SearchViewModel?

    @ObservationIgnored private var hasAppeared = false

    /// Call each time the screen appears: the first time, the presenter also learns that the view loaded.
    func appear() {
        if !hasAppeared {
            hasAppeared = true
            presenter?.viewDidLoad()
        }
        presenter?.viewWillAppear()
    }

    /// The user asked to close the screen.
    func close() {
        presenter?.didTapClose()
    }

    /// The user went back from, or swiped away, a screen that the router opened.
    func dismissRoute() {
        presenter?.didDismissRoute()
    }
}

extension SearchViewState: SearchViewProtocol {
    func display(_ viewModel: SearchViewModel) {
        self.viewModel = viewModel
    }
}

/// The module's screen. Make it with `SearchRouter.makeModule`, in a parent's `body` if you like:
/// making it builds nothing, the module is built once, when the screen first appears.
public struct SearchView: View {
    /// Builds the module; called once, when the screen first appears.
    private let assemble: @MainActor () -> SearchModule

    /// The module on screen, kept as state so that it lives as long as the view, however often its parent redraws.
    @State private var module: SearchModule?
    @Environment(\.isPresented) private var isPresented
    @Environment(\.dismiss) private var dismiss

    init(assemble: @escaping @MainActor () -> SearchModule) {
        self.assemble = assemble
    }

    public var body: some View {
        presentingRoutes(screen)
            .onAppear {
                let module = self.module ?? assemble()
                self.module = module
                module.state.appear()
            }
            .onChange(of: module?.navigation.isClosing ?? false) { _, isClosing in
                if isClosing {
                    module?.navigation.isClosing = false
                    dismiss()
                }
            }
    }

    /// What the presenter displayed, with its title and toolbar; a progress indicator until the first display.
    /// (Main-actor isolated as `body` is: SDKs before iOS 18 isolate only `body`, not the whole `View`.)
    @MainActor private var screen: some View {
        Group {
            if let viewModel = module?.state.viewModel {
                // VoiceOver's rotor lists it with the screen's headings.
                Text(viewModel.title)
                    .accessibilityAddTraits(.isHeader)
            } else {
                ProgressView()
                    .accessibilityLabel(Text("Loading", comment: "What VoiceOver reads while a screen loads"))
            }
        }
        .navigationTitle(module?.state.viewModel?.title ?? "")
        .toolbar {
            // Only a presented screen can be dismissed: the root of a stack that was not presented has no Close.
            if isPresented {
                Button("Close") {
                    module?.state.close()
                }
            }
        }
    }

    /// `content` with the screens the router opens, from the routes it sets; the presenter hears when the user leaves
    /// one.
    @MainActor private func presentingRoutes(_ content: some View) -> some View {
        content
            .sheet(isPresented: navigationBinding(\.isPresenting, placeholder: false)) {
                if let route = module?.navigation.presented {
                    NavigationStack {
                        module?.router.screen(for: route)
                    }
                    .id(route)
                }
            }
            .navigationDestination(isPresented: navigationBinding(\.isPushing, placeholder: false)) {
                if let route = module?.navigation.pushed {
                    // A new route is a new screen: on iPad's split view, another row replaces the pushed route while
                    // one is shown, and without its identity SwiftUI would keep the first route's module.
                    module?.router.screen(for: route)
                        .id(route)
                }
            }
            .onChange(of: module?.navigation.isPresenting ?? false) { _, isPresenting in
                if !isPresenting {
                    module?.state.dismissRoute()
                }
            }
            .onChange(of: module?.navigation.isPushing ?? false) { _, isPushing in
                if !isPushing {
                    module?.state.dismissRoute()
                }
            }
    }

    /// A binding to the router's navigation state; `placeholder` until the module is built.
    private func navigationBinding<Value>(
        _ keyPath: ReferenceWritableKeyPath<SearchNavigation, Value>, placeholder: Value
    ) -> Binding<Value> {
        guard let navigation = module?.navigation else { return .constant(placeholder) }
        return Bindable(navigation)[dynamicMember: keyPath]
    }
}

#Preview {
    NavigationStack {
        SearchRouter.makeModule(dependencies: SearchPreviewDependencies())
    }
}

/// What the preview's module works with: give it in-memory stand-ins for the app's data managers, with sample data.
private struct SearchPreviewDependencies: SearchDependencies {}
