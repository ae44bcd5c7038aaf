import ViperGenSupport

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Plans removing files from an Xcode project (`viper-gen remove`), whichever project file its bundle holds
/// (`project.pbxproj` or `project.xcproj`, see `XcodeProjectDetection`): their file references and target
/// memberships, and the groups that held only them, up the tree. Everything else keeps its bytes, so a project that
/// only ever gained a module's files is back to its exact bytes.
package enum XcodeProjectRemoval {
    /// A planned removal from one project file.
    package struct Plan: Sendable {
        /// The project file (`project.pbxproj` or `project.xcproj`).
        package let projectFile: URL
        /// Its contents when planned.
        package let originalContents: [UInt8]
        /// The new contents; equal to `originalContents` when the project listed none of the files.
        package let newContents: [UInt8]
        /// The files that were in the project, in the order given.
        package let removedFiles: [String]
        /// How many groups went because they held only removed files.
        package let removedGroups: Int
    }

    /// Plans removing the files at `paths` (absolute) from the `.xcodeproj` folder `project`.
    /// - Throws: `XcodeProjectError` for a missing, unreadable or malformed project.
    package static func plan(project: URL, removing paths: [String]) throws(XcodeProjectError) -> Plan {
        // Links to the bundle and to its project file are followed, as when a module is added.
        let projectFile = try XcodeProjectDetection.projectFile(of: ProjectPath.normalized(project.path))
        let contents = try XcodeProjectDetection.contents(of: projectFile.path)
        let (newContents, report) = try projectFile.kind.planRemoval(
            contents: contents, named: projectFile.path, containingFolder: projectFile.containingFolder,
            removing: paths)
        return Plan(
            projectFile: URL(fileURLWithPath: projectFile.path), originalContents: contents, newContents: newContents,
            removedFiles: report.removedFiles, removedGroups: report.removedGroups)
    }
}
