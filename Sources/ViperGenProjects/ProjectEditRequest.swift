/// What a run asks of a project file: the files to add and the targets and groups they join.
struct ProjectEditRequest: Sendable {
    /// The files, with absolute paths.
    var files: [XcodeProjectFile]
    /// Targets that build the files that are not tests.
    var codeTargets: [String]
    /// Targets that build the test files.
    var testTargets: [String]
    /// Group names from the top (`MyApp/Modules`) for code and for test files; `nil`: the group of the folder.
    var codeGroup: String?
    var testGroup: String?
    /// New groups get a `name` only, no folder (Generamba's `create_logical_groups`).
    var logicalGroups = false
}
