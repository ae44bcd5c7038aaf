import ViperGenSupport

extension ProjectConfinement {
    /// The refusal of the Xcode project `bundle` (absolute) when the bundle, or a project file inside it
    /// (`project.pbxproj`, `project.xcproj`), resolves outside the project or inside `.git`; `nil` when neither does.
    /// A linked project file is followed to where it leads (`XcodeProjectDetection`), so it is checked as the bundle
    /// is, before anything of it is read.
    /// - Parameter fix: How to fix a bundle that is spelled outside the project, for the message.
    package func xcodeProjectProblem(
        _ bundle: String, fix: String = "paths from the project's files must stay inside it"
    ) -> Diagnostic? {
        var types = FileTypeMemo()
        for path in [bundle] + XcodeProjectDetection.projectFilePaths(in: bundle) {
            if let problem = problem(with: path, fix: fix, types: &types) { return problem }
        }
        return nil
    }
}
