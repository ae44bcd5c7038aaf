import ViperGenSupport

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Whether each module becomes its own SwiftPM target, and what that target depends on. Read from `viper-gen.json`
/// (`addTarget`, `targetDependencies`, `package`); `--add-target`, `--target-dependency` and `--package` override it.
public struct PackageTargetSettings: Equatable, Sendable {
    /// Each module becomes a target `<Module>` with a test target `<Module>Tests` in `Package.swift`.
    public var addsTargets = false
    /// The targets or products each new target depends on (`Core`).
    public var dependencies: [String] = []
    /// Where each of `dependencies` stands in the config file it was read from, by name, so that a bad one is
    /// reported there (65); empty for `--target-dependency`.
    public var dependencySpots: [String: SourceSpot] = [:]
    /// The folder holding `Package.swift`; `nil` means the nearest one at or above the current directory. In a
    /// request, always set.
    public var package: URL?

    /// Settings that add no target.
    public init(addsTargets: Bool = false, dependencies: [String] = [], package: URL? = nil) {
        self.addsTargets = addsTargets
        self.dependencies = dependencies
        self.package = package
    }

    /// Equal when they ask for the same targets, wherever the values were read.
    public static func == (lhs: PackageTargetSettings, rhs: PackageTargetSettings) -> Bool {
        lhs.addsTargets == rhs.addsTargets && lhs.dependencies == rhs.dependencies && lhs.package == rhs.package
    }
}
