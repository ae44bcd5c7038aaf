#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Which project file an `.xcodeproj` bundle keeps its structure in, and whether a tool generates the bundle.
enum XcodeProjectDetection {
    /// The project file of a bundle and the kind that reads and edits it.
    struct ProjectFile {
        /// The file's absolute path.
        let path: String
        /// The kind of file.
        let kind: any ProjectFileKind.Type
    }

    /// The project kinds a bundle can hold.
    static var kinds: [any ProjectFileKind.Type] { [PBXProjectKind.self, XCProjProjectKind.self] }

    /// The project file of the `.xcodeproj` folder at `projectPath` (normalized).
    /// - Throws: `XcodeProjectError.projectNotFound` when there is no such folder, `.generatedProject` next to an
    ///   XcodeGen or Tuist spec, `.projectFileMissing` when the bundle holds no project file, `.bothProjectFiles`
    ///   when it holds both.
    static func projectFile(of projectPath: String) throws(XcodeProjectError) -> ProjectFile {
        let attributes = try? FileManager.default.attributesOfItem(atPath: projectPath)
        guard attributes?[.type] as? FileAttributeType == .typeDirectory else {
            throw .projectNotFound(path: projectPath)
        }
        let containingFolder = ProjectPath.parent(projectPath)
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
            FileManager.default.fileExists(atPath: ProjectPath.join(projectPath, kind.fileName))
        }
        guard let kind = present.first else { throw .projectFileMissing(project: projectPath) }
        guard present.count == 1 else { throw .bothProjectFiles(project: projectPath) }
        return ProjectFile(path: ProjectPath.join(projectPath, kind.fileName), kind: kind)
    }

    /// The bytes of `path`.
    /// - Throws: `XcodeProjectError.unreadable`.
    static func contents(of path: String) throws(XcodeProjectError) -> [UInt8] {
        do {
            return Array(try Data(contentsOf: URL(fileURLWithPath: path)))
        } catch {
            let reason = FileManager.default.isReadableFile(atPath: path) ? "read error" : "permission denied"
            throw .unreadable(path: path, reason: reason)
        }
    }
}
