//
//  Module.swift
//  VIPER support of TodoApp: what its modules share, written once with its first module
//

import Foundation

/// What a screen shows of content that loads. The presenter sets it; the view renders each case.
public enum LoadState<Content> {
    case loading
    case loaded(Content)
    /// Loaded, with nothing to show; the message says so.
    case empty(LocalizedStringResource)
    /// The load failed; the message says why, and the screen offers to try again.
    case failed(LocalizedStringResource)

    /// The message of `empty` and `failed`.
    public var message: LocalizedStringResource? {
        switch self {
        case .loading, .loaded: nil
        case .empty(let message), .failed(let message): message
        }
    }
}

extension LoadState: Equatable where Content: Equatable {}

/// A module's view as its presenter sees it (UIKit and plain views): it renders what the presenter words.
@MainActor
public protocol ModuleView<ViewModel>: AnyObject {
    associatedtype ViewModel
    func render(_ viewModel: ViewModel)
}

/// What every module's screen tells its presenter. The screen runs `load()` in a task that it cancels when it goes.
@MainActor
public protocol ModulePresenter: AnyObject {
    /// Loads the screen's content; called when the screen appears and on Retry.
    func load() async
    /// The user asked to close the screen.
    func didTapClose()
    /// The screen went away: Back, a swipe down, or the router closing it.
    func didLeave()
}
#if !canImport(Darwin)

    /// Foundation on Linux has no `LocalizedStringResource`: a key and its default value, for front ends to translate.
    public struct LocalizedStringResource: Equatable, Sendable, ExpressibleByStringLiteral {
        public let key: String
        public let defaultValue: String

        public init(_ key: StaticString, defaultValue: String, comment: StaticString? = nil) {
            self.key = key.description
            self.defaultValue = defaultValue
        }

        public init(stringLiteral key: String) {
            self.key = key
            self.defaultValue = key
        }
    }
#endif
