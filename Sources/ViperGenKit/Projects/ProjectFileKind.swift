/// One kind of file that holds a project's structure, and that a run's files join: Xcode's `project.pbxproj`,
/// Xcode 27's `project.xcproj`, SwiftPM's `Package.swift`. Which one a project has is found by detection
/// (`XcodeProjectDetection` for `.xcodeproj` bundles).
///
/// A kind works on bytes only: it reads them with its format's reader, plans the change in memory and writes new
/// bytes with its format's writer. Reading and replacing the file (all or nothing, with the run's other files) is
/// the caller's, so every kind gets `--dry-run`, `--json` and the writer's checks the same way.
protocol ProjectFileKind {
    /// The file's name (`project.pbxproj`).
    static var fileName: String { get }

    /// The targets the file declares, in its order, with what `init` and the default target choice need.
    /// - Parameters:
    ///   - contents: The file's bytes.
    ///   - name: The file's path, for positions in errors.
    ///   - containingFolder: The folder that holds the project (its paths start there).
    /// - Throws: `XcodeProjectError` for a file that does not read.
    static func targets(contents: [UInt8], named name: String, containingFolder: String)
        throws(XcodeProjectError) -> [ProjectTarget]

    /// Plans `request` on the file's bytes: the new bytes (the same bytes when nothing changes) and what changed.
    /// - Throws: `XcodeProjectError` for a file that does not read or an edit that cannot be made.
    static func plan(contents: [UInt8], named name: String, containingFolder: String, request: ProjectEditRequest)
        throws(XcodeProjectError) -> (contents: [UInt8], report: XcodeProjectEditReport)
}
