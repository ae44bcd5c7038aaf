//
//  ModuleScreen.swift
//  VIPER support of TodoApp: what its modules share, written once with its first module
//

import Observation
import SwiftUI

/// A screen that a router opens, as a value: a case of the module's route enum.
public protocol ModuleRoute: Hashable, Identifiable where ID == Self {}

extension ModuleRoute {
    public var id: Self { self }
}

/// Where a module's screen navigates, as values that its router sets and SwiftUI clears when the user goes back.
@MainActor
@Observable
public final class ModuleNavigation<Route: ModuleRoute> {
    /// The screen pushed onto the navigation stack.
    public var pushed: Route?
    /// The screen shown in a sheet, in a navigation stack of its own.
    public var presented: Route?
    /// Set once by the router's `close()`: the screen dismisses itself.
    public internal(set) var isClosed = false

    public init() {}

    /// Dismisses the module's screen.
    public func close() {
        isClosed = true
    }
}

/// What a SwiftUI router adds to its module: the screens of its routes.
@MainActor
public protocol ModuleRouter: AnyObject {
    associatedtype Route: ModuleRoute
    associatedtype Screen: View
    var navigation: ModuleNavigation<Route> { get }
    /// The screen of `route`, made with the `makeModule` of the module that it opens.
    func screen(for route: Route) -> Screen
}

extension ModuleRouter {
    /// Dismisses the module's screen: the router protocol's `close()` of every SwiftUI module.
    public func close() {
        navigation.close()
    }
}

/// A module's screen: renders `state`, loads while it is on screen (again on Retry), shows Close on the root of a
/// presented stack, shows the screens that the router opens, and tells the presenter when it goes away.
public struct ModuleScreen<Router: ModuleRouter, Content, Loaded: View>: View {
    let title: LocalizedStringResource
    let state: LoadState<Content>
    let presenter: any ModulePresenter
    let router: Router
    @ViewBuilder let loaded: (Content) -> Loaded

    /// Changed by Retry: the load task restarts.
    @State private var attempt = 0
    @Environment(\.isPresentedRoot) private var isPresentedRoot
    @Environment(\.isPresented) private var isPresented
    @Environment(\.dismiss) private var dismiss

    public init(
        title: LocalizedStringResource, state: LoadState<Content>, presenter: any ModulePresenter, router: Router,
        @ViewBuilder loaded: @escaping (Content) -> Loaded
    ) {
        self.title = title
        self.state = state
        self.presenter = presenter
        self.router = router
        self.loaded = loaded
    }

    public var body: some View {
        content
            .navigationTitle(Text(title))
            .toolbar {
                if isPresentedRoot {
                    ToolbarItem(placement: .cancellationAction) {
                        Button {
                            presenter.didTapClose()
                        } label: {
                            Text(LocalizedStringResource("VIPER.close", defaultValue: "Close"))
                        }
                    }
                }
            }
            .task(id: attempt) { await presenter.load() }
            .navigationDestination(item: Bindable(router.navigation).pushed) { route in
                router.screen(for: route).environment(\.isPresentedRoot, false)
            }
            .sheet(item: Bindable(router.navigation).presented) { route in
                NavigationStack { router.screen(for: route) }.environment(\.isPresentedRoot, true)
            }
            .onChange(of: router.navigation.isClosed) { _, isClosed in
                if isClosed { dismiss() }
            }
            .onDisappear {
                // Covered by a pushed screen, it is still presented; popped or swiped away, it is not.
                if !isPresented { presenter.didLeave() }
            }
    }

    @MainActor @ViewBuilder private var content: some View {
        switch state {
        case .loading:
            // Labelled from the String Catalog, so that VoiceOver says "Loading" in the user's language.
            ProgressView {
                Text(LocalizedStringResource("VIPER.loading", defaultValue: "Loading"))
            }
        case .loaded(let content):
            loaded(content)
        case .empty(let message):
            ContentUnavailableView(String(localized: message), systemImage: "tray")
        case .failed(let message):
            ContentUnavailableView {
                Label(String(localized: message), systemImage: "exclamationmark.triangle")
            } actions: {
                Button {
                    attempt += 1
                } label: {
                    Text(LocalizedStringResource("VIPER.retry", defaultValue: "Try Again"))
                }
            }
        }
    }
}

/// A use case's answer in a preview: `result`, or none (the screen stays loading) when it is `nil`.
public func previewAnswer<Value>(_ result: Result<Value, any Error>?) async throws -> Value {
    guard let result else {
        try await Task.sleep(for: .seconds(86_400))
        throw CancellationError()
    }
    return try result.get()
}

extension EnvironmentValues {
    /// Whether the screen is the root of a stack that a router presented, which Close dismisses.
    var isPresentedRoot: Bool {
        get { self[IsPresentedRootKey.self] }
        set { self[IsPresentedRootKey.self] = newValue }
    }
}

private struct IsPresentedRootKey: EnvironmentKey {
    static let defaultValue = false
}
