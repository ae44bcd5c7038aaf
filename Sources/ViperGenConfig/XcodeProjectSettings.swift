import ViperGenSupport

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Where generated files join an Xcode project: the project, the targets code and test files are added to, and the
/// groups they go in. Read from `viper-gen.json` (`xcodeproj`, `xcodeTargets`, …) or a Generamba `Rambafile`
/// (`xcodeproj_path`, `project_targets`, …); command-line options override both.
public struct XcodeProjectSettings: Equatable, Sendable {
    /// The `.xcodeproj` folder, resolved against the config's folder.
    public var project: URL?
    /// The targets code files join.
    public var codeTargets: [String] = []
    /// The targets test files join.
    public var testTargets: [String] = []
    /// The group path (`App/Modules`) code files go in; `nil` means the group whose folder matches the output.
    public var codeGroup: String?
    /// The group path test files go in; `nil` means the group whose folder matches the tests output.
    public var testGroup: String?
    /// Where `project` stands in the config file it was read from, so that a missing project is reported there (65).
    public var projectSpot: SourceSpot?
    /// Where each of `codeTargets` stands in the config file it was read from, by name, so that a target the project
    /// does not have is reported there (65); empty for targets given as options.
    public var codeTargetSpots: [String: SourceSpot] = [:]
    /// The same for `testTargets`.
    public var testTargetSpots: [String: SourceSpot] = [:]
    /// Where `codeGroup` stands in the config file it was read from, so that a bad group is reported there (65).
    public var codeGroupSpot: SourceSpot?
    /// The same for `testGroup`.
    public var testGroupSpot: SourceSpot?
    /// Generamba's `create_logical_groups`: new groups have no folder of their own.
    public var createsLogicalGroups = false

    /// Settings that name nothing.
    public init() {}

    /// Equal when they name the same project, targets and groups, wherever the values were read.
    public static func == (lhs: XcodeProjectSettings, rhs: XcodeProjectSettings) -> Bool {
        lhs.project == rhs.project && lhs.codeTargets == rhs.codeTargets && lhs.testTargets == rhs.testTargets
            && lhs.codeGroup == rhs.codeGroup && lhs.testGroup == rhs.testGroup
            && lhs.createsLogicalGroups == rhs.createsLogicalGroups
    }
}
