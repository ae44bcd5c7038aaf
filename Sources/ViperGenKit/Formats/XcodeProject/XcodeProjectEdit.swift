import ViperGenEngine

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Plans adding generated files to an Xcode project: reads `project.pbxproj`, adds the files to groups and
/// targets in memory, and returns the new file and what changed. Nothing is written: the caller stages the new
/// contents with the module's files and, before renaming, checks that the project still holds `originalContents`.
public enum XcodeProjectEdit {
    /// A planned edit of one project file.
    public struct Plan: Sendable {
        /// The `project.pbxproj` to replace.
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
        let filePath = ProjectPath.join(projectPath, "project.pbxproj")
        guard FileManager.default.fileExists(atPath: filePath) else {
            throw .projectFileMissing(project: projectPath)
        }
        let contents: [UInt8]
        do {
            contents = Array(try Data(contentsOf: URL(fileURLWithPath: filePath)))
        } catch {
            let reason = FileManager.default.isReadableFile(atPath: filePath) ? "read error" : "permission denied"
            throw .unreadable(path: filePath, reason: reason)
        }
        let request = XcodeProjectEditor.Request(
            files: files, codeTargets: codeTargets, testTargets: testTargets, codeGroup: codeGroup,
            testGroup: testGroup, logicalGroups: logicalGroups)
        let (newContents, report) = try plan(
            contents: contents, named: filePath, containingFolder: containingFolder, request: request)
        return Plan(
            projectFile: URL(fileURLWithPath: filePath), originalContents: contents, newContents: newContents,
            report: report)
    }

    /// Plans the edit of a project file's `contents` in memory (no file-system access), reported under `name`,
    /// for a project whose `.xcodeproj` lies in `containingFolder`; the parameters are those of
    /// `plan(project:files:codeTargets:testTargets:codeGroup:testGroup:)`.
    package static func plan(
        contents: [UInt8], named name: String, containingFolder: String, files: [XcodeProjectFile],
        codeTargets: [String], testTargets: [String], codeGroup: String? = nil, testGroup: String? = nil
    ) throws(XcodeProjectError) -> (contents: [UInt8], report: XcodeProjectEditReport) {
        try plan(
            contents: contents, named: name, containingFolder: containingFolder,
            request: .init(
                files: files, codeTargets: codeTargets, testTargets: testTargets, codeGroup: codeGroup,
                testGroup: testGroup))
    }

    static func plan(
        contents: [UInt8], named name: String, containingFolder: String, request: XcodeProjectEditor.Request
    ) throws(XcodeProjectError) -> (contents: [UInt8], report: XcodeProjectEditReport) {
        let document = try PBXProjectReader.read(SourceText(name: name, bytes: contents))
        let model = try PBXProjectModel(
            document: document, containingFolder: containingFolder,
            fileNames: Set(request.files.map { ProjectPath.lastComponent($0.path) }))
        var editor = XcodeProjectEditor(model: model)
        let report = try editor.apply(request)
        guard report.changesProject else { return (contents, report) }
        return (PBXProjectWriter.write(editor.document), report)
    }
}
