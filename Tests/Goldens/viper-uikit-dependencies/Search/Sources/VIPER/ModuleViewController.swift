//
//  ModuleViewController.swift
//  VIPER support of TodoApp: what its modules share, written once with its first module
//

import UIKit

/// What a UIKit router adds to its module: the screen that it navigates from and closes.
@MainActor
public protocol ViewControllerRouter: AnyObject {
    /// The module's screen; weak, because the view controller owns the module.
    var viewController: ModuleViewController? { get }
}

extension ViewControllerRouter {
    /// Pops the module's screen or dismisses its presented stack: the `close()` of every UIKit module's router.
    public func close() {
        viewController?.close()
    }
}

/// The base of every module's view controller: loads while the screen is shown (again on Retry) and cancels the load
/// when the screen goes away; shows Close on the root of a presented stack; renders loading, empty and failed; and
/// tells the presenter once when the screen goes away, by Back, a swipe down or its router.
@MainActor
open class ModuleViewController: UIViewController, UIAdaptivePresentationControllerDelegate {
    /// The module's presenter; the view controller owns it, and through it the whole module.
    public let presenter: any ModulePresenter
    private var loadTask: Task<Void, Never>?
    private var hasLeft = false

    public init(presenter: any ModulePresenter) {
        self.presenter = presenter
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    public required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported: make the module with its router")
    }

    override open func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        reload()
    }

    override open func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        let isPresentedRoot =
            presentingViewController != nil && (navigationController?.viewControllers.first ?? self) === self
        let close = UIAction { [weak self] _ in self?.presenter.didTapClose() }
        navigationItem.leftBarButtonItem =
            isPresentedRoot ? UIBarButtonItem(systemItem: .close, primaryAction: close) : nil
    }

    override open func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        // Back, or the router popping it.
        if isMovingFromParent { leave() }
    }

    /// The user swiped the presented stack down.
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        leave()
    }

    /// Renders the states every screen shares; the module's view controller shows `loaded` itself.
    public func render<Content>(state: LoadState<Content>) {
        switch state {
        case .loading:
            contentUnavailableConfiguration = UIContentUnavailableConfiguration.loading()
        case .loaded:
            contentUnavailableConfiguration = nil
        case .empty(let message):
            var configuration = UIContentUnavailableConfiguration.empty()
            configuration.text = String(localized: message)
            configuration.image = UIImage(systemName: "tray")
            contentUnavailableConfiguration = configuration
        case .failed(let message):
            var configuration = UIContentUnavailableConfiguration.empty()
            configuration.text = String(localized: message)
            configuration.image = UIImage(systemName: "exclamationmark.triangle")
            var retry = UIButton.Configuration.borderedTinted()
            retry.title = String(localized: LocalizedStringResource("VIPER.retry", defaultValue: "Try Again"))
            configuration.button = retry
            configuration.buttonProperties.primaryAction = UIAction { [weak self] _ in self?.reload() }
            contentUnavailableConfiguration = configuration
        }
    }

    /// Pushes `destination` onto this screen's navigation stack.
    public func push(_ destination: UIViewController) {
        navigationController?.pushViewController(destination, animated: true)
    }

    /// Presents `destination` in a navigation stack of its own, which reports a swipe down to it.
    public func presentModally(_ destination: ModuleViewController) {
        let navigationController = UINavigationController(rootViewController: destination)
        navigationController.presentationController?.delegate = destination
        present(navigationController, animated: true)
    }

    /// Pops the screen when it was pushed, dismisses it when it is the root of a presented stack.
    public func close() {
        if let navigationController, navigationController.viewControllers.first !== self {
            navigationController.popViewController(animated: true)
        } else if presentingViewController != nil {
            dismiss(animated: true) { [weak self] in self?.leave() }
        }
    }

    private func reload() {
        loadTask?.cancel()
        loadTask = Task { [presenter] in await presenter.load() }
    }

    private func leave() {
        guard !hasLeft else { return }
        hasLeft = true
        loadTask?.cancel()
        presenter.didLeave()
    }
}
