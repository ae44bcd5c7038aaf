/// A target of a project, as the default target choice and the tests' `@testable import` see it.
public struct ProjectTarget: Equatable, Sendable {
    /// What a target builds, as far as choosing targets cares.
    public enum Role: Equatable, Sendable {
        /// An app (`com.apple.product-type.application`, `application`).
        case application
        /// A unit-test bundle.
        case unitTests
        /// A UI-test bundle: generated tests are unit tests, so never chosen.
        case uiTests
        /// Anything else: frameworks, libraries, extensions, tools.
        case other
    }

    /// The target's name.
    public let name: String
    /// What it builds.
    public let role: Role
    /// The Swift module it builds: `PRODUCT_MODULE_NAME`, else `PRODUCT_NAME` (default `$(TARGET_NAME)`) with
    /// build-setting references resolved and made an identifier; `nil` when a reference cannot be resolved.
    public let moduleName: String?
    /// The app a test target tests (its host, or the target it depends on), when the project says.
    public let testedTarget: String?

    /// A target.
    public init(name: String, role: Role, moduleName: String?, testedTarget: String? = nil) {
        self.name = name
        self.role = role
        self.moduleName = moduleName
        self.testedTarget = testedTarget
    }

    /// A target of an Xcode project, whichever its project file: its role from its full product type
    /// (`com.apple.product-type.application`), its module from its build settings (the project's, then its own).
    init(name: String, productType: String?, settings: [String: String], testedTarget: String?) {
        self.init(
            name: name, role: Role(productType: productType),
            moduleName: Self.moduleName(settings: settings, targetName: name), testedTarget: testedTarget)
    }
}

extension ProjectTarget.Role {
    /// The role of an Xcode target with this full product type.
    init(productType: String?) {
        switch productType {
        case "com.apple.product-type.application": self = .application
        case "com.apple.product-type.bundle.unit-test": self = .unitTests
        case "com.apple.product-type.bundle.ui-testing": self = .uiTests
        default: self = .other
        }
    }
}
