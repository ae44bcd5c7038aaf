import ViperGenConfig
import ViperGenEngine
import ViperGenProjects
import ViperGenSupport

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// What a run changes in an Xcode project besides writing its files: the new `project.pbxproj`, staged and renamed
/// with the module's files, and what it adds to which group and target.
public struct XcodeProjectUpdate: Sendable {
    /// The `.xcodeproj` folder.
    public let project: URL
    /// The project file to write, or `nil` when the project already holds every file (a `--force` run) or Xcode
    /// picks the files up from synchronized folders by itself.
    public let file: GenerationPlan.File?
    /// What is added to which group and target, file by file.
    public let report: XcodeProjectEditReport

    /// Plans adding `files` to the project `settings` names.
    /// - Throws: `Diagnostics`: the project's problems (see `XcodeProjectError.diagnostic`), or a project file that
    ///   cannot be replaced (a link, read-only: 73). The new project file is kept as bytes, never decoded as text.
    package static func plan(
        adding files: [GenerationPlan.File], to project: URL, settings: XcodeProjectSettings
    ) throws(Diagnostics) -> XcodeProjectUpdate {
        let edit: XcodeProjectEdit.Plan
        do {
            edit = try XcodeProjectEdit.plan(
                project: project, files: projectFiles(files, settings: settings),
                codeTargets: settings.codeTargets, testTargets: settings.testTargets,
                logicalGroups: settings.createsLogicalGroups)
        } catch {
            // A target the config names and the project lacks is the config's bad data, at its place there.
            if case .unknownTarget(let name, _, _) = error,
                let spot = settings.codeTargetSpots[name] ?? settings.testTargetSpots[name]
            {
                throw Diagnostics([Diagnostic(.data, error.message, at: spot.location)])
            }
            if case .projectNotFound = error, let spot = settings.projectSpot {
                throw Diagnostics([Diagnostic(.data, error.message, at: spot.location)])
            }
            throw Diagnostics([error.diagnostic])
        }
        guard edit.report.changesProject else {
            return XcodeProjectUpdate(project: project, file: nil, report: edit.report)
        }
        let root = edit.projectFile.deletingLastPathComponent()
        let name = edit.projectFile.lastPathComponent
        if let problem = OutputPathCheck.diskProblem(rootPath: root.path, relativePath: name, overwrite: true) {
            throw Diagnostics([problem])
        }
        let file = GenerationPlan.File.edit(
            of: edit.projectFile, to: edit.newContents, replacing: edit.originalContents)
        return XcodeProjectUpdate(project: project, file: file, report: edit.report)
    }

    /// This update followed by adding `files` with other `settings` to the same project (`update` of modules that
    /// joined it with other targets or groups): one new project file, edited in memory, that the writer replaces
    /// only if the project still holds the bytes first read.
    /// - Throws: `Diagnostics`: the project's problems, as `plan(adding:to:settings:)`.
    package func adding(_ files: [GenerationPlan.File], settings: XcodeProjectSettings) throws(Diagnostics)
        -> XcodeProjectUpdate
    {
        guard let current = file else {
            // Nothing changed so far: the project on disk is the one to edit.
            let next = try Self.plan(adding: files, to: project, settings: settings)
            return XcodeProjectUpdate(project: project, file: next.file, report: report.followed(by: next.report))
        }
        let edit: (contents: [UInt8], report: XcodeProjectEditReport)
        do {
            edit = try XcodeProjectEdit.plan(
                contents: current.bytes, named: current.url.path,
                containingFolder: project.standardizedFileURL.deletingLastPathComponent().path,
                files: Self.projectFiles(files, settings: settings), codeTargets: settings.codeTargets,
                testTargets: settings.testTargets, logicalGroups: settings.createsLogicalGroups)
        } catch {
            throw Diagnostics([error.diagnostic])
        }
        let file = GenerationPlan.File(
            root: current.root, relativePath: current.relativePath, bytes: edit.contents, kind: .code, module: "",
            replacesExistingFile: true, expectedContents: current.expectedContents)
        return XcodeProjectUpdate(project: project, file: file, report: report.followed(by: edit.report))
    }

    /// The files as the project editor takes them: absolute paths, tests apart, each in its group.
    private static func projectFiles(_ files: [GenerationPlan.File], settings: XcodeProjectSettings)
        -> [XcodeProjectFile]
    {
        files.map { file in
            XcodeProjectFile(
                path: file.normalizedPath, isTest: file.kind == .test,
                kind: file.isXcodeResource ? .resource : nil,
                group: group(of: file, base: file.kind == .test ? settings.testGroup : settings.codeGroup))
        }
    }

    /// The group of a file when its output root's group is `base`: the folders below the root become groups below
    /// it (`App/Modules` and `Search/SearchView.swift` give `App/Modules/Search`).
    private static func group(of file: GenerationPlan.File, base: String?) -> String? {
        guard let base else { return nil }
        let folders = file.relativePath.split(separator: "/").dropLast()
        return ([base] + folders.map(String.init)).joined(separator: "/")
    }
}
