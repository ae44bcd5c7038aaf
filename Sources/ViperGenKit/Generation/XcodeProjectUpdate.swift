import ViperGenEngine

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
    /// - Throws: `Diagnostics`: the project's problems (see `XcodeProjectError.diagnostic`), a project file that is
    ///   not UTF-8 text (65), or one that cannot be replaced (a link, read-only: 73).
    static func plan(
        adding files: [GenerationPlan.File], to project: URL, settings: XcodeProjectSettings
    ) throws(Diagnostics) -> XcodeProjectUpdate {
        let edit: XcodeProjectEdit.Plan
        do {
            edit = try XcodeProjectEdit.plan(
                project: project,
                files: files.map { XcodeProjectFile(path: $0.url.standardizedFileURL.path, isTest: $0.kind == .test) },
                codeTargets: settings.codeTargets, testTargets: settings.testTargets, codeGroup: settings.codeGroup,
                testGroup: settings.testGroup)
        } catch {
            throw Diagnostics([error.diagnostic])
        }
        guard edit.report.changesProject else {
            return XcodeProjectUpdate(project: project, file: nil, report: edit.report)
        }
        guard let contents = String(validating: edit.newContents, as: UTF8.self) else {
            throw Diagnostics([
                Diagnostic(
                    .data,
                    "\(edit.projectFile.path) is not UTF-8 text; open the project in Xcode and save it once to convert it"
                )
            ])
        }
        let root = edit.projectFile.deletingLastPathComponent()
        let name = edit.projectFile.lastPathComponent
        if let problem = OutputPathCheck.diskProblem(rootPath: root.path, relativePath: name, overwrite: true) {
            throw Diagnostics([problem])
        }
        let file = GenerationPlan.File(
            root: root, relativePath: name, contents: contents, kind: .code, module: "",
            replacesExistingFile: true, expectedContents: edit.originalContents)
        return XcodeProjectUpdate(project: project, file: file, report: edit.report)
    }
}
