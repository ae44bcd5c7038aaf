import ViperGenSupport

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
    /// The lowest OS version the target builds for, per platform it builds for (`IPHONEOS_DEPLOYMENT_TARGET` as
    /// `iOS`, …), where its build settings give one as a plain version (see `deploymentTargets(settings:)`).
    public var deploymentTargets: [DeploymentTarget] = []

    /// One platform's deployment target of a target, and the build setting that gives it.
    public struct DeploymentTarget: Equatable, Sendable {
        /// The platform as `Package.swift` and template manifests name it: `iOS`, `macOS`, `tvOS`, …
        public let platform: String
        /// The lowest version, as the project writes it (`14.0`).
        public let version: String
        /// The build setting that gives it (`IPHONEOS_DEPLOYMENT_TARGET`).
        public let setting: String
    }

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
        deploymentTargets = Self.deploymentTargets(settings: settings)
    }

    /// The deployment-target settings, with the platform each is for and the SDK names that build for it.
    static let deploymentSettings: [(setting: String, platform: String, sdks: [String])] = [
        ("IPHONEOS_DEPLOYMENT_TARGET", "iOS", ["iphoneos", "iphonesimulator"]),
        ("MACOSX_DEPLOYMENT_TARGET", "macOS", ["macosx"]),
        ("TVOS_DEPLOYMENT_TARGET", "tvOS", ["appletvos", "appletvsimulator"]),
        ("WATCHOS_DEPLOYMENT_TARGET", "watchOS", ["watchos", "watchsimulator"]),
        ("XROS_DEPLOYMENT_TARGET", "visionOS", ["xros", "xrsimulator"]),
    ]

    /// The deployment targets `settings` give for the platforms the target builds for: those `SUPPORTED_PLATFORMS`
    /// lists, else `SDKROOT`'s, else every platform with a setting (a project-level iOS setting does not bind a
    /// macOS target). A value that is not a plain version once resolved (one from an `.xcconfig`) is left out:
    /// what cannot be read is not guessed.
    static func deploymentTargets(settings: [String: String]) -> [DeploymentTarget] {
        func resolved(_ name: String) -> String? { settings[name].flatMap { resolve($0, known: settings) } }
        let sdks = (resolved("SUPPORTED_PLATFORMS") ?? resolved("SDKROOT")).map {
            Set($0.split(separator: " ").map { String($0.lowercased().prefix { $0.isLetter }) })
        }
        return deploymentSettings.compactMap { entry in
            if let sdks, sdks.isDisjoint(with: entry.sdks) { return nil }
            guard let version = resolved(entry.setting), DeploymentVersion(version) != nil else { return nil }
            return DeploymentTarget(platform: entry.platform, version: version, setting: entry.setting)
        }
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
