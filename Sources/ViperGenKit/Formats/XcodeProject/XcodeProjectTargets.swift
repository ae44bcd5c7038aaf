import ViperGenEngine

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

    /// Reads the targets of the `.xcodeproj` folder `project`.
    /// - Throws: `XcodeProjectError` for a project that cannot be read.
    public static func read(project: URL) throws(XcodeProjectError) -> XcodeProjectTargets {
        let file = project.appending(path: "project.pbxproj")
        guard let contents = FileManager.default.contents(atPath: file.path) else {
            throw .projectFileMissing(project: ProjectPath.normalized(project.path))
        }
        let document = try PBXProjectReader.read(SourceText(name: file.path, bytes: Array(contents)))
        let model = try PBXProjectModel(
            document: document, containingFolder: ProjectPath.parent(ProjectPath.normalized(project.path)),
            fileNames: [])
        var code: [String] = []
        var unitTests: [String] = []
        for target in model.targets {
            switch model.string(target.object, "productType") {
            case "com.apple.product-type.bundle.unit-test": unitTests.append(target.name)
            case "com.apple.product-type.bundle.ui-testing": continue
            default: code.append(target.name)
            }
        }
        return XcodeProjectTargets(code: code, unitTests: unitTests)
    }
}
