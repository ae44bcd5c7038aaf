import ViperGenSupport

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The targets of an Xcode project, split the way `viper-gen init` offers them: the targets code joins, and the unit
/// test targets.
public struct XcodeProjectTargets: Equatable, Sendable {
    /// Targets that are not tests (apps, frameworks, extensions), in the project's order.
    public let code: [String]
    /// Unit-test bundles (`com.apple.product-type.bundle.unit-test`), in the project's order; UI tests are left out,
    /// since generated tests are unit tests.
    public let unitTests: [String]
    /// Every target, in the project's order.
    public let all: [ProjectTarget]

    /// The targets of a project, split.
    public init(_ targets: [ProjectTarget]) {
        all = targets
        code = targets.filter { $0.role == .application || $0.role == .other }.map(\.name)
        unitTests = targets.filter { $0.role == .unitTests }.map(\.name)
    }

    /// Reads the targets of the `.xcodeproj` folder `project`, whichever project file it holds.
    /// - Throws: `XcodeProjectError` for a project that cannot be read.
    public static func read(project: URL) throws(XcodeProjectError) -> XcodeProjectTargets {
        let projectPath = ProjectPath.normalized(project.path)
        let file = try XcodeProjectDetection.projectFile(of: projectPath)
        let contents = try XcodeProjectDetection.contents(of: file.path)
        return XcodeProjectTargets(
            try file.kind.targets(
                contents: contents, named: file.path, containingFolder: file.containingFolder))
    }
}
