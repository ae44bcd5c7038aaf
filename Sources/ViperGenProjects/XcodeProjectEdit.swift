import ViperGenEngine
import ViperGenSupport

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Plans adding generated files to an Xcode project: finds the bundle's project file (`project.pbxproj` or
/// `project.xcproj`, see `XcodeProjectDetection`), adds the files to groups and targets in memory with that file's
/// kind, and returns the new file and what changed. Nothing is written: the caller stages the new
/// contents with the module's files and, before renaming, checks that the project still holds `originalContents`.
public enum XcodeProjectEdit {
    /// A planned edit of one project file.
    public struct Plan: Sendable {
        /// The project file to replace (`project.pbxproj` or `project.xcproj`).
        public let projectFile: URL
        /// Its contents when planned; compare before writing, so that a project changed meanwhile is not lost.
        public let originalContents: [UInt8]
        /// The new contents, in Xcode's format; equal to `originalContents` when `report.changesProject` is false.
        public let newContents: [UInt8]
        /// What is added to which group and target.
        public let report: XcodeProjectEditReport
    }

    /// Plans adding `files` to the `.xcodeproj` folder `project`.
    /// - Parameters:
    ///   - project: The `.xcodeproj` folder; it holds `project.pbxproj` or `project.xcproj`.
    ///   - files: The files, with absolute paths inside the project's folder.
    ///   - codeTargets: Targets that build the files that are not tests.
    ///   - testTargets: Targets that build the test files.
    ///   - codeGroup: Group names from the top (`MyApp/Modules`) for code files; `nil`: the group of each file's
    ///     folder, created as needed so that groups mirror folders.
    ///   - testGroup: The same for test files.
    ///   - logicalGroups: New groups get no folder (`name` only; Generamba's `create_logical_groups`): file
    ///     references take their path from the nearest group above that has a folder.
    /// - Throws: `XcodeProjectError`: a missing, unreadable, generated, unsupported or malformed project, an unknown
    ///   target, a target without the build phase a file needs, a group path through a file, a file outside the
    ///   project's folder.
    public static func plan(
        project: URL, files: [XcodeProjectFile], codeTargets: [String], testTargets: [String],
        codeGroup: String? = nil, testGroup: String? = nil, logicalGroups: Bool = false
    ) throws(XcodeProjectError) -> Plan {
        let projectPath = ProjectPath.normalized(project.path)
        let projectFile = try XcodeProjectDetection.projectFile(of: projectPath)
        let contents = try XcodeProjectDetection.contents(of: projectFile.path)
        let request = ProjectEditRequest(
            files: files, codeTargets: codeTargets, testTargets: testTargets, codeGroup: codeGroup,
            testGroup: testGroup, logicalGroups: logicalGroups)
        let (newContents, report) = try projectFile.kind.plan(
            contents: contents, named: projectFile.path, containingFolder: projectFile.containingFolder,
            request: request)
        return Plan(
            projectFile: URL(fileURLWithPath: projectFile.path), originalContents: contents,
            newContents: newContents, report: report)
    }

    /// Plans the edit of a project file's `contents` in memory (no file-system access), reported under `name` (a
    /// name ending in `project.xcproj` is read as one, any other as a `project.pbxproj`),
    /// for a project whose `.xcodeproj` lies in `containingFolder`; the parameters are those of
    /// `plan(project:files:codeTargets:testTargets:codeGroup:testGroup:)`.
    package static func plan(
        contents: [UInt8], named name: String, containingFolder: String, files: [XcodeProjectFile],
        codeTargets: [String], testTargets: [String], codeGroup: String? = nil, testGroup: String? = nil,
        logicalGroups: Bool = false
    ) throws(XcodeProjectError) -> (contents: [UInt8], report: XcodeProjectEditReport) {
        let kind: any XcodeProjectFileKind.Type =
            name.hasSuffix(XCProjProjectKind.fileName) ? XCProjProjectKind.self : PBXProjectKind.self
        return try kind.plan(
            contents: contents, named: name, containingFolder: containingFolder,
            request: ProjectEditRequest(
                files: files, codeTargets: codeTargets, testTargets: testTargets, codeGroup: codeGroup,
                testGroup: testGroup, logicalGroups: logicalGroups))
    }
}
