// A stand-in for the parts of UIKit that the `viper` template set's uikit flavour uses, so that its output can be
// type-checked on Linux. It is never a package target: UIFlavourCompileTests compiles it with
// `swiftc -emit-module -module-name UIKit` into a temporary folder, so nothing can shadow the real UIKit.
//
// Every declaration copies the signature Apple publishes (the Swift declaration shown on the documentation page
// named above it), including `@MainActor` isolation of the classes. Bodies are placeholders: this is only ever
// type-checked against, never run. Add a declaration here, with its source, when a template starts using it.

import Foundation

// https://developer.apple.com/documentation/uikit/uiresponder
// `@MainActor class UIResponder : NSObject`
@MainActor
open class UIResponder: NSObject {}

// https://developer.apple.com/documentation/uikit/uicolor
// `class UIColor` (not main-actor isolated), `class var systemBackground: UIColor { get }`
open class UIColor: NSObject {
    open class var systemBackground: UIColor { UIColor() }
}

// https://developer.apple.com/documentation/uikit/uiimage — `class UIImage`, only named by UIAction's initializer.
open class UIImage: NSObject {}

// https://developer.apple.com/documentation/uikit/nslayoutanchor
// `func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint`
@MainActor
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { NSLayoutConstraint() }
}

// https://developer.apple.com/documentation/uikit/nslayoutxaxisanchor
@MainActor
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}

// https://developer.apple.com/documentation/uikit/nslayoutyaxisanchor
@MainActor
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}

// https://developer.apple.com/documentation/uikit/nslayoutconstraint/activate(_:)
// `class func activate(_ constraints: [NSLayoutConstraint])`
@MainActor
open class NSLayoutConstraint: NSObject {
    open class func activate(_ constraints: [NSLayoutConstraint]) {}
}

// https://developer.apple.com/documentation/uikit/uiview
// `init(frame: CGRect)`, `init?(coder: NSCoder)`, `var backgroundColor: UIColor? { get set }`,
// `func addSubview(_ view: UIView)`, `var translatesAutoresizingMaskIntoConstraints: Bool { get set }`,
// `var isHidden: Bool { get set }`,
// `var centerXAnchor: NSLayoutXAxisAnchor { get }`, `var centerYAnchor: NSLayoutYAxisAnchor { get }`,
// `var leadingAnchor`, `var trailingAnchor`, `var layoutMarginsGuide: UILayoutGuide { get }`.
// Swift imports NSObject's `-init` as `convenience init()` on every UIKit class.
@MainActor
open class UIView: UIResponder {
    public init(frame: CGRect) {}
    public required init?(coder: NSCoder) {}
    public convenience override init() { self.init(frame: .zero) }
    open var backgroundColor: UIColor?
    open func addSubview(_ view: UIView) {}
    open var isHidden: Bool = false
    open var translatesAutoresizingMaskIntoConstraints: Bool = true
    open var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    open var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
    open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    open var layoutMarginsGuide: UILayoutGuide { UILayoutGuide() }
}

// https://developer.apple.com/documentation/uikit/uilayoutguide — `@MainActor class UILayoutGuide : NSObject`,
// `var leadingAnchor: NSLayoutXAxisAnchor { get }`, `var trailingAnchor: NSLayoutXAxisAnchor { get }`
@MainActor
open class UILayoutGuide: NSObject {
    open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
}

// https://developer.apple.com/documentation/uikit/uilabel/text
// `var text: String? { get set }`, `var font: UIFont! { get set }`, `var numberOfLines: Int { get set }`,
// `var textAlignment: NSTextAlignment { get set }`,
// https://developer.apple.com/documentation/uikit/uicontentsizecategoryadjusting/adjustsfontforcontentsizecategory
// `var adjustsFontForContentSizeCategory: Bool { get set }`
@MainActor
open class UILabel: UIView {
    open var text: String?
    open var font: UIFont!
    open var numberOfLines: Int = 1
    open var textAlignment: NSTextAlignment = .natural
    open var adjustsFontForContentSizeCategory: Bool = false
}

// https://developer.apple.com/documentation/uikit/nstextalignment — `enum NSTextAlignment : Int`
public enum NSTextAlignment: Int, Sendable {
    case left, center, right, justified, natural
}

// https://developer.apple.com/documentation/uikit/uifont/preferredfont(fortextstyle:)
// `class UIFont : NSObject` (Sendable), `class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont`;
// https://developer.apple.com/documentation/uikit/uifont/textstyle — `struct TextStyle`, `static let title2`
open class UIFont: NSObject, @unchecked Sendable {
    public struct TextStyle: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
    }
    open class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont { UIFont() }
}

// https://developer.apple.com/documentation/uikit/uiaccessibilitytraits — `struct UIAccessibilityTraits`,
// `OptionSet`, `static let header: UIAccessibilityTraits` (the SDKs import the C global `UIAccessibilityTraitHeader`
// as a mutable static, which the templates read through `@preconcurrency import UIKit`);
// https://developer.apple.com/documentation/objectivec/nsobject/accessibilitytraits —
// `var accessibilityTraits: UIAccessibilityTraits { get set }` (UIView has it from NSObject's UIAccessibility
// category; this stand-in declares it on UIView, where the templates set it)
public struct UIAccessibilityTraits: OptionSet, Sendable {
    public let rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }
    public static let header = UIAccessibilityTraits(rawValue: 1 << 16)
}

