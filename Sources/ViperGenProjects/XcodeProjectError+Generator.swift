extension XcodeProjectError.Generator {
    /// What to do instead of editing a project this tool generates from `spec`.
    func advice(spec: String) -> String {
        switch self {
        case .xcodeGen:
            "files under a folder listed in the 'sources' of a target in \(spec) join that target when you run "
                + "'xcodegen generate'; generate into such a folder (or add the folder to 'sources') and run it"
        case .tuist:
            "files matching the 'sources' globs of a target in \(spec) (by default Sources/**) join that target when "
                + "you run 'tuist generate'; generate into such a folder (or widen the glob) and run it"
        }
    }
}
