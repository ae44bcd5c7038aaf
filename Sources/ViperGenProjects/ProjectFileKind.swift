/// One kind of file that holds a project's structure, and that a module's files join and leave: Xcode's
/// `project.pbxproj`, Xcode 27's `project.xcproj`, SwiftPM's `Package.swift`. Which one a project has is found by
/// detection (`XcodeProjectDetection` for `.xcodeproj` bundles; `Package.swift` in a package's folder).
///
/// A kind works on bytes only: it reads them with its format's reader, plans the change in memory and writes new
/// bytes with its format's writer, keeping the bytes of everything it does not change, so that removing what an
/// addition added gives back the file's exact bytes. Reading and replacing the file (all or nothing, with the run's
/// other files) is the caller's, so every kind gets `--dry-run`, `--json` and the writer's checks the same way.
protocol ProjectFileKind {
    /// What an addition asks for: files with their targets and groups, or the targets of a package.
    associatedtype Addition
    /// What an addition changed, for the run's report.
    associatedtype AdditionReport
    /// What a removal takes away: a module's files, or its targets.
    associatedtype Removal
    /// What a removal changed, for the run's report.
    associatedtype RemovalReport
    /// Why a change cannot be planned.
    associatedtype Failure: Error

    /// The file's name (`project.pbxproj`).
    static var fileName: String { get }

    /// Plans `request` on the file's bytes: the new bytes (the same bytes when nothing changes) and what changed.
    /// - Parameters:
    ///   - contents: The file's bytes.
    ///   - name: The file's path, for positions in errors.
    ///   - containingFolder: The folder the project's paths start from.
    /// - Throws: `Failure` for a file that does not read or an addition that cannot be made.
    static func plan(contents: [UInt8], named name: String, containingFolder: String, request: Addition)
        throws(Failure) -> (contents: [UInt8], report: AdditionReport)

    /// Plans `removal` on the file's bytes: the new bytes (the same bytes when the file holds none of it) and what
    /// went; a file that only ever gained what is removed is back to its exact bytes.
    /// - Throws: `Failure` for a file that does not read.
    static func planRemoval(contents: [UInt8], named name: String, containingFolder: String, removing removal: Removal)
        throws(Failure) -> (contents: [UInt8], report: RemovalReport)
}

/// What removing files from an Xcode project took away.
struct XcodeProjectRemovalReport: Equatable, Sendable {
    /// The files that were in the project (absolute paths), in the order given.
    var removedFiles: [String] = []
    /// How many groups went because they held only removed files.
    var removedGroups = 0
}