extension UIView {
    public var accessibilityTraits: UIAccessibilityTraits {
        get { [] }
        set {}
    }
}

// https://developer.apple.com/documentation/uikit/uimenuelement — attributes and state of UIAction's initializer.
@MainActor
open class UIMenuElement: NSObject {
    // https://developer.apple.com/documentation/uikit/uimenuelement/attributes
    public struct Attributes: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
    }

    // https://developer.apple.com/documentation/uikit/uimenuelement/state
    public enum State: Int, Sendable {
        case off = 0
        case on = 1
        case mixed = 2
    }
}

// https://developer.apple.com/documentation/uikit/uimenu — only named by UIBarButtonItem's initializer.
@MainActor
open class UIMenu: UIMenuElement {}

// https://developer.apple.com/documentation/uikit/uiactionhandler
// `typealias UIActionHandler = (UIAction) -> Void`
public typealias UIActionHandler = (UIAction) -> Void

// https://developer.apple.com/documentation/uikit/uiaction/init(title:image:identifier:discoverabilitytitle:attributes:state:handler:)
// `@MainActor @preconcurrency convenience init(title: String = "", image: UIImage? = nil,
//  identifier: UIAction.Identifier? = nil, discoverabilityTitle: String? = nil,
//  attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off,
//  handler: @escaping UIActionHandler)`
@MainActor
open class UIAction: UIMenuElement {
    // https://developer.apple.com/documentation/uikit/uiaction/identifier
    public struct Identifier: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }

    @preconcurrency public convenience init(
        title: String = "", image: UIImage? = nil, identifier: UIAction.Identifier? = nil,
        discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
        state: UIMenuElement.State = .off, handler: @escaping UIActionHandler
    ) {
        self.init()
    }
}

// https://developer.apple.com/documentation/uikit/uibarbuttonitem/init(systemitem:primaryaction:menu:)
// `@MainActor @preconcurrency convenience init(systemItem: UIBarButtonItem.SystemItem,
//  primaryAction: UIAction? = nil, menu: UIMenu? = nil)`
@MainActor
open class UIBarButtonItem: NSObject {
    // https://developer.apple.com/documentation/uikit/uibarbuttonitem/systemitem
    public enum SystemItem: Int, Sendable {
        case done = 0
        case cancel = 1
        case close = 24
    }

    @preconcurrency public convenience init(
        systemItem: UIBarButtonItem.SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil
    ) {
        self.init()
    }
}

// https://developer.apple.com/documentation/uikit/uinavigationitem/rightbarbuttonitem
// `var rightBarButtonItem: UIBarButtonItem? { get set }`
@MainActor
open class UINavigationItem: NSObject {
    open var rightBarButtonItem: UIBarButtonItem?
}

// https://developer.apple.com/documentation/uikit/uiviewcontroller
// `init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?)`, `init?(coder: NSCoder)`,
// `var view: UIView! { get set }`, `var title: String? { get set }`,
// `var navigationItem: UINavigationItem { get }`, `var navigationController: UINavigationController? { get }`,
// `var presentingViewController: UIViewController? { get }`,
// `func loadViewIfNeeded()`, `func viewDidLoad()`, `func viewWillAppear(_ animated: Bool)`,
// `func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool)`, `func endAppearanceTransition()`,
// `func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil)`,
// `func dismiss(animated flag: Bool, completion: (() -> Void)? = nil)`.
@MainActor
open class UIViewController: UIResponder {
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {}
    public required init?(coder: NSCoder) {}
    public convenience override init() { self.init(nibName: nil, bundle: nil) }
    open var view: UIView! = UIView()
    open var title: String?
    open var navigationItem: UINavigationItem { UINavigationItem() }
    open var navigationController: UINavigationController? { nil }
    open var presentingViewController: UIViewController? { nil }
    open func loadViewIfNeeded() {}
    open func viewDidLoad() {}
    open func viewWillAppear(_ animated: Bool) {}
    open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {}
    open func endAppearanceTransition() {}
    open func present(
        _ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil
    ) {}
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {}
}

// https://developer.apple.com/documentation/uikit/uinavigationcontroller
// `init(rootViewController: UIViewController)`, `var viewControllers: [UIViewController] { get set }`,
// `func pushViewController(_ viewController: UIViewController, animated: Bool)`,
// `func popViewController(animated: Bool) -> UIViewController?`,
// `func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]?`
// (Objective-C methods import as discardable).
@MainActor
open class UINavigationController: UIViewController {
    public init(rootViewController: UIViewController) { super.init(nibName: nil, bundle: nil) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    open var viewControllers: [UIViewController] = []
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {}
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? { nil }
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? { nil }
}

// https://developer.apple.com/documentation/uikit/uiwindow
// `init(frame: CGRect)`, `var rootViewController: UIViewController? { get set }`, `func makeKeyAndVisible()`,
@MainActor
open class UIWindow: UIView {
    open var rootViewController: UIViewController?
    open func makeKeyAndVisible() {}
}
