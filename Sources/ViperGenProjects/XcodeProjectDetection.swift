import ViperGenSupport

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Which project file an `.xcodeproj` bundle keeps its structure in, and whether a tool generates the bundle.
package enum XcodeProjectDetection {
    /// The project file of a bundle and the kind that reads and edits it.
    struct ProjectFile {
        /// The file's absolute path.
        let path: String
        /// The kind of file.
        let kind: any XcodeProjectFileKind.Type
        /// The folder that holds the bundle (of the real bundle, for a link to one): the project's paths start there.
        let containingFolder: String
    }

    /// The project kinds a bundle can hold.
    static var kinds: [any XcodeProjectFileKind.Type] { [PBXProjectKind.self, XCProjProjectKind.self] }

    /// The project file of the `.xcodeproj` folder at `projectPath` (normalized).
    /// - Throws: `XcodeProjectError.projectNotFound` when there is no such folder, `.generatedProject` next to an
    ///   XcodeGen or Tuist spec, `.projectFileMissing` when the bundle holds no project file, `.bothProjectFiles`
    ///   when it holds both.
    ///
    /// A symbolic link to a bundle is followed: the real bundle is read and edited, and its folder is the project's
    /// folder. A project file inside the bundle that is itself a link is read through it, but the writer replaces no
    /// link and writes through none (`WriteTarget`): a run that would edit it is refused, as for every file.
    static func projectFile(of projectPath: String) throws(XcodeProjectError) -> ProjectFile {
        let bundle = FileSystem.followingFinalLinks(projectPath)
        guard FileSystem.fileType(bundle) == .directory else {
            throw .projectNotFound(path: projectPath)
        }
        let containingFolder = ProjectPath.parent(bundle)
        for (spec, generator) in [
            ("project.yml", XcodeProjectError.Generator.xcodeGen), ("project.json", .xcodeGen),
            ("Project.swift", .tuist),
        ] {
            let specPath = ProjectPath.join(containingFolder, spec)
            if FileManager.default.fileExists(atPath: specPath) {
                throw .generatedProject(project: projectPath, generator: generator, spec: specPath)
            }
        }
        let present = kinds.filter { kind in
            FileManager.default.fileExists(atPath: ProjectPath.join(bundle, kind.fileName))
        }
        guard let kind = present.first else { throw .projectFileMissing(project: bundle) }
        guard present.count == 1 else { throw .bothProjectFiles(project: bundle) }
        return ProjectFile(
            path: ProjectPath.join(bundle, kind.fileName), kind: kind,
            containingFolder: containingFolder)
    }

    /// The bytes of `path` (the bytes of the last read when the file still holds them, see
    /// `ProjectFileContentsCache`): only a regular file, at most `FileSystem.projectFileSizeLimit` bytes.
    /// - Throws: `XcodeProjectError.unreadable`, `.notRegularFile` (a device, a pipe: nothing is read), `.tooLarge`.
    static func contents(of path: String) throws(XcodeProjectError) -> [UInt8] {
        let limit = FileSystem.projectFileSizeLimit
        var refusal: XcodeProjectError?
        let bytes = ProjectFileContentsCache.shared.contents(of: path) { path in
            switch FileSystem.readRegularFile(atPath: path, limit: limit) {
            case .bytes(let bytes): return bytes
            case .notRegular: refusal = .notRegularFile(path: path)
            case .tooLarge(let size): refusal = .tooLarge(path: path, size: size, limit: limit)
            case .unreadable: break
            }
            return nil
        }
        if let refusal { throw refusal }
        guard let bytes else {
            let reason = FileManager.default.isReadableFile(atPath: path) ? "read error" : "permission denied"
            throw .unreadable(path: path, reason: reason)
        }
        return bytes
    }

    /// The paths of the project files a bundle may hold (`project.pbxproj`, `project.xcproj`), below `bundle` as
    /// spelled (absolute, or relative to the lockfile's folder): what is checked against the project's confinement
    /// before a bundle is read.
    package static func projectFilePaths(in bundle: String) -> [String] {
        // Joined as spelled, not normalized: a relative bundle (`ext/App.xcodeproj`, from the lockfile) stays relative.
        kinds.map { (bundle.hasSuffix("/") ? bundle : bundle + "/") + $0.fileName }
    }
}
